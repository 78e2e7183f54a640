import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { MarkNotificationsReadDocument, NotificationsDocument, NotificationUnreadCountDocument, type NotificationsQuery } from '../../gql/graphql';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { UNREAD_POLL_MS } from './notification-rules';

export type NotificationItem = NotificationsQuery['notifications']['items'][number];

/**
 * The unread count for the bell: asked every 30 s while the page is open and at once when the window gets focus
 * back, so a new notification shows without a reload. A failed poll keeps the last count.
 */
export function useUnreadCount() {
  const count = useQuery(NotificationUnreadCountDocument, { pollInterval: UNREAD_POLL_MS, fetchPolicy: 'cache-and-network' });
  const { refetch } = count;
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [refetch]);
  const shown = count.data ?? count.previousData;
  return { unread: shown?.notificationUnreadCount ?? 0, known: shown !== undefined };
}

/** One page of the caller's notifications, newest first; `skip` while the bell's panel is closed. */
export function useNotificationPage({ unread, first, offset, skip = false }: { unread: boolean; first: number; offset: number; skip?: boolean }) {
  const page = useQuery(NotificationsDocument, {
    variables: { unread: unread || null, first, offset },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    skip,
  });
  const shown = page.data ?? page.previousData;
  return {
    items: shown?.notifications.items ?? [],
    total: shown?.notifications.total ?? 0,
    unreadCount: shown?.notifications.unreadCount ?? 0,
    loaded: shown !== undefined,
    loading: page.loading,
    error: page.error && !page.data ? page.error : null,
    refetch: () => void page.refetch().catch(() => undefined),
  };
}

/**
 * Marking read: some notifications, or all of them. The count and the lists are asked again (the items are cached
 * by id, so each list shows the new read time), so the bell, its panel and the page agree. A refusal is a toast.
 */
export function useMarkRead() {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const [mark, state] = useMutation(MarkNotificationsReadDocument, {
    refetchQueries: [NotificationUnreadCountDocument, NotificationsDocument],
  });
  const run = useCallback(async (variables: { ids?: string[]; all?: boolean }) => {
    try {
      await mark({ variables });
    } catch (error) {
      toast.error(t('list.markFailed'), graphqlMessage(error) ?? t('list.retry'));
    }
  }, [mark, toast, t]);
  const markRead = useCallback((ids: string[]) => run({ ids }), [run]);
  const markAllRead = useCallback(() => run({ all: true }), [run]);
  return { markRead, markAllRead, pending: state.loading };
}
