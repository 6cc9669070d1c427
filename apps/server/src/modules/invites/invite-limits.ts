import type { Limit } from '../../platform/rate-limiter.js';

/** Budgets of the invitation routes (platform/rate-limiter.ts counts them in the database). */
export const inviteLimits = {
  /** Invitations one superadmin sends per hour. */
  invitesPerAdmin: { max: 50, windowSeconds: 60 * 60, code: 'too_many_invites' },
  /** Checks and accepts of invitation links from one address per 15 minutes. */
  linkTriesPerIp: { max: 30, windowSeconds: 15 * 60, code: 'too_many_invite_attempts' },
} as const satisfies Record<string, Limit>;
