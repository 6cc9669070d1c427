import type { NotificationKind, NotificationStatus } from '@assist/domain';

/**
 * The English titles the server writes for each kind and status of notification (a broadcast's are
 * the supplier's own). The feed reads the status back from them (the table keeps no status of its
 * own, migration 0013), so the web words each kind and status in the reader's language.
 */
export const noticeTitles = {
  join_request: { pending: 'New join request', approved: 'New retailer' },
  join_response: { approved: 'Join request approved', rejected: 'Join request rejected' },
  purchase_request: { pending: 'New purchase request' },
  purchase_response: { approved: 'Purchase request approved', rejected: 'Purchase request rejected' },
} as const satisfies Partial<Record<NotificationKind, Partial<Record<NotificationStatus, string>>>>;

/** The status a notification's title names, or null (a broadcast, a transfer, a title of no status). */
export function statusOfNotice(kind: NotificationKind, title: string): NotificationStatus | null {
  if (!(kind in noticeTitles)) return null;
  const titles: Partial<Record<NotificationStatus, string>> = noticeTitles[kind as keyof typeof noticeTitles];
  const found = Object.entries(titles).find(([, text]) => text === title);
  return found ? (found[0] as NotificationStatus) : null;
}
