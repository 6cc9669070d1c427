import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { knownSignIns, rateLimits, signInFailures } from '../../db/schema/index.js';
import { HttpError } from '../../platform/errors.js';
import type { Hasher } from '../../platform/secrets.js';
import { delayAfter, signInRules as rules, waitText } from './sign-in-rules.js';

/** Who is trying: the account ('email:…' or 'team:…'), the client address, the browser's cookie. */
export interface SignInAttempt {
  account: string;
  address: string;
  device?: string | undefined;
}

const f = signInFailures;
/** The row counting an account's failures from every address. */
const EVERYWHERE = '';
const PRUNE_EVERY_MS = 10 * 60_000;

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const ago = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);
const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/** The delay `delayAfter` in SQL, over the stored row. */
const pairDelay = sql`(case when ${f.failures} < ${rules.freeTries} then 0
  else least(${rules.maxDelaySeconds}, ${rules.firstDelaySeconds} * power(2, least(${f.failures} - ${rules.freeTries}, 30))) end)
  * interval '1 second'`;

// `wait` is the English words; the web says `retryAfterSeconds` in the user's language.
const delayed = (seconds: number) =>
  new HttpError('sign_in_delayed', { wait: waitText(seconds), retryAfterSeconds: seconds });
const accountPaused = (seconds: number) =>
  new HttpError('sign_in_paused', { wait: waitText(seconds), retryAfterSeconds: seconds });

/**
 * Sign-in throttling without lock-out (docs/decisions/2026-11-25-sign-in-throttling.md). Every try
 * is counted before the password is checked (so parallel tries cannot slip past), and a right
 * password takes its try back. State lives in the database, so every server process agrees.
 */
export class SignInThrottle {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly hasher: Hasher,
  ) {}

  /** Counts a try, or throws 429 when this pair must still wait or the account is paused here. */
  async admit(attempt: SignInAttempt, now = new Date()): Promise<void> {
    await this.pruneNowAndThen(now);
    const known = await this.isKnown(attempt, now);
    await this.db.transaction(async (tx) => {
      const stale = sql`${f.lastFailedAt} < ${iso(ago(now, rules.forgetPairAfterSeconds))}`;
      const [pair] = await tx
        .insert(f)
        .values({ account: attempt.account, address: attempt.address, failures: 1, lastFailedAt: now })
        .onConflictDoUpdate({
          target: [f.account, f.address],
          set: { failures: sql`case when ${stale} then 1 else ${f.failures} + 1 end`, lastFailedAt: now },
          where: sql`${stale} or ${f.lastFailedAt} + ${pairDelay} <= ${iso(now)}`,
        })
        .returning({ failures: f.failures });
      if (!pair) {
        const [row] = await tx
          .select()
          .from(f)
          .where(and(eq(f.account, attempt.account), eq(f.address, attempt.address)));
        const until = row ? row.lastFailedAt.getTime() + delayAfter(row.failures) * 1000 : now.getTime();
        throw delayed(secondsUntil(until, now));
      }

      const windowOver = sql`${f.lastFailedAt} < ${iso(ago(now, rules.accountWindowSeconds))}`;
      const [account] = await tx
        .insert(f)
        .values({ account: attempt.account, address: EVERYWHERE, failures: 1, lastFailedAt: now })
        .onConflictDoUpdate({
          target: [f.account, f.address],
          set: { failures: sql`case when ${windowOver} then 1 else ${f.failures} + 1 end`, lastFailedAt: now },
          ...(known ? {} : { where: sql`${windowOver} or ${f.failures} < ${rules.accountCap}` }),
        })
        .returning({ failures: f.failures });
      if (!account) {
        const [row] = await tx
          .select()
          .from(f)
          .where(and(eq(f.account, attempt.account), eq(f.address, EVERYWHERE)));
        const until = (row?.lastFailedAt.getTime() ?? now.getTime()) + rules.accountWindowSeconds * 1000;
        throw accountPaused(secondsUntil(until, now));
      }
    });
  }

  /** The password was right: this pair starts afresh and the account's count takes the try back. */
  async passed(attempt: SignInAttempt): Promise<void> {
    await this.db.delete(f).where(and(eq(f.account, attempt.account), eq(f.address, attempt.address)));
    await this.db
      .update(f)
      .set({ failures: sql`greatest(${f.failures} - 1, 0)` })
      .where(and(eq(f.account, attempt.account), eq(f.address, EVERYWHERE)));
  }

  /** Remembers this browser (when it has a device cookie) and address as known to the account. */
  async remember(attempt: SignInAttempt, now = new Date()): Promise<void> {
    const rows = this.deviceKeys(attempt).map((device) => ({ account: attempt.account, device, lastSignedInAt: now }));
    await this.db
      .insert(knownSignIns)
      .values(rows)
      .onConflictDoUpdate({
        target: [knownSignIns.account, knownSignIns.device],
        set: { lastSignedInAt: now },
      });
  }

  /** Drops forgotten failures, long-unused known places and spent rate-limit windows. */
  async prune(now = new Date()): Promise<void> {
    await this.db.delete(f).where(lt(f.lastFailedAt, ago(now, rules.forgetPairAfterSeconds)));
    await this.db.delete(knownSignIns).where(lt(knownSignIns.lastSignedInAt, ago(now, rules.knownForDays * 86_400)));
    await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
    await this.db.execute(sql`delete from ${f} where ctid in (
      select ctid from ${f} order by ${f.lastFailedAt} desc offset ${rules.maxFailureRows})`);
  }

  private async pruneNowAndThen(now: Date) {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await this.prune(now);
  }

  /** Whether this browser or address signed in to the account before (within the known days). */
  async isKnown(attempt: SignInAttempt, now = new Date()): Promise<boolean> {
    const [row] = await this.db
      .select({ device: knownSignIns.device })
      .from(knownSignIns)
      .where(
        and(
          eq(knownSignIns.account, attempt.account),
          inArray(knownSignIns.device, this.deviceKeys(attempt)),
          sql`${knownSignIns.lastSignedInAt} >= ${iso(ago(now, rules.knownForDays * 86_400))}`,
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  private deviceKeys(attempt: SignInAttempt): string[] {
    const keys = [`address:${attempt.address}`];
    if (attempt.device) keys.push(`device:${this.hasher.hash(attempt.device)}`);
    return keys;
  }
}
