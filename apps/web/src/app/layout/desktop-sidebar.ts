import { layout } from '../lazy-page';

/**
 * The desktop's sidebar and the tooltips it alone shows (Radix + floating-ui), a chunk of its own:
 * a phone shows the header and bottom bar instead and never downloads it (2026-11-29-fewer-requests.md).
 */
export const DesktopSidebar = layout(
  () => import('./sidebar'),
  (m) => m.Sidebar,
);
