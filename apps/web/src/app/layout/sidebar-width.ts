const storageKey = 'assist.sidebarCollapsed';

/** Whether the desktop sidebar is collapsed (remembered between visits). */
export const sidebarCollapsed = (): boolean => localStorage.getItem(storageKey) === '1';

export function rememberSidebarCollapsed(collapsed: boolean): void {
  localStorage.setItem(storageKey, collapsed ? '1' : '0');
}

/** The sidebar's width, shared with the space kept for it while its chunk loads (app-layout). */
export const sidebarWidthClass = (collapsed: boolean): string => (collapsed ? 'w-20' : 'w-64');
