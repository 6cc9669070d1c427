import type { SaleCreateRequest } from '@assist/domain';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor.js';

/** A checkout's body as the contract parsed it. */
export type CheckoutInput = z.output<typeof SaleCreateRequest>;

/** Who rings the sale up: the tenant, and the owner or team member at the till. */
export interface Cashier {
  ownerId: number;
  userId: number | null;
  teamMemberId: number | null;
  /** The business's time zone (IANA): its today decides which lots have expired. */
  timeZone: string;
  /**
   * The session ringing the sale up (absent: the demo seed). The sale's statement writes only while
   * that session is still in the database, so a till signed out or deactivated on another server
   * instance cannot sell on this one, whatever its reused lookup says (docs/decisions/2026-11-26-replicas.md).
   */
  sessionId?: string;
}

export function cashierOf(actor: Actor): Cashier {
  return {
    ownerId: actor.ownerId,
    userId: actor.teamMember ? null : actor.user.id,
    teamMemberId: actor.teamMember?.id ?? null,
    timeZone: actor.user.timeZone,
    sessionId: actor.sessionId,
  };
}
