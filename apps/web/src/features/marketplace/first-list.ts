import type { BrowseMarketplace } from '@assist/domain';
import { api } from '../../lib/api';
import { prefetchFirst } from '../../lib/first-data';
import { marketplaceKeys } from '../../lib/query-keys';

export const marketplacesPath = '/api/marketplace/marketplaces';

/** Browse's marketplaces, asked while /marketplace's code downloads (app-routes.tsx). */
export function prefetchMarketplaces() {
  prefetchFirst(marketplaceKeys.marketplaces(), () => api.get<BrowseMarketplace[]>(marketplacesPath));
}
