import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { teamMembers, users } from '../../db/schema/index.js';

/** Finds a live (not deleted) account by e-mail, case-insensitively. */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
  return row ?? null;
}

/** Any account with the e-mail, deleted ones included (e-mails stay unique). */
export async function findAnyUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function findTeamMemberByUsername(db: Db, username: string) {
  const [row] = await db
    .select({ member: teamMembers, owner: users })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.ownerId))
    .where(and(sql`lower(${teamMembers.username}) = ${username.toLowerCase()}`, isNull(users.deletedAt)));
  return row ?? null;
}
