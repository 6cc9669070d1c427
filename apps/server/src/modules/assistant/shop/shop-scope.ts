import { type CurrencyCode, currencyCodes } from '@assist/domain';
import type { Db } from '../../../db/client.js';
import type { Actor } from '../../../platform/actor.js';
import { businessToday } from '../../../platform/business-day.js';

/**
 * Whose data a shop question reads: the actor's tenant (a team member's is its owner's), its
 * time zone's today and its preferred currency. Every shop read takes one; none takes an id from
 * the question or the model.
 */
export interface ShopScope {
  db: Db;
  ownerId: number;
  timeZone: string;
  today: string;
  currency: CurrencyCode;
}

export function shopScopeOf(db: Db, actor: Actor, now = new Date()): ShopScope {
  const preferred = actor.user.preferredCurrency;
  const currency = currencyCodes.find((code) => code === preferred) ?? 'USD';
  return { db, ownerId: actor.ownerId, timeZone: actor.user.timeZone, today: businessToday(actor, now), currency };
}
