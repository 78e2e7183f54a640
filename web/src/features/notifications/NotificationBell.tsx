import { useTranslation } from 'react-i18next';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Divider, Flex, Popover, Skeleton, theme, Typography } from 'antd';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { NotificationList } from './NotificationList';
import { BELL_PANEL_SIZE, badgeText } from './notification-rules';
import { useMarkRead, useNotificationPage, useUnreadCount } from './use-notifications';

/** The newest notifications, asked for each time the panel opens and whenever the unread count changes. */
function BellPanel({ unread, close }: { unread: number; close: () => void }) {
  const { t } = useTranslation('notifications');
  const { token } = theme.useToken();
  const page = useNotificationPage({ unread: false, first: BELL_PANEL_SIZE, offset: 0 });
  const { markAllRead, pending } = useMarkRead();
  const { refetch } = page;
  const seen = useRef(unread);
  useEffect(() => {
    if (seen.current !== unread) refetch();
    seen.current = unread;
  }, [unread, refetch]);

  let body;
  if (page.error) body = <LoadErrorAlert title={t('bell.loadError')} onRetry={page.refetch} retryLabel={t('list.retry')} />;
  else if (!page.loaded) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else body = <NotificationList items={page.items} empty={t('list.empty')} onOpened={close} compact />;

  return (
    <Flex vertical gap={token.marginXS} style={{ width: 'min(360px, calc(100vw - 32px))' }} aria-busy={!page.loaded && !page.error}>
      <Flex justify="space-between" align="center" gap={token.marginSM}>
        <Typography.Title level={2} style={{ fontSize: token.fontSizeLG, margin: 0 }}>{t('bell.panelTitle')}</Typography.Title>
        <Button size="small" onClick={() => void markAllRead()} loading={pending} disabled={unread === 0}>
          {t('bell.markAllRead')}
        </Button>
      </Flex>
      <div style={{ maxHeight: 'min(60vh, 480px)', overflowY: 'auto' }}>{body}</div>
      <Divider style={{ margin: 0 }} />
      <Flex justify="space-between" gap={token.marginSM} wrap>
        <Link to="/notifications" onClick={close}>{t('bell.seeAll')}</Link>
        <Link to="/settings/notifications" onClick={close}>{t('bell.preferences')}</Link>
      </Flex>
    </Flex>
  );
}

/**
 * The header's bell, for every signed-in role: its name says how many are unread ("Notifications, 3 unread"), and
 * it opens a panel with the newest ones. The panel is rendered right after the button, so Tab moves into it, and
 * Escape closes it and returns to the button.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { token } = theme.useToken();
  const { unread, known } = useUnreadCount();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);

  const close = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    close();
    button.current?.focus();
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      content={<div id={panelId} role="region" aria-label={t('bell.panelTitle')} onKeyDown={onKeyDown}>{open && <BellPanel unread={unread} close={close} />}</div>}
    >
      <Button
        ref={button}
        type="text"
        aria-label={unread === 0 ? t('bell.nameNone') : t('bell.name', { count: unread })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="notification-bell"
        // Only once the count is known: a reader of the attribute never takes the loading 0 for a count.
        data-unread={known ? unread : undefined}
        icon={
          // The theme's error text colour as the fill, with the page's background as the digits: antd's dark red
          // under white reads 4.24:1, this pair reads above 5.5:1 in both modes.
          <Badge count={badgeText(unread)} size="small" offset={[token.marginXXS, -token.marginXXS]} style={{ background: token.colorErrorText, color: token.colorBgContainer }}>
            <BellOutlined style={{ fontSize: token.fontSizeLG }} />
          </Badge>
        }
      />
    </Popover>
  );
}
