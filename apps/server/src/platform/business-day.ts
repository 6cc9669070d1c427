import { dayIn } from '@assist/domain';
import type { Actor } from './actor.js';

/**
 * Today's calendar date for the actor's business, in its time zone (a team member's is its
 * business's): what expiry badges, sellable lots and default periods are measured against.
 */
export const businessToday = (actor: Actor, now = new Date()): string => dayIn(now, actor.user.timeZone);
