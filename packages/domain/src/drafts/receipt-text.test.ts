import { describe, expect, it } from 'vitest';
import { parseReceiptText } from './receipt-text.js';
import { amountOf, dateIn, phoneIn, phoneKey, quantityOf } from './receipt-tokens.js';

const pharmacyInvoice = `
Al-Noor Medical Supplies
Tel: 0770 123 4567
Date: 14/03/2025
Invoice #INV-2041
Paracetamol 500mg x2 3.50
Amoxicillin 250mg x1 7.25
3 Vitamin C 1000mg 12.00
Subtotal 22.75
TOTAL 22.75
Thank you!`;

const iqdReceipt = `
Baghdad Pharma Store
Street 14, Karrada
+964 780 555 0101
2025-11-02
2 Amoxicillin 250mg 7,000
Omeprazole 20mg 2x 6,500
Total: 13,500 IQD`;

const columns = `
CITY DRUG HOUSE
Item Qty Price Amount
Ibuprofen 400mg 3 x 1.50 4.50
Cetirizine 10mg 2 2.25 4.50
Insulin Pen 1 18.00 18.00
GRAND TOTAL $27.00`;

describe('parseReceiptText', () => {
  it('reads a printed pharmacy invoice: supplier, phone, day-first date, products and total', () => {
    expect(parseReceiptText(pharmacyInvoice)).toEqual({
      supplier: { name: 'Al-Noor Medical Supplies', phone: '0770 123 4567' },
      receiptDate: '2025-03-14',
      totalAmount: '22.75',
      products: [
        { name: 'Paracetamol 500mg', quantity: 2, price: '1.75', lineTotal: '3.50', batchNumber: null },
        { name: 'Amoxicillin 250mg', quantity: 1, price: '7.25', lineTotal: '7.25', batchNumber: null },
        { name: 'Vitamin C 1000mg', quantity: 3, price: '4.00', lineTotal: '12.00', batchNumber: null },
      ],
    });
  });

  it('reads dinar amounts with thousands commas, a bare phone line and a leading quantity', () => {
    const reading = parseReceiptText(iqdReceipt);
    expect(reading.supplier).toEqual({ name: 'Baghdad Pharma Store', phone: '+964 780 555 0101' });
    expect(reading.receiptDate).toBe('2025-11-02');
    expect(reading.totalAmount).toBe('13500.00');
    expect(reading.products).toEqual([
      { name: 'Amoxicillin 250mg', quantity: 2, price: '3500.00', lineTotal: '7000.00', batchNumber: null },
      { name: 'Omeprazole 20mg', quantity: 2, price: '3250.00', lineTotal: '6500.00', batchNumber: null },
    ]);
  });

  it('reads quantity, price and amount columns', () => {
    const reading = parseReceiptText(columns);
    expect(reading.supplier.name).toBe('CITY DRUG HOUSE');
    expect(reading.totalAmount).toBe('27.00');
    expect(reading.products).toEqual([
      { name: 'Ibuprofen 400mg', quantity: 3, price: '1.50', lineTotal: '4.50', batchNumber: null },
      { name: 'Cetirizine 10mg', quantity: 2, price: '2.25', lineTotal: '4.50', batchNumber: null },
      { name: 'Insulin Pen', quantity: 1, price: '18.00', lineTotal: '18.00', batchNumber: null },
    ]);
  });

  it('takes lone amounts as prices of one when that is what adds up to the total', () => {
    const reading = parseReceiptText('Pharma One\nAspirin 100mg x2 1.25\nZinc 50mg x3 2.00\nTotal 8.50');
    expect(reading.products).toEqual([
      { name: 'Aspirin 100mg', quantity: 2, price: '1.25', lineTotal: '2.50', batchNumber: null },
      { name: 'Zinc 50mg', quantity: 3, price: '2.00', lineTotal: '6.00', batchNumber: null },
    ]);
  });

  it('reads Arabic-Indic digits and an Arabic total', () => {
    const reading = parseReceiptText('صيدلية الشفاء\nهاتف: ٠٧٧٠١٢٣٤٥٦٧\nPanadol Extra x٢ ٥٠٠٠\nالمجموع ٥٠٠٠');
    expect(reading.supplier).toEqual({ name: 'صيدلية الشفاء', phone: '07701234567' });
    expect(reading.totalAmount).toBe('5000.00');
    expect(reading.products).toEqual([
      { name: 'Panadol Extra', quantity: 2, price: '2500.00', lineTotal: '5000.00', batchNumber: null },
    ]);
  });

  it('reads the batch off a product line or from a line of its own under it, in English, German and Arabic', () => {
    const receipt = [
      'Al-Shifa Drug Store',
      'Date: 02/11/2025',
      'Amoxicillin 500mg Caps Batch: AMX2406 2 x 3.50 7.00',
      'Paracetamol 500mg x3 4.50',
      'LOT: PC-24117 EXP 2027-06-30',
      'Omeprazole 20mg B.No. OM5521 1 6.00',
      'Ibuprofen 400mg Ch.-B.: 4012345 2 5.00',
      'Cetirizine 10mg x1 2.00',
      'بانادول اكسترا رقم التشغيلة: PX7781 ١ ٣.٠٠',
      'Zinc 50mg Lot#Z-99/A 1 1.50',
      'Vitamin D3 x2 8.00',
      'Total 37.00',
    ].join('\n');
    const reading = parseReceiptText(receipt);
    // The expiry on the lot line is the pack's, not the receipt's date.
    expect(reading.receiptDate).toBe('2025-11-02');
    expect(reading.products.map((p) => [p.name, p.quantity, p.lineTotal, p.batchNumber])).toEqual([
      ['Amoxicillin 500mg Caps', 2, '7.00', 'AMX2406'],
      ['Paracetamol 500mg', 3, '4.50', 'PC-24117'],
      ['Omeprazole 20mg', 1, '6.00', 'OM5521'],
      ['Ibuprofen 400mg', 2, '5.00', '4012345'],
      ['Cetirizine 10mg', 1, '2.00', null],
      ['بانادول اكسترا', 1, '3.00', 'PX7781'],
      ['Zinc 50mg', 1, '1.50', 'Z-99/A'],
      ['Vitamin D3', 2, '8.00', null],
    ]);
  });

  it('takes "Batch" and "Lot" as words only, with a digit in the batch, and a lot line under the product it belongs to', () => {
    const reading = parseReceiptText(
      ['Lot: 5521', 'Lotion Aloe 100ml x1 4.00', 'Batch of 3 plasters 2.00', 'تشغيلة A12', 'Total 6.00'].join('\n'),
    );
    expect(reading.products.map((p) => [p.name, p.batchNumber])).toEqual([
      ['Lotion Aloe 100ml', null],
      ['Batch of 3 plasters', 'A12'],
    ]);
  });

  it('finds nothing in text that is not a receipt', () => {
    expect(parseReceiptText('')).toEqual({
      products: [],
      supplier: { name: null, phone: null },
      receiptDate: null,
      totalAmount: null,
    });
    expect(parseReceiptText('Hello world\nThis is a letter, not a receipt.').products).toEqual([]);
  });
});

describe('receipt tokens', () => {
  it.each([
    ['3.50', 350],
    ['7,000', 700_000],
    ['7.000', 700_000],
    ['1,250,000', 125_000_000],
    ['3,5', 350],
    ['12', 1200],
    ['.75', 75],
    ['12.345', 1_234_500],
    ['abc', null],
    ['500mg', null],
    ['1.2.3', null],
  ])('amountOf(%s) = %s', (token, minor) => {
    expect(amountOf(token)).toBe(minor);
  });

  it.each([
    ['x2', 2],
    ['X12', 12],
    ['2x', 2],
    ['×3', 3],
    ['4pcs', 4],
    ['x0', null],
    ['500mg', null],
    ['2', null],
  ])('quantityOf(%s) = %s', (token, quantity) => {
    expect(quantityOf(token)).toBe(quantity);
  });

  it.each([
    ['Date: 2025-03-14', '2025-03-14'],
    ['14/03/2025 10:31', '2025-03-14'],
    ['03/14/2025', '2025-03-14'],
    ['1.2.2025', '2025-02-01'],
    ['2025/3/9', '2025-03-09'],
    ['31/02/2025', null],
    ['no date', null],
  ])('dateIn(%s) = %s', (line, date) => {
    expect(dateIn(line)).toBe(date);
  });

  it('finds labelled and bare phone numbers and keys them for matching', () => {
    expect(phoneIn('Tel: +964 770 123-4567')).toBe('+964 770 123-4567');
    expect(phoneIn('0770 123 4567')).toBe('0770 123 4567');
    expect(phoneIn('Paracetamol x2 3.50')).toBeNull();
    expect(phoneKey('+964 770 123 4567')).toBe(phoneKey('0770-123-4567'));
  });
});
