import { divide, fromMinor, sum } from '../common/money.js';
import { amountOf, asciiDigits, batchIn, dateIn, phoneIn, quantityOf, withoutCurrency } from './receipt-tokens.js';

/** A product line of a receipt: quantity, price of one and the line's amount (2-decimal strings). */
export interface ReceiptProduct {
  name: string;
  quantity: number;
  price: string;
  lineTotal: string;
  /** The batch printed on the line or on a "Lot: ..." line under it, else null. */
  batchNumber: string | null;
}

/** What a receipt's text says: its products, the supplier at the top, the date and the total. */
export interface ReceiptReading {
  products: ReceiptProduct[];
  supplier: { name: string | null; phone: string | null };
  receiptDate: string | null;
  totalAmount: string | null;
}

/** A product line before its amount is known to be a line total or a price of one. */
interface Line {
  name: string;
  quantity: number;
  amount: number;
  /** Printed as "qty x price total": the amount is certainly the line total. */
  unitPrice: number | null;
  batchNumber: string | null;
}

const letters = /\p{L}/gu;
const totalWord = /\b(?:grand\s*total|net\s*total|total|amount\s*due|balance\s*due)\b|المجموع|الإجمالي|الاجمالي/iu;
const subtotalWord = /\bsub\s*-?\s*total\b/i;
const notProduct =
  /^(?:sub\s*-?\s*total|total|tax|vat|cash|change|card|visa|paid|discount|balance|tel|phone|mob|fax|date|time|invoice|receipt|bill|order|no\b|thank|www|e-?mail|cashier|qty|item)|\b(?:street|road|building|floor|district|p\.?o\.?\s*box)\b|شارع|هاتف|تاريخ|فاتورة|شكرا|ضريبة|خصم|نقدا/iu;
const heading = /^(?:tax\s+)?(?:invoice|receipt|bill|sales\s+receipt)\b|^فاتورة/iu;

/**
 * Reads recognised receipt text. Product lines end with an amount and may carry a quantity as
 * "x2", "2x", a leading "2 " or "2 x 3.50 7.00". Whether a lone amount is the line total or the
 * price of one is settled by the receipt's total; without a total it is taken as the line total.
 * Example: "Paracetamol 500mg x2 3.50" and "TOTAL 3.50" -> Paracetamol 500mg, 2 at 1.75, 3.50.
 * A batch ("Batch", "Lot", "B.No", "Ch.-B.", "رقم التشغيلة": batchIn) is read off the product line,
 * or from a line of its own under it ("LOT: A2406 EXP 2027-06-30": not the receipt's date).
 */
export function parseReceiptText(text: string): ReceiptReading {
  const lines = text
    .split(/\r?\n/)
    .map((l) => asciiDigits(l).replace(/[|_]+/g, ' ').replace(/\s+/g, ' ').trim())
    .filter((l) => l.length > 0);
  let phone: string | null = null;
  let receiptDate: string | null = null;
  let supplierName: string | null = null;
  let total: number | null = null;
  let subtotal: number | null = null;
  const found: Line[] = [];

  lines.forEach((printed, index) => {
    const labelled = batchIn(printed);
    const line = labelled ? labelled.rest : printed;
    const last = found.at(-1);
    if (labelled && last && last.batchNumber === null && !productLine(line, null)) {
      last.batchNumber = labelled.batch;
      return;
    }
    const linePhone = labelled ? null : phoneIn(line);
    const lineDate = labelled ? null : dateIn(line);
    phone ??= linePhone;
    receiptDate ??= lineDate;
    if (linePhone || lineDate) return;
    if (totalWord.test(line) || subtotalWord.test(line)) {
      const amount = lastAmount(line);
      if (amount !== null && subtotalWord.test(line)) subtotal = amount;
      else if (amount !== null) total = amount;
      return;
    }
    if (notProduct.test(line)) return;
    const product = productLine(line, labelled?.batch ?? null);
    if (product) found.push(product);
    else if (!supplierName && index < 5 && !heading.test(line) && (line.match(letters)?.length ?? 0) >= 3) {
      supplierName = line.replace(/[\s:.,-]+$/, '');
    }
  });

  const grandTotal = total ?? subtotal;
  return {
    products: settleAmounts(found, grandTotal),
    supplier: { name: supplierName, phone },
    receiptDate,
    totalAmount: grandTotal === null ? null : fromMinor(grandTotal),
  };
}

function lastAmount(line: string): number | null {
  const tokens = withoutCurrency(line).split(' ');
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    const amount = amountOf(tokens[i]!);
    if (amount !== null) return amount;
  }
  return null;
}

/** One product line, or null when the line does not end with an amount after a name. */
function productLine(raw: string, batchNumber: string | null): Line | null {
  const tokens = withoutCurrency(raw).split(' ');
  const printed: string[] = [];
  while (tokens.length > 0 && printed.length < 3 && amountOf(tokens.at(-1)!) !== null) printed.unshift(tokens.pop()!);
  if (printed.length === 0) return null;
  let quantity: number | null = null;
  let priceOfOne = false;
  // "2 x 1.75" or "2 x 1.75 3.50": a quantity and a lone "x" before the prices.
  if (tokens.length >= 2 && /^[x×*]$/i.test(tokens.at(-1)!) && /^\d{1,4}$/.test(tokens.at(-2)!)) {
    quantity = Number(tokens.at(-2));
    tokens.splice(-2, 2);
    priceOfOne = printed.length === 1;
  }
  const marked = tokens.findIndex((t) => quantityOf(t) !== null);
  if (quantity === null && marked >= 0) quantity = quantityOf(tokens.splice(marked, 1)[0]!);
  if (quantity === null && tokens.length > 1 && /^\d{1,3}$/.test(tokens[0]!)) quantity = Number(tokens.shift());
  // "Ibuprofen 400mg 3 4.50": a bare whole number before the amount is the quantity column.
  if (quantity === null && printed.length >= 2 && /^\d{1,3}$/.test(printed[0]!)) quantity = Number(printed.shift());
  const amounts = printed.map((t) => amountOf(t)!);
  const name = tokens
    .join(' ')
    .replace(/^\d{1,3}[.)]\s*/, '')
    .replace(/[\s:.,-]+$/, '');
  const amount = amounts.at(-1)!;
  if ((name.match(letters)?.length ?? 0) < 2 || quantity === 0 || amount <= 0) return null;
  if (priceOfOne) return { name, quantity: quantity!, amount: amount * quantity!, unitPrice: amount, batchNumber };
  const unitPrice = amounts.length >= 2 ? amounts.at(-2)! : null;
  // "Paracetamol 1.75 3.50": the quantity is what the price of one goes into the amount.
  if (quantity === null && unitPrice && amount % unitPrice === 0) quantity = amount / unitPrice;
  return { name, quantity: quantity ?? 1, amount, unitPrice, batchNumber };
}

/** Lone amounts are line totals unless reading them as prices of one adds up to the receipt's total. */
function settleAmounts(lines: Line[], total: number | null): ReceiptProduct[] {
  const asTotals = sum(lines.map((l) => l.amount));
  const asPrices = sum(lines.map((l) => (l.unitPrice === null ? l.amount * l.quantity : l.amount)));
  const lonePrices = total !== null && asPrices === total && asTotals !== total;
  return lines.map((l) => {
    const lineTotal = l.unitPrice !== null || !lonePrices ? l.amount : l.amount * l.quantity;
    const price = l.unitPrice ?? (lonePrices ? l.amount : divide(lineTotal, l.quantity));
    const amounts = { price: fromMinor(price), lineTotal: fromMinor(lineTotal) };
    return { name: l.name, quantity: l.quantity, ...amounts, batchNumber: l.batchNumber };
  });
}
