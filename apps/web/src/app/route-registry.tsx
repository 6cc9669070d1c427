import type { Capability } from '@assist/domain';
import type { ComponentType } from 'react';
import { page } from './lazy-page';

/**
 * The page of every area. The router opens an area's path (and aliases, from `areaRoutes` in
 * domain) only for users whose capabilities include the area. Adding a page is one line here.
 */
export const routeRegistry: Record<Capability, ComponentType> = {
  home: page(
    () => import('../features/home/pages/home-page'),
    (m) => m.HomePage,
    ['home', 'sign-out'],
  ),
  pos: page(
    () => import('../features/pos/pages/pos-page'),
    (m) => m.PosPage,
    ['inventory', 'offline', 'pos', 'pos-camera', 'recalls'],
  ),
  inventory: page(
    () => import('./screens/inventory-page'),
    (m) => m.InventoryPage,
    ['discrepancies', 'inventory', 'recalls', 'stock-movements'],
  ),
  sales: page(
    () => import('../features/sales/pages/sales-page'),
    (m) => m.SalesPage,
    ['inventory', 'offline', 'pos', 'sales'],
  ),
  offline: page(
    () => import('../features/offline/pages/offline-page'),
    (m) => m.OfflinePage,
    ['inventory', 'offline', 'offline-counts', 'pos', 'stock-movements'],
  ),
  dashboard: page(
    () => import('../features/dashboard/pages/dashboard-page'),
    (m) => m.DashboardPage,
    ['dashboard', 'inventory', 'reorder', 'supplierMarketplace'],
  ),
  expenses: page(
    () => import('../features/expenses/pages/expenses-page'),
    (m) => m.ExpensesPage,
    ['expenses', 'inventory'],
  ),
  returns: page(
    () => import('../features/supplier-returns/pages/returns-page'),
    (m) => m.ReturnsPage,
    ['supplier-returns'],
  ),
  categoryAnalytics: page(
    () => import('../features/category-analytics/pages/category-analytics-page'),
    (m) => m.CategoryAnalyticsPage,
    ['categoryAnalytics', 'dashboard', 'inventory'],
  ),
  suppliers: page(
    () => import('../features/suppliers/pages/suppliers-page'),
    (m) => m.SuppliersPage,
    ['inventory', 'reorder', 'suppliers'],
  ),
  transfers: page(
    () => import('../features/transfers/pages/transfers-page'),
    (m) => m.TransfersPage,
    ['receive', 'transfers'],
  ),
  superadmin: page(
    () => import('../features/superadmin/pages/superadmin-page'),
    (m) => m.SuperadminPage,
    ['backups', 'invites', 'superadmin', 'testPages'],
  ),
  aiAssistant: page(
    () => import('../features/ai-assistant/pages/ai-assistant-page'),
    (m) => m.AiAssistantPage,
    ['assistant'],
  ),
  supplierMarketplace: page(
    () => import('../features/supplier-marketplace/pages/supplier-marketplace-page'),
    (m) => m.SupplierMarketplacePage,
    ['inventory', 'supplierMarketplace', 'transfers'],
  ),
  marketplace: page(
    () => import('../features/marketplace/pages/marketplace-page'),
    (m) => m.MarketplacePage,
    ['inventory', 'marketplace', 'receive', 'transfers'],
  ),
  teamManagement: page(
    () => import('../features/team/pages/team-page'),
    (m) => m.TeamPage,
    ['team'],
  ),
  shortageNotebook: page(
    () => import('../features/shortage-notebook/pages/shortage-notebook-page'),
    (m) => m.ShortageNotebookPage,
    ['shortage'],
  ),
  settings: page(
    () => import('../features/settings/pages/settings-page'),
    (m) => m.SettingsPage,
    ['receive', 'reorder', 'settings'],
  ),
  // Lane recalls (issue 30).
  recalls: page(
    () => import('../features/recalls/pages/recalls-page'),
    (m) => m.RecallsPage,
    ['recalls'],
  ),
  testPages: page(
    () => import('../features/test-pages/pages/test-optimizations-page'),
    (m) => m.TestOptimizationsPage,
    ['testPages'],
  ),
};

/**
 * Paths of an area (its path or an alias in `areaRoutes`) that open a page of their own rather than
 * the area's: the test pages area is two screens. Access is still the area's.
 */
export const pathPages: Partial<Record<string, ComponentType>> = {
  // Lane reorder (issue 31): a page of the inventory area.
  '/reorder': page(
    () => import('../features/reorder/pages/reorder-page'),
    (m) => m.ReorderPage,
    ['inventory', 'reorder'],
  ),
  '/load-test': page(
    () => import('../features/test-pages/pages/load-test-page'),
    (m) => m.LoadTestPage,
    ['testPages'],
  ),
};

/** Areas a signed-out visitor may open too (spec: landing, auth and offline; /marketplace asks them to log in). */
export const publicAreas: Capability[] = ['offline', 'marketplace'];
