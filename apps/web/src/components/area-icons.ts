import type { Capability } from '@assist/domain';
import {
  ArrowLeftRight,
  ClipboardCheck,
  Bot,
  ChartPie,
  FlaskConical,
  House,
  LayoutDashboard,
  NotebookPen,
  Package,
  Receipt,
  Settings,
  ShieldAlert,
  ShieldCheck,
  ShoppingCart,
  Store,
  Truck,
  Undo2,
  Users,
  Wallet,
  Warehouse,
  WifiOff,
} from 'lucide-react';
import type { ComponentType } from 'react';

/** The icon of each area, shared by the sidebar, bottom bar and home cards. */
export const areaIcons: Record<Capability, ComponentType<{ className?: string }>> = {
  home: House,
  pos: ShoppingCart,
  inventory: Package,
  sales: Receipt,
  offline: WifiOff,
  dashboard: LayoutDashboard,
  expenses: Wallet,
  returns: Undo2,
  categoryAnalytics: ChartPie,
  suppliers: Truck,
  transfers: ArrowLeftRight,
  superadmin: ShieldCheck,
  aiAssistant: Bot,
  supplierMarketplace: Store,
  marketplace: Warehouse,
  teamManagement: Users,
  shortageNotebook: NotebookPen,
  recalls: ShieldAlert,
  settings: Settings,
  testPages: FlaskConical,
};

/** Icons of the second pages of an area that have a menu entry of their own (areaRoutes' `menu`). */
export const menuIcons: Record<string, ComponentType<{ className?: string }>> = {
  reorder: ClipboardCheck, // lane reorder (issue 31)
};
