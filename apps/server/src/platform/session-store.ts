import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, teamMembers, users } from '../db/schema/index.js';
import { type Hasher, randomToken } from './secrets.js';
import { SESSION_CHANNEL, type SessionSignal, type SessionSignalListener } from './session-signals.js';

export const SESSION_COOKIE = 'assist.sid';
export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
/** How long a looked-up session is reused by the routes that opt in (the till's, called many times a minute). */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;

export type UserRow = typeof users.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;

export interface SessionRecord {
  id: string;
  user: UserRow;
  teamMember: TeamMemberRow | null;
}

/** True while the session (its stored id, the token's hash) is in the database and not expired. */
export async function sessionIsLive(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())));
  return row !== undefined;
}

/**
 * Sessions in the database; the cookie carries a random token, the table its keyed hash.
 * `findCached` reuses a lookup for a few seconds (docs/decisions/2026-11-22-checkout-sales-and-returns.md,
 * Performance); ending sessions here, and `forgetUser` / `forgetTeamMember` after changing who
 * someone is, drop the reused lookups at once in this process and, with several instances on
 * PostgreSQL (`useSignals`), tell the others through NOTIFY (docs/decisions/2026-11-26-replicas.md).
 */
export class SessionStore {
  /** Built once: every request looks its session up, so the query is not rebuilt each time. */
  private readonly findLive;
  private readonly cache = new Map<string, { record: SessionRecord; expiresAt: number; until: number }>();
  private signals: SessionSignalListener | null = null;
  private readonly dropListeners = new Set<(signal: SessionSignal) => void>();

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
    return (await this.lookup(this.hasher.hash(token)))?.record ?? null;
  }

  /** find, reusing a lookup made less than SESSION_CACHE_MS ago (while the session has not expired). */
  async findCached(token: string, now = Date.now()): Promise<SessionRecord | null> {
    // Listening for other instances' sign-outs, but not connected: they could be missed.
    if (this.signals && !this.signals.connected) return this.find(token);
    const id = this.hasher.hash(token);
    const hit = this.cache.get(id);
    if (hit && hit.until > now && hit.expiresAt > now) return hit.record;
    this.cache.delete(id);
    const found = await this.lookup(id);
    if (!found) return null;
    if (this.cache.size >= SESSION_CACHE_MAX) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(id, { record: found.record, expiresAt: found.expiresAt, until: now + SESSION_CACHE_MS });
    return found.record;
  }

  private async lookup(id: string): Promise<{ record: SessionRecord; expiresAt: number } | null> {
    const [row] = await this.findLive.execute({ id, now: new Date() });
    if (!row || row.user.deletedAt) return null;
    if (row.session.teamMemberId !== null && (!row.teamMember || !row.teamMember.isActive)) return null;
    let expiresAt = row.session.expiresAt;
    // Sliding expiry, written at most once a day per session.
    if (Date.now() - row.session.lastSeenAt.getTime() > DAY_MS) {
      expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
      await this.db.update(sessions).set({ lastSeenAt: new Date(), expiresAt }).where(eq(sessions.id, id));
    }
    return { record: { id, user: row.user, teamMember: row.teamMember }, expiresAt: expiresAt.getTime() };
  }

  /**
   * Other instances on the same PostgreSQL: their signals drop lookups here, and what this one ends
   * or changes is signalled to them (after the change is written, so none re-reads the old row).
   */
  useSignals(listener: SessionSignalListener): void {
    this.signals = listener;
  }

  /** Also tells `listener` of every drop (live news ends the streams of a session that ended). */
  onDrop(listener: (signal: SessionSignal) => void): () => void {
    this.dropListeners.add(listener);
    return () => this.dropListeners.delete(listener);
  }

  /** Drops reused lookups here (a signal from another instance, or this one's own). */
  drop(signal: SessionSignal): void {
    this.tellDropped(signal);
    if ('all' in signal) this.cache.clear();
    else if ('session' in signal) this.cache.delete(signal.session);
    else
      for (const [id, entry] of this.cache) {
        if ('user' in signal ? entry.record.user.id === signal.user : entry.record.teamMember?.id === signal.member) {
          this.cache.delete(id);
        }
      }
  }

  private tellDropped(signal: SessionSignal): void {
    for (const listener of this.dropListeners) listener(signal);
  }

  /** Drops reused lookups of an account and its team members (after its password, plan or status changed). */
  forgetUser(userId: number): void {
    this.dropEverywhere({ user: userId });
  }

  /** Drops reused lookups of a team member (after its password, permissions or status changed). */
  forgetTeamMember(teamMemberId: number): void {
    this.dropEverywhere({ member: teamMemberId });
  }

  async destroy(token: string): Promise<void> {
    const id = this.hasher.hash(token);
    this.cache.delete(id);
    await this.db.delete(sessions).where(eq(sessions.id, id));
    this.dropEverywhere({ session: id });
  }

  /** Signs a user (and all its team members' sessions, when `ownerWide`) out everywhere. */
  async destroyForUser(userId: number): Promise<void> {
    this.drop({ user: userId });
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    this.forgetUser(userId);
  }

  /** Signs the owner out everywhere (its own sessions; its team members' stay). */
  async destroyOwnerSessions(userId: number): Promise<void> {
    this.drop({ user: userId });
    await this.db.delete(sessions).where(and(eq(sessions.userId, userId), isNull(sessions.teamMemberId)));
    this.forgetUser(userId);
  }

  async destroyForTeamMember(teamMemberId: number): Promise<void> {
    this.drop({ member: teamMemberId });
    await this.db.delete(sessions).where(eq(sessions.teamMemberId, teamMemberId));
    this.forgetTeamMember(teamMemberId);
  }

  private dropEverywhere(signal: SessionSignal): void {
    this.drop(signal);
    if (!this.signals) return;
    // Not awaited: callers go on; a lost signal only lets another instance reuse a lookup for 5 s.
    this.db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${JSON.stringify(signal)})`).catch(() => {});
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}
