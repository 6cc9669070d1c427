import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, teamMembers, users } from '../db/schema/index.js';
import { type Hasher, randomToken } from './secrets.js';

export const SESSION_COOKIE = 'assist.sid';
export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

export type UserRow = typeof users.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;

export interface SessionRecord {
  id: string;
  user: UserRow;
  teamMember: TeamMemberRow | null;
}

/** Sessions in the database; the cookie carries a random token, the table its keyed hash. */
export class SessionStore {
  /** Built once: every request looks its session up, so the query is not rebuilt each time. */
  private readonly findLive;

  constructor(
    private readonly db: Db,
    private readonly hasher: Hasher,
  ) {
    this.findLive = db
      .select({ session: sessions, user: users, teamMember: teamMembers })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(teamMembers, eq(teamMembers.id, sessions.teamMemberId))
      .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
      .prepare('session_find_live');
  }

  /** Starts a new session (a new id on every sign-in) and returns the cookie token. */
  async create(userId: number, teamMemberId: number | null = null): Promise<string> {
    const token = randomToken();
    await this.db.insert(sessions).values({
      id: this.hasher.hash(token),
      userId,
      teamMemberId,
      expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
    });
    return token;
  }

  /** The live session for a token, with its owner and team member, or null. */
  async find(token: string): Promise<SessionRecord | null> {
    const id = this.hasher.hash(token);
    const [row] = await this.findLive.execute({ id, now: new Date() });
    if (!row || row.user.deletedAt) return null;
    if (row.session.teamMemberId !== null && (!row.teamMember || !row.teamMember.isActive)) return null;
    // Sliding expiry, written at most once a day per session.
    if (Date.now() - row.session.lastSeenAt.getTime() > DAY_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS) })
        .where(eq(sessions.id, id));
    }
    return { id, user: row.user, teamMember: row.teamMember };
  }

  async destroy(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, this.hasher.hash(token)));
  }

  /** Signs a user (and all its team members' sessions, when `ownerWide`) out everywhere. */
  async destroyForUser(userId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  async destroyForTeamMember(teamMemberId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.teamMemberId, teamMemberId));
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}
