import { dayIn, fromMinor, toIsoDate } from '@assist/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notifications, products, suppliers, users } from '../db/schema/index.js';
import type { ProductRow } from '../modules/catalogue/products-repository.js';
import { receiveStock } from '../modules/inventory/receive-stock.js';
import { requestAccess } from '../modules/marketplace/access-requests.js';
import { sendBroadcast } from '../modules/marketplace/broadcast.js';
import type { Business } from '../modules/marketplace/business.js';
import { createMarketplace } from '../modules/marketplace/create-marketplace.js';
import { createPurchaseRequest } from '../modules/marketplace/create-purchase-request.js';
import { findPurchaseRequest } from '../modules/marketplace/purchase-requests-repository.js';
import { reviewJoinRequest } from '../modules/marketplace/review-join-request.js';
import { approvePurchaseRequest } from '../modules/marketplace/review-purchase-request.js';
import { markRead } from '../modules/notifications/notifications-repository.js';
import { reviewTransfer } from '../modules/transfers/review-transfer.js';
import { demoLogins } from './demo-accounts.js';
import { demoCatalogue, seededRandom } from './demo-inventory.js';
import { demoLiveBatch, demoRecalledBatch } from './demo-recalls.js';

const DAY_MS = 86_400_000;
/** Dinars per dollar in the demo: MedSupply keeps dollars, the pharmacy dinars (it receives at this rate). */
export const demoDollarRate = 1310;
/** A dinar price of the catalogue as MedSupply's dollar price, to the cent. */
const usd = (dinars: number) => fromMinor(Math.max(1, Math.round((dinars / demoDollarRate) * 100)));
const dateIn = (days: number) => toIsoDate(new Date(Date.now() + days * DAY_MS));

async function businessOf(db: Db, id: number): Promise<Business> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new Error(`demo business ${id} is not there`);
  return { ownerId: user.id, user };
}

/**
 * The maker's batch of MedSupply's lot `n` of product `i`, received with it (lane batches). The
 * pharmacy buys products 0 and 1 from their earliest lots: those carry the demo's recall story's
 * batches, and the transfer brings them into the pharmacy's lots.
 */
function supplierBatch(i: number, n: number): string {
  if (n === 0 && i === 0) return demoRecalledBatch;
  if (n === 0 && i === 1) return demoLiveBatch;
  return `PPI-${25000 + i * 2 + n}`;
}

/**
 * The demo supplier's stock: the medications MedSupply sells the demo pharmacy (same names and
 * barcodes, so what it buys lands on its own products), two lots each, received from the
 * manufacturer at a wholesale cost; its retail price is what the pharmacy pays. One transaction.
 */
async function seedSupplierStock(db: Db, supplierId: number) {
  const random = seededRandom(20261126);
  const lines = demoCatalogue()
    .filter((p) => p.supplier === 'medsupply' && p.category === 'medications')
    .slice(0, 18);
  return db.transaction(async (tx) => {
    const [maker] = await tx
      .insert(suppliers)
      .values({
        ownerId: supplierId,
        name: 'Pioneer Pharmaceutical Industries',
        contact: 'Hadi Jaber',
        phone: '+964 781 400 1122',
        email: 'export@pioneer-pharma.iq',
        address: 'Sulaymaniyah, Iraq',
      })
      .returning();
    if (!maker) throw new Error('demo manufacturer was not created');
    const rows = (await tx
      .insert(products)
      .values(lines.map((p) => ({ ownerId: supplierId, name: p.name, barcode: p.barcode, category: p.category })))
      .returning()) as ProductRow[];
    for (const [i, product] of rows.entries()) {
      const line = lines[i]!;
      for (const [n, days] of [150 + Math.floor(random() * 200), 500 + Math.floor(random() * 300)].entries()) {
        await receiveStock(tx, product, {
          supplier: maker,
          orderRef: `PPI-${new Date().getFullYear()}-${String(n + 1).padStart(4, '0')}`,
          quantity: 20 + Math.floor(random() * 60),
          unitsPerBox: line.unitsPerBox,
          costPrice: usd(line.cost * 0.78),
          retailPrice: usd(line.cost * 0.95),
          expiryDate: dateIn(days),
          batchNumber: supplierBatch(i, n),
        });
      }
    }
    return lines;
  });
}

/**
 * The demo network, through the marketplace's and transfers' own services: MedSupply Co. (the
 * demo supplier) stocks its marketplace with 18 medications; the demo pharmacy has approved access, bought two
 * products (one approved in part) and accepted that transfer, so it owes MedSupply; a second
 * purchase request waits for the supplier; a broadcast waits unread. Deterministic.
 */
export async function seedDemoMarketplace(db: Db, pharmacyId: number) {
  const [supplierRow] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${demoLogins.supplier.email}`);
  if (!supplierRow) return null;
  const supplier = await businessOf(db, supplierRow.id);
  const pharmacy = await businessOf(db, pharmacyId);
  const stock = await seedSupplierStock(db, supplier.ownerId);
  // Every lot holds at least 20 boxes: each request below asks for fewer.
  const boxes = (i: number, count: number) => ({
    barcode: stock[i]!.barcode,
    requestedQuantity: count * stock[i]!.unitsPerBox,
  });
  const { marketplace } = await createMarketplace(
    db,
    supplier,
    {
      name: 'MedSupply Co. Marketplace',
      description: 'Medicines and antibiotics from MedSupply Co., Basra: delivery across Iraq within 48 hours.',
    },
    false,
  );
  const access = await requestAccess(db, pharmacy, {
    marketplaceId: marketplace.id,
    supplierId: supplier.ownerId,
    requestMessage: 'Al Shifa Pharmacy, Baghdad: we would like to order from you.',
  });
  await reviewJoinRequest(db, supplier, access.id, 'approved', 'Welcome to MedSupply Co.');

  const bought = await createPurchaseRequest(db, pharmacy, {
    supplierId: supplier.ownerId,
    items: [boxes(0, 5), boxes(1, 3)],
    notes: 'Monthly restock',
    requestMessage: 'Please deliver before Thursday.',
  });
  const lines = (await findPurchaseRequest(db, supplier.ownerId, bought, 'supplier'))?.items ?? [];
  await approvePurchaseRequest(db, supplier, bought, {
    responseMessage: 'Sending two boxes of the second item now; more next week.',
    items: lines[1] ? [{ itemId: lines[1].id, approvedQuantity: 2 * lines[1].unitsPerBox }] : [],
  });
  const approved = await findPurchaseRequest(db, pharmacy.ownerId, bought, 'retailer');
  // The pharmacy keeps dinars, the supplier dollars: received at a rate (ignored if they match).
  if (approved?.transferId)
    await reviewTransfer({ db }, pharmacy, approved.transferId, 'accepted', { exchangeRate: String(demoDollarRate) });

  await createPurchaseRequest(db, pharmacy, {
    supplierId: supplier.ownerId,
    items: [boxes(2, 4), boxes(3, 2), boxes(4, 2)],
    notes: null,
    requestMessage: 'For the winter season.',
  });
  // The pharmacy has read the answers; the broadcast is new.
  await markRead(db, pharmacy.ownerId, undefined);
  await sendBroadcast(db, supplier, {
    title: 'New stock arrived',
    message: `Fresh antibiotics and syrups are in stock as of ${dayIn(new Date(), supplier.user.timeZone)}.`,
  });
  const [unread] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.ownerId, pharmacy.ownerId), isNull(notifications.readAt)));
  return { marketplaceId: marketplace.id, products: stock.length, unread: Number(unread?.n ?? 0) };
}
