import type { UserRow } from '../../platform/session-store.js';

/**
 * The business a marketplace service acts for: the tenant and what its notices and rules read of
 * its account. A request's Actor is one; the demo seeding passes its accounts' rows.
 */
export interface Business {
  ownerId: number;
  user: Pick<UserRow, 'businessName' | 'email' | 'timeZone' | 'retailerType' | 'supplierType'>;
}
