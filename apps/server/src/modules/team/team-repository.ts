import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, teamMembers, users } from '../../db/schema/index.js';

export type TeamMemberRow = typeof teamMembers.$inferSelect;

/** The owner's team, in the order members were added. */
export function listMembers(db: Db, ownerId: number): Promise<TeamMemberRow[]> {
  return db.select().from(teamMembers).where(eq(teamMembers.ownerId, ownerId)).orderBy(asc(teamMembers.id));
}

/** A member of the owner's team, or null (another tenant's member is never found). */
export async function findMember(db: Db, ownerId: number, id: number): Promise<TeamMemberRow | null> {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.ownerId, ownerId), eq(teamMembers.id, id)));
  return row ?? null;
}

/**
 * True when any team member of any tenant has the username (case-insensitively), apart from
 * `except`, a member of the caller's own tenant being edited.
 */
export async function usernameTaken(
  db: Db,
  username: string,
  except?: { id: number; ownerId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: teamMembers.id, ownerId: teamMembers.ownerId })
    .from(teamMembers)
    .where(sql`lower(${teamMembers.username}) = ${username.toLowerCase()}`);
  if (!row) return false;
  return !(except && row.id === except.id && row.ownerId === except.ownerId);
}

/** Holds the owner's row until the transaction ends, so employee numbers are given one at a time. */
export async function lockOwner(db: Db, ownerId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

/** The owner's next employee number: EMP-0001, EMP-0002, ... after the highest one in use. */
export async function nextEmployeeNumber(db: Db, ownerId: number): Promise<string> {
  const [row] = await db
    .select({
      highest: sql<number | null>`max(cast(substring(${teamMembers.employeeNumber} from '^EMP-([0-9]+)$') as integer))`,
    })
    .from(teamMembers)
    .where(eq(teamMembers.ownerId, ownerId));
  const next = Number(row?.highest ?? 0) + 1;
  return `EMP-${String(next).padStart(4, '0')}`;
}

/** Signs a member out of every session but the one it is using (a member changing its own password). */
export async function endOtherMemberSessions(db: Db, memberId: number, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.teamMemberId, memberId), ne(sessions.id, keepSessionId)));
}
