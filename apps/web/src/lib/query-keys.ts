import type {
  DayRange,
  ExpenseListQuery,
  InventorySort,
  SalesListQuery,
  SuperadminUserListQuery,
} from '@assist/domain';

/**
 * Every query key of the app, in one place. Each area's keys start with its own first element, so
 * `invalidateQueries({ queryKey: xKeys.all })` marks all of it stale; every answer is scoped to the
 * signed-in tenant, so no key names one. Only the current user's key outlives a sign-out.
 */

// The sign-in page's keys sit in a file of their own: the chunk that holds this module carries
// every key any screen uses, and issue 28's budget keeps it off the first visit.
export { authKeys, currentUserKey } from './auth-keys';

/** What the Current inventory tab asks for: the server searches, sorts and pages. */
export interface InventoryListParams {
  search: string;
  sortBy: InventorySort;
  page: number;
  /** Lane recalls: only the lots of recalled batches. */
  filter?: 'recalled';
}

/** Inventory lots and their histories; the offline discrepancies are under it too. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  lists: () => [...inventoryKeys.all, 'list'] as const,
  list: (params: InventoryListParams) => [...inventoryKeys.lists(), params] as const,
  expiryHistory: (id: number) => [...inventoryKeys.all, 'expiry-history', id] as const,
  costHistory: (id: number) => [...inventoryKeys.all, 'cost-history', id] as const,
  movements: (id: number) => [...inventoryKeys.all, 'movements', id] as const,
  discrepancies: () => [...inventoryKeys.all, 'discrepancies'] as const,
};

/** Lane recalls (issue 30): the business's recalls, its own and those that reached it. */
export const recallKeys = {
  all: ['recalls'] as const,
  list: () => [...recallKeys.all, 'list'] as const,
};

/** Suppliers: the list receiving needs, their orders, and the Suppliers screen's details. */
export const supplierKeys = {
  all: ['suppliers'] as const,
  list: () => [...supplierKeys.all, 'list'] as const,
  orders: (supplierId: number) => [...supplierKeys.all, 'orders', supplierId] as const,
  detail: (id: number) => [...supplierKeys.all, 'detail', id] as const,
  orderDetails: (orderId: number) => [...supplierKeys.all, 'order-details', orderId] as const,
  payments: (id: number) => [...supplierKeys.all, 'payments', id] as const,
};

/** Pending drafts and the rows of one batch draft (the batch editor). */
export const draftKeys = {
  all: ['inventory-drafts'] as const,
  list: () => [...draftKeys.all, 'list'] as const,
  batch: (id: number) => [...draftKeys.all, 'batch', id] as const,
};

/** Returns to suppliers. */
export const returnKeys = {
  all: ['supplier-returns'] as const,
  list: () => [...returnKeys.all, 'list'] as const,
  items: (search: string) => [...returnKeys.all, 'items', search] as const,
};

/** The till's data. */
export const posKeys = {
  all: ['pos'] as const,
  preload: () => [...posKeys.all, 'preload'] as const,
  favorites: () => [...posKeys.all, 'favorites'] as const,
  cartDrafts: () => [...posKeys.all, 'cart-drafts'] as const,
};

export const salesKeys = {
  all: ['sales'] as const,
  lists: () => [...salesKeys.all, 'list'] as const,
  list: (range: SalesListQuery) => [...salesKeys.lists(), range] as const,
  detail: (id: number) => [...salesKeys.all, 'detail', id] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  period: (range: DayRange) => [...dashboardKeys.all, range] as const,
};

export const categoryAnalyticsKeys = {
  all: ['category-analytics'] as const,
  period: (range: DayRange) => [...categoryAnalyticsKeys.all, range] as const,
};

export const expenseKeys = {
  all: ['expenses'] as const,
  lists: () => [...expenseKeys.all, 'list'] as const,
  list: (query: ExpenseListQuery) => [...expenseKeys.lists(), query] as const,
  summary: (year: number) => [...expenseKeys.all, 'summary', year] as const,
  years: () => [...expenseKeys.all, 'years'] as const,
};

export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  usernameCheck: (username: string, exceptId: number | undefined) =>
    [...teamKeys.all, 'username', username.toLowerCase(), exceptId ?? null] as const,
};

/** The Shortage Notebook: one day's items and the previous-days counts. */
export const shortageKeys = {
  all: ['shortage'] as const,
  days: () => [...shortageKeys.all, 'day'] as const,
  day: (date: string) => [...shortageKeys.days(), date] as const,
  history: () => [...shortageKeys.all, 'history'] as const,
};

export const superadminKeys = {
  all: ['superadmin'] as const,
  stats: () => [...superadminKeys.all, 'stats'] as const,
  users: (query: SuperadminUserListQuery = {}) => [...superadminKeys.all, 'users', query] as const,
  deletedUsers: () => [...superadminKeys.all, 'deleted-users'] as const,
  settings: () => [...superadminKeys.all, 'settings'] as const,
};

/**
 * The superadmin dashboard's account queries (counts, lists, deleted tab), not its settings: what
 * an account change or an invitation refreshes.
 */
export const isSuperadminAccountsQuery = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  queryKey[0] === superadminKeys.all[0] && queryKey[1] !== 'settings';

/** Backups (superadmin, issue 29): the list with its settings and last failure. */
export const backupKeys = { list: () => ['backups'] as const };

/** Transfers between businesses: the two lists, one transfer, balances, partners, lots to send. */
export const transferKeys = {
  all: ['transfers'] as const,
  incoming: () => [...transferKeys.all, 'incoming'] as const,
  outgoing: () => [...transferKeys.all, 'outgoing'] as const,
  detail: (id: number) => [...transferKeys.all, 'detail', id] as const,
  balances: () => [...transferKeys.all, 'balances'] as const,
  payments: (status: string) => [...transferKeys.all, 'payments', status] as const,
  partners: () => [...transferKeys.all, 'partners'] as const,
  inventory: (search: string) => [...transferKeys.all, 'inventory', search] as const,
  /** What receiving a transfer (or the transfer of an approved purchase) will do (lane receive). */
  receivePlan: (source: 'transfer' | 'purchase', id: number) =>
    [...transferKeys.all, 'receive-plan', source, id] as const,
  blocks: () => [...transferKeys.all, 'blocks'] as const,
  /** The accepted incoming transfers a return of type transfer may name (Returns page). */
  returnable: () => [...transferKeys.all, 'returnable'] as const,
};

/** The supplier's own marketplace (features/supplier-marketplace) and its dashboard card. */
export const supplierMarketplaceKeys = {
  all: ['supplier-marketplace'] as const,
  marketplaces: () => [...supplierMarketplaceKeys.all, 'marketplaces'] as const,
  inventory: () => [...supplierMarketplaceKeys.all, 'inventory'] as const,
  joinRequests: () => [...supplierMarketplaceKeys.all, 'join-requests'] as const,
  purchaseRequests: () => [...supplierMarketplaceKeys.all, 'purchase-requests'] as const,
  broadcasts: () => [...supplierMarketplaceKeys.all, 'broadcasts'] as const,
  activity: (range: DayRange) => [...supplierMarketplaceKeys.all, 'activity', range] as const,
};

/** The retailer's marketplace screen: marketplaces it may browse, a supplier's stock, its requests. */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  marketplaces: () => [...marketplaceKeys.all, 'marketplaces'] as const,
  inventory: (supplierId: number) => [...marketplaceKeys.all, 'inventory', supplierId] as const,
  search: (search: string) => [...marketplaceKeys.all, 'search', search] as const,
  purchaseRequests: () => [...marketplaceKeys.all, 'purchase-requests'] as const,
  myJoinRequests: () => [...marketplaceKeys.all, 'my-join-requests'] as const,
};

/** The bell: the latest notifications and the unread count. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** Lane reorder (issue 31): the reorder suggestions, per query. */
export const reorderKeys = {
  all: ['reorder'] as const,
  list: (query: { windowDays: number; coverDays?: number }) => [...reorderKeys.all, 'list', query] as const,
  settings: () => [...reorderKeys.all, 'settings'] as const,
};
