import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type DraftSource, inventoryDrafts } from '../../db/schema/index.js';

export type DraftRow = typeof inventoryDrafts.$inferSelect;
export type NewDraft = Omit<typeof inventoryDrafts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type DraftChanges = Partial<Omit<NewDraft, 'ownerId' | 'draftType'>>;

const t = inventoryDrafts;
/** How many product rows a draft holds, counted in SQL (a CSV batch holds up to 20,000). */
const productCount = sql<number>`coalesce(jsonb_array_length(${t.sourceData} -> 'products'), 0)::int`;

/**
 * The tenant's pending drafts, newest first. A csv-batch draft comes without its rows and skipped
 * rows (the batch editor loads them), so the list stays small.
 */
export async function listPendingDrafts(db: Db, ownerId: number): Promise<(DraftRow & { productCount: number })[]> {
  const rows = await db
    .select({
      ...getTableColumns(t),
      sourceData: sql<DraftSource>`case when ${t.draftType} = 'csv-batch'
        then ${t.sourceData} - 'products' - 'skippedRows' else ${t.sourceData} end`,
      productCount,
    })
    .from(t)
    .where(and(eq(t.ownerId, ownerId), eq(t.isCompleted, false)))
    .orderBy(desc(t.createdAt), desc(t.id));
  // A computed jsonb comes back as text from some drivers: read it the same way everywhere.
  return rows.map((row) => ({
    ...row,
    sourceData: typeof row.sourceData === 'string' ? (JSON.parse(row.sourceData) as DraftSource) : row.sourceData,
  }));
}

/** One draft of the tenant, completed or not, or null; `forUpdate` holds it until the transaction ends. */
export async function findDraft(db: Db, ownerId: number, id: number, forUpdate = false): Promise<DraftRow | null> {
  const query = db
    .select()
    .from(t)
    .where(and(eq(t.ownerId, ownerId), eq(t.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertDraft(db: Db, values: NewDraft): Promise<DraftRow> {
  const [row] = await db.insert(t).values(values).returning();
  if (!row) throw new Error('draft was not created');
  return row;
}

export async function updateDraftRow(db: Db, draft: Pick<DraftRow, 'id' | 'ownerId'>, changes: DraftChanges) {
  const [row] = await db
    .update(t)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(t.ownerId, draft.ownerId), eq(t.id, draft.id)))
    .returning();
  if (!row) throw new Error('draft was not updated');
  return row;
}

/** Marks a draft completed (hidden from the Drafts tab from now on). */
export function completeDraftRow(db: Db, draft: Pick<DraftRow, 'id' | 'ownerId'>, changes: DraftChanges = {}) {
  return updateDraftRow(db, draft, { ...changes, isCompleted: true, completedAt: new Date() });
}

/** Deletes a draft of the tenant; false when there was none. */
export async function deleteDraftRow(db: Db, ownerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(t)
    .where(and(eq(t.ownerId, ownerId), eq(t.id, id)))
    .returning({ id: t.id });
  return rows.length > 0;
}
