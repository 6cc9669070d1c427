import { fromMinor, toIsoDate } from '@assist/domain';
import { giveDemoBatches } from './demo-batches.js';
import type { Db } from '../db/client.js';
import { products, suppliers } from '../db/schema/index.js';
import type { ProductRow } from '../modules/catalogue/products-repository.js';
import { type Receipt, receiveStock } from '../modules/inventory/receive-stock.js';
import type { SupplierRow } from '../modules/suppliers/suppliers-repository.js';
import { type ProductFamily, medicationFamilies, otherFamilies } from './demo-catalogue.js';
import { markOlderInvoicesPaid, spreadInvoiceDates } from './demo-invoice-dates.js';

const demoSuppliers = [
  {
    key: 'medsupply',
    prefix: 'MS',
    name: 'MedSupply Co.',
    contact: 'Sami Youssef',
    phone: '+964 780 222 3344',
    email: 'orders@medsupply.iq',
    address: 'Al-Ashar, Basra, Iraq',
  },
  {
    key: 'rafidain',
    prefix: 'RP',
    name: 'Al Rafidain Pharmaceuticals',
    contact: 'Karim Abbas',
    phone: '+964 770 456 7788',
    email: 'sales@rafidainpharma.iq',
    address: 'Al-Mansour, Baghdad, Iraq',
  },
  {
    key: 'tigris',
    prefix: 'TMS',
    name: 'Tigris Medical Supplies',
    contact: 'Zainab Kareem',
    phone: '+964 750 333 9021',
    email: 'info@tigrismed.iq',
    address: '100m Street, Erbil, Iraq',
  },
] as const;
type SupplierKey = (typeof demoSuppliers)[number]['key'];

interface DemoProduct {
  name: string;
  barcode: string;
  category: string;
  unitsPerBox: number;
  cost: number;
  supplier: SupplierKey;
}

/** A small seeded random generator (mulberry32), so every demo database looks the same. */
export function seededRandom(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An EAN-13 in the in-store range (prefix 200) with its check digit. */
function ean13(sequence: number): string {
  const body = `200${String(sequence).padStart(9, '0')}`;
  const total = [...body].reduce((sum, digit, i) => sum + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (total % 10)) % 10}`;
}

/** Whole IQD rounded to the 250 the shops price in. */
export const iqd = (amount: number) => fromMinor(Math.max(250, Math.round(amount / 250) * 250) * 100);

function expand(families: ProductFamily[], supplierOf: (index: number) => SupplierKey, start: number): DemoProduct[] {
  return families.flatMap((f, index) =>
    f.variants.map((variant, v) => ({
      name: `${f.name} ${variant} ${f.form}`.replace(/\s+/g, ' '),
      barcode: ean13(start + index * 10 + v),
      category: f.category,
      unitsPerBox: f.unitsPerBox,
      cost: f.cost * (1 + v * 0.35),
      supplier: supplierOf(index),
    })),
  );
}

export function demoCatalogue(): DemoProduct[] {
  return [
    ...expand(medicationFamilies, (i) => (i % 3 === 0 ? 'rafidain' : 'medsupply'), 1000),
    ...expand(otherFamilies, (i) => (otherFamilies[i]?.category === 'vitamins' ? 'rafidain' : 'tigris'), 5000),
  ];
}

const DAY_MS = 86_400_000;
const dateIn = (days: number) => toIsoDate(new Date(Date.now() + days * DAY_MS));

/**
 * The demo pharmacy's shop: 3 suppliers and about 300 products in 9 categories, each with one to
 * three lots. Some lots are expired, some expire within 30 days, some hold 10 units or fewer.
 * Every lot is received through the receiving service, so orders, movements and balances add up;
 * each supplier's invoices are then spread over the last five and a half months (the lots' received
 * dates with them), and the older ones paid some days after they came. One transaction.
 */
export async function seedDemoInventory(db: Db, pharmacyId: number): Promise<{ products: number; lots: number }> {
  const random = seededRandom(20251121);
  const pick = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const catalogue = demoCatalogue();
  return db.transaction(async (tx) => {
    const supplierRows = await tx
      .insert(suppliers)
      .values(demoSuppliers.map(({ key: _k, prefix: _p, ...s }) => ({ ownerId: pharmacyId, ...s })))
      .returning();
    const supplierByKey = new Map<SupplierKey, SupplierRow>(
      demoSuppliers.map((s, i) => [s.key, supplierRows[i] as SupplierRow]),
    );
    const productRows = await tx
      .insert(products)
      .values(catalogue.map((p) => ({ ownerId: pharmacyId, name: p.name, barcode: p.barcode, category: p.category })))
      .returning();

    // Every lot first, then received in order of expiry: a supplier's earlier invoices carry the
    // lots that expire first, as a shop's older deliveries do (see spreadInvoiceDates).
    const planned: { product: ProductRow; supplier: SupplierKey; receipt: Omit<Receipt, 'supplier' | 'orderRef'> }[] =
      [];
    for (const [i, item] of catalogue.entries()) {
      const product = productRows[i] as ProductRow;
      for (const days of expiryOffsets(random, pick)) {
        const perBox = item.unitsPerBox;
        const lowStock = perBox <= 10 && random() < 0.2;
        const quantity = lowStock ? pick(1, Math.max(1, Math.floor(10 / perBox))) : pick(perBox === 1 ? 4 : 2, 30);
        const cost = item.cost * (0.95 + random() * 0.1);
        planned.push({
          product,
          supplier: item.supplier,
          receipt: {
            quantity,
            unitsPerBox: perBox,
            costPrice: iqd(cost),
            retailPrice: iqd(cost * (1.2 + random() * 0.25)),
            expiryDate: dateIn(days),
          },
        });
      }
    }
    planned.sort((a, b) => a.receipt.expiryDate.localeCompare(b.receipt.expiryDate));

    const linesOnInvoice = new Map<SupplierKey, number>();
    const invoiceRef = (key: SupplierKey) => {
      const lines = linesOnInvoice.get(key) ?? 0;
      linesOnInvoice.set(key, lines + 1);
      const prefix = demoSuppliers.find((s) => s.key === key)?.prefix;
      return `${prefix}-${new Date().getFullYear()}-${String(Math.floor(lines / 15) + 1).padStart(4, '0')}`;
    };
    for (const { product, supplier, receipt } of planned) {
      await receiveStock(tx, product, {
        ...receipt,
        supplier: supplierByKey.get(supplier) as SupplierRow,
        orderRef: invoiceRef(supplier),
      });
    }
    const lots = planned.length;
    await spreadInvoiceDates(tx, pharmacyId);
    await markOlderInvoicesPaid(tx, pharmacyId);
    await giveDemoBatches(tx, pharmacyId);
    return { products: productRows.length, lots };
  });
}

/** Days until expiry of a product's lots: the first may be expired or close, later ones further out. */
function expiryOffsets(random: () => number, pick: (min: number, max: number) => number): number[] {
  const roll = random();
  const first = roll < 0.07 ? -pick(1, 90) : roll < 0.2 ? pick(0, 30) : pick(60, 720);
  const offsets = [first];
  if (random() < 0.45) offsets.push(first + pick(90, 365));
  if (random() < 0.15) offsets.push(first + pick(400, 700));
  return offsets;
}
