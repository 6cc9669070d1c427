import { findSupplierByName } from '@assist/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { suppliers, users } from '../../db/schema/index.js';
import type { SupplierRow } from './suppliers-repository.js';

/**
 * The one supplier record a business keeps for a partner account it buys from (one ledger per
 * partner, issue 26), in the caller's transaction: the record linked to the partner; else the
 * business's own record of the same name (by supplierNameKey, "MedSupply Co" = "MedSupply Co."),
 * which is linked from now on, so the invoices typed in before and the trades after are one
 * supplier; else a new record from the partner's business profile. Two first trades at once link
 * or create it once (the unique index on owner and partner; the loser reads the winner's).
 */
export async function partnerSupplier(tx: Db, ownerId: number, partnerOwnerId: number): Promise<SupplierRow> {
  const linked = await findLinked(tx, ownerId, partnerOwnerId);
  if (linked) return linked;
  const [partner] = await tx
    .select({
      email: users.email,
      businessName: users.businessName,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.businessPhone,
      address: users.businessAddress,
      location: users.businessLocation,
    })
    .from(users)
    .where(eq(users.id, partnerOwnerId));
  if (!partner) throw new Error(`no business ${partnerOwnerId} to keep a supplier record for`);
  const name = partner.businessName?.trim() || partner.email;
  const unlinked = await tx
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.ownerId, ownerId), isNull(suppliers.linkedOwnerId)));
  const sameName = findSupplierByName(unlinked, name);
  if (sameName) {
    const [taken] = await tx
      .update(suppliers)
      .set({ linkedOwnerId: partnerOwnerId, updatedAt: new Date() })
      .where(and(eq(suppliers.id, sameName.id), isNull(suppliers.linkedOwnerId)))
      .returning();
    if (taken) return taken;
  }
  const contact = [partner.firstName, partner.lastName].filter(Boolean).join(' ').trim() || name;
  const [created] = await tx
    .insert(suppliers)
    .values({
      ownerId,
      name,
      contact,
      phone: partner.phone?.trim() || '-',
      email: partner.email,
      address: partner.address ?? partner.location,
      linkedOwnerId: partnerOwnerId,
    })
    .onConflictDoNothing({
      target: [suppliers.ownerId, suppliers.linkedOwnerId],
      where: sql`${suppliers.linkedOwnerId} is not null`,
    })
    .returning();
  if (created) return created;
  const raced = await findLinked(tx, ownerId, partnerOwnerId);
  if (!raced) throw new Error('the partner supplier record vanished');
  return raced;
}

async function findLinked(tx: Db, ownerId: number, partnerOwnerId: number): Promise<SupplierRow | undefined> {
  const [row] = await tx
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.ownerId, ownerId), eq(suppliers.linkedOwnerId, partnerOwnerId)));
  return row;
}
