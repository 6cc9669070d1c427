import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { shop as newShop } from '../../test/sales-factories.js';
import type { Client } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-app.js';
import { ask, rivalPharmacy, seededPharmacy, utcToday } from '../../test/assistant-factories.js';

const t = useTestApp();
let shop: { client: Client; user: { id: number } };

beforeAll(async () => {
  // The rival first: its rows are older, so a query that forgot the tenant would meet them first.
  await rivalPharmacy(t);
  shop = await seededPharmacy(t);
});

describe('the assistant answers shop questions from the business own data', () => {
  it('stock of a product, summed over live lots, in boxes and units, never another business', async () => {
    const answer = await ask(shop.client, 'How many panadol do we have?');
    expect(answer.type).toBe('inventory');
    expect(answer.message).toContain('Panadol Extra 500mg: 2 boxes (24 units)');
    expect(answer.message).not.toContain('108');
    expect(answer.message).not.toContain('9 boxes');
  });

  it('in Arabic, with Arabic-Indic digits and by the sound of the name', async () => {
    for (const question of ['كم عندنا بنادول؟', 'كم عندنا من البنادول ٥٠٠؟', 'هل يوجد بنادول اكسترا؟']) {
      const answer = await ask(shop.client, question);
      expect(answer.type).toBe('inventory');
      expect(answer.message, question).toContain('\u2068Panadol Extra 500mg\u2069: 2 علبة (24 وحدة)');
      expect(answer.message).toContain('المخزون');
    }
  });

  it('with a typo, and says so when no product matches', async () => {
    expect((await ask(shop.client, 'how many panadool do we have left')).message).toContain('2 boxes (24 units)');
    const none = await ask(shop.client, 'How many aspirin do we have in stock?');
    expect(none).toEqual({
      type: 'inventory',
      message: expect.stringContaining('I found no product called "aspirin"'),
    });
  });

  it('a brand the shop keeps under the medicine name is found by it', async () => {
    const other = await newShop(t);
    await other.stock({ productName: 'Paracetamol 500mg Tablets', quantity: 2, unitsPerBox: 10 });
    const answer = await ask(other.client, 'How many Panadol do we have?');
    expect(answer.message).toContain('No product is called "panadol"; these are Paracetamol');
    expect(answer.message).toContain('Paracetamol 500mg Tablets: 2 boxes (20 units)');
  });

  it('low stock: 10 units or fewer, this business only', async () => {
    const answer = await ask(shop.client, 'What is low on stock?');
    expect(answer.message).toContain('1 product is low on stock');
    expect(answer.message).toContain('Amoxicillin 250mg Syrup: 5 boxes (5 units)');
    expect(answer.message).not.toContain('Zinc');
    expect((await ask(shop.client, 'ما المنتجات قليلة المخزون؟')).message).toContain(
      '\u2068Amoxicillin 250mg Syrup\u2069: 5 علبة (5 وحدة)',
    );
  });

  it("what expires this month, in the business's month", async () => {
    const answer = await ask(shop.client, 'What expires this month?');
    expect(answer.message).toContain(`Vitamin C 1000mg (${utcToday()}): 2 boxes (20 units)`);
    expect(answer.message).toContain('1 lot expires');
    expect(answer.message).not.toContain('Rival');
    expect((await ask(shop.client, 'ما الذي تنتهي صلاحيته هذا الشهر؟')).message).toContain('Vitamin C 1000mg');
  });

  it("today's and this week's sales and profit, by the dashboard's rules", async () => {
    const today = await ask(shop.client, "What are today's sales and profit?");
    expect(today.type).toBe('inventory');
    expect(today.message).toContain('Sales: $12.00 from 1 sale');
    expect(today.message).toContain('Profit: $6.00');
    const week = await ask(shop.client, 'How much profit did we make this week?');
    expect(week.message).toContain('The last 7 days');
    expect(week.message).toContain('Profit: $6.00');
    const arabic = await ask(shop.client, 'كم مبيعات وأرباح اليوم؟');
    expect(arabic.message).toContain('المبيعات: 12.00 $ من 1 عملية بيع');
    expect(arabic.message).toContain('الربح: 6.00 $');
  });

  it('best sellers of the week', async () => {
    const answer = await ask(shop.client, 'What are our best sellers this week?');
    expect(answer.message).toContain('1. Panadol Extra 500mg: $12.00, 12 units');
    expect((await ask(shop.client, 'ما الأكثر مبيعًا هذا الأسبوع؟')).message).toContain('Panadol Extra 500mg');
  });

  it('what we owe a supplier, by name or all of them', async () => {
    const one = await ask(shop.client, 'What do we owe MedSupply?');
    expect(one.message).toContain('MedSupply Co.: $38.00');
    expect(one.message).not.toContain('Tigris');
    const all = await ask(shop.client, 'How much do we owe our suppliers?');
    expect(all.message).toContain('You owe your suppliers $44.00 in all');
    expect(all.message).toContain('Tigris Pharma: $6.00');
    expect(all.message).not.toContain('Rival');
    expect((await ask(shop.client, 'كم ندين للموردين؟')).message).toContain('44.00 $');
    const arabicName = await ask(shop.client, 'كم ندين لميد سبلاي؟');
    expect(arabicName.message).toContain('\u2068MedSupply Co.\u2069: 38.00 $');
    expect(arabicName.message).not.toContain('Tigris');
    const tigris = await ask(shop.client, 'What is our balance with the supplier Tigris?');
    expect(tigris.message).toContain('Tigris Pharma: $6.00');
    expect(tigris.message).not.toContain('MedSupply');
  });

  it("what a shortage item is and today's shortage list", async () => {
    const answer = await ask(shop.client, "What is on today's shortage list?");
    expect(answer.message).toContain('A shortage item is a product you ran short of');
    expect(answer.message).toContain('Insulin pens [urgent]');
    expect(answer.message).not.toContain('Rival');
    expect((await ask(shop.client, 'ما هي النواقص اليوم؟')).message).toContain('\u2068Insulin pens\u2069 [عاجلة]');
  });

  it("money in the account's preferred currency", async () => {
    await t.database.db.update(users).set({ preferredCurrency: 'IQD' }).where(eq(users.id, shop.user.id));
    expect((await ask(shop.client, "Today's sales")).message).toContain('Sales: 12 IQD from 1 sale');
    expect((await ask(shop.client, 'مبيعات اليوم')).message).toContain('12 د.ع');
    await t.database.db.update(users).set({ preferredCurrency: 'USD' }).where(eq(users.id, shop.user.id));
  });
});
