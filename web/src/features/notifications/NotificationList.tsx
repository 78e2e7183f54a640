import { useTranslation } from 'react-i18next';
import { Badge, Button, Flex, Tag, theme, Typography } from 'antd';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../app/date-format';
import { EmptyText } from '../../components/EmptyText';
import { inAppPath } from './notification-rules';
import { notificationWords } from './notification-text';
import { useMarkRead, type NotificationItem } from './use-notifications';

interface NotificationListProps {
  items: NotificationItem[];
  /** Shown when there are no items ("No notifications yet"). */
  empty: string;
  /** Names the list for assistive technology. */
  label?: string;
  /** Called after an item was opened (the bell closes its panel). */
  onOpened?: () => void;
  /** Whether each unread item gets its own "Mark as read" button (the full page). */
  markButtons?: boolean;
  /** Smaller rows (the bell's panel). */
  compact?: boolean;
}

/**
 * Notifications as a list of links: each leads to what it is about, and opening it marks it read. Unread ones say
 * so in words and with a dot, never by colour alone.
 */
export function NotificationList({ items, empty, label, onOpened, markButtons = false, compact = false }: NotificationListProps) {
  const { t } = useTranslation('notifications');
  const { token } = theme.useToken();
  const { markRead, pending } = useMarkRead();
  const navigate = useNavigate();

  const open = (event: MouseEvent<HTMLAnchorElement>, item: NotificationItem, path: string) => {
    // A new tab or window keeps the browser's own handling; the item is still marked read.
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!item.readAt) void markRead([item.id]);
    if (!plain) return;
    event.preventDefault();
    onOpened?.();
    void navigate(path);
  };

  if (items.length === 0) return <EmptyText>{empty}</EmptyText>;

  return (
    <ul aria-label={label ?? t('list.label')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => {
        const unread = !item.readAt;
        const path = inAppPath(item.link);
        const words = notificationWords(item);
        const title = <Typography.Text strong={unread}>{words.title}</Typography.Text>;
        return (
          <li
            key={item.id}
            data-testid="notification-item"
            data-unread={unread ? 'true' : 'false'}
            style={{ padding: `${compact ? token.paddingXS : token.paddingSM}px 0`, borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}` }}
          >
            <Flex gap={token.marginSM} align="flex-start">
              <Badge status={unread ? 'processing' : 'default'} aria-hidden style={{ visibility: unread ? 'visible' : 'hidden', marginTop: token.marginXXS }} />
              <Flex vertical gap={token.marginXXS} style={{ minWidth: 0, flex: 1 }}>
                <Flex gap={token.marginXS} align="center" wrap>
                  {path ? (
                    <Link to={path} onClick={(event) => open(event, item, path)} aria-label={unread ? t('list.itemName', { title: words.title }) : words.title}>
                      {title}
                    </Link>
                  ) : (
                    title
                  )}
                  {unread && <Tag color="blue" style={{ color: token.colorText, marginInlineEnd: 0 }}>{t('list.unread')}</Tag>}
                </Flex>
                {words.body && (
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }} ellipsis={compact ? { rows: 2 } : false}>
                    {words.body}
                  </Typography.Paragraph>
                )}
                <Flex justify="space-between" align="center" gap={token.marginXS} wrap>
                  <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                    <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                  </Typography.Text>
                  {unread && (markButtons || !path) && (
                    <Button size="small" type="link" disabled={pending} onClick={() => void markRead([item.id])} aria-label={t('list.markReadItem', { title: words.title })}>
                      {t('list.markRead')}
                    </Button>
                  )}
                </Flex>
              </Flex>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
