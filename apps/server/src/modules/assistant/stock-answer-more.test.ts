import { describe, expect, it } from 'vitest';
import { ask } from '../../test/assistant-factories.js';
import { signedInOwner } from '../../test/factories.js';
import {
  addProduct,
  createSupplier,
  daysFromToday,
  productRow,
  uniqueBarcode,
} from '../../test/inventory-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

// Issue 28: a stock answer lists five products; it used to stop there without a word.
const amoxicillins = [
  'Amoxicillin 125mg Syrup',
  'Amoxicillin 250mg Capsules',
  'Amoxicillin 250mg Syrup',
  'Amoxicillin 500mg Capsules',
  'Amoxicillin 500mg Tablets',
  'Amoxicillin 875mg Tablets',
  'Amoxicillin Drops 100mg/ml',
];

describe('a stock answer that names more products than it lists', () => {
  it('says how many more matched and links to Inventory searched by the term', async () => {
    const owner = await signedInOwner(t);
    const supplier = await createSupplier(owner.client, { name: 'MedSupply Co.' });
    for (const productName of amoxicillins) {
      await addProduct(
        owner.client,
        productRow(supplier, { productName, barcode: uniqueBarcode(), quantity: 2, expiryDate: daysFromToday(300) }),
      );
    }
    const answer = await ask(owner.client, 'How many amoxicillin do we have?');
    expect(answer.message.split('\n').filter((line) => line.startsWith('- Amoxicillin'))).toHaveLength(5);
    expect(answer.message).toContain(
      '... and 2 more products match "amoxicillin": see them all on the Inventory page.',
    );
    expect(answer.inventorySearch).toBe('amoxicillin');

    const arabic = await ask(owner.client, 'كم عندنا اموكسيسيلين؟');
    expect(arabic.message).toContain('منتجات أخرى تطابق');
    expect(arabic.inventorySearch).toBeTruthy();
  });

  it('lists all of a few, with no link', async () => {
    const owner = await signedInOwner(t);
    const supplier = await createSupplier(owner.client, { name: 'Tigris Pharma' });
    await addProduct(owner.client, productRow(supplier, { productName: 'Cetirizine 10mg', barcode: uniqueBarcode() }));
    const answer = await ask(owner.client, 'How many cetirizine do we have?');
    expect(answer.message).toContain('- Cetirizine 10mg');
    expect(answer.message).not.toContain('more');
    expect(answer.inventorySearch).toBeUndefined();
  });
});
