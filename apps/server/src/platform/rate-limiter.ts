import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import type { ErrorCode } from '@assist/domain';
import { tooManyRequests } from './errors.js';

export interface Limit {
  /** Most hits allowed in one window. */
  max: number;
  windowSeconds: number;
  /** The 429's code (its message is in the domain's list). */
  code: ErrorCode;
}

/**
 * Fixed-window counters in PostgreSQL, so a limit holds across restarts and instances.
 * `hit` counts one attempt and throws 429 once the window's budget is spent.
 */
export class RateLimiter {
  /** `scale` multiplies every budget (AUTH_LIMIT_SCALE; the e2e server signs in from one address all run long). */
  constructor(
    private readonly db: Db,
    private readonly scale = 1,
  ) {}

  async hit(key: string, limit: Limit): Promise<void> {
    const count = await this.increment(key, limit.windowSeconds);
    if (count > limit.max * this.scale) throw tooManyRequests(limit.code);
  }

  /** Counts one attempt against the budget without refusing it (the next check will). */
  async note(key: string, limit: Limit): Promise<void> {
    await this.increment(key, limit.windowSeconds);
  }

  /** Throws when the budget is already spent, without counting this call. */
  async check(key: string, limit: Limit): Promise<void> {
    const [row] = await this.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    if (row && row.resetAt > new Date() && row.count >= limit.max * this.scale) throw tooManyRequests(limit.code);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  private async increment(key: string, windowSeconds: number): Promise<number> {
    const resetAt = new Date(Date.now() + windowSeconds * 1000);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count });
    return row?.count ?? 1;
  }
}

/**
 * The limits on sign-in and e-mail codes per client address (or e-mail). Failed sign-ins per
 * account are throttled by modules/auth/sign-in-throttle.ts, without locking the account out.
 */
export const authLimits = {
  loginPerIp: {
    max: 100,
    windowSeconds: 15 * 60,
    code: 'too_many_network_sign_ins',
  },
  registerPerIp: {
    max: 30,
    windowSeconds: 60 * 60,
    code: 'too_many_registrations',
  },
  otpResendPerEmail: {
    max: 5,
    windowSeconds: 60 * 60,
    code: 'too_many_codes',
  },
  otpVerifyPerIp: {
    max: 50,
    windowSeconds: 15 * 60,
    code: 'too_many_verifications',
  },
  /** "Forgot password?" asked from one address (the codes per e-mail are otpResendPerEmail's). */
  resetCodesPerIp: {
    max: 30,
    windowSeconds: 60 * 60,
    code: 'too_many_codes',
  },
} satisfies Record<string, Limit>;
export type AuthLimits = typeof authLimits;
