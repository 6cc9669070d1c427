import type { NotificationFeed, NotificationReadRequest, NotificationReadResponse } from '@assist/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import { whileLive } from '../../lib/live-news';
import { notificationKeys } from '../../lib/query-keys';

/** Spec-like cadence of the app's other lists: the bell asks again every minute while online. */
export const notificationRefetchMs = 60_000;

/** A refusal (signed out, or an account without notifications) is an answer, not worth retrying. */
export const refused = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * The latest notifications and the unread count: reloaded when live news says so, and every 60 s
 * (every 5 minutes while the live stream is open; paused offline).
 */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: () => api.get<NotificationFeed>('/api/notifications'),
    enabled,
    refetchInterval: whileLive(notificationRefetchMs),
    retry: (failures, error) => !refused(error) && failures < 2,
  });
}

/** Marks the named notifications read (all when no ids); the count follows the server's answer. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationReadRequest) => api.post<NotificationReadResponse>('/api/notifications/read', body),
    onSuccess: ({ unreadCount }, { ids }) => {
      const now = new Date().toISOString();
      client.setQueryData<NotificationFeed>(notificationKeys.list(), (feed) =>
        feed
          ? {
              unreadCount,
              notifications: feed.notifications.map((n) =>
                n.readAt === null && (ids === undefined || ids.includes(n.id)) ? { ...n, readAt: now } : n,
              ),
            }
          : feed,
      );
      return client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
