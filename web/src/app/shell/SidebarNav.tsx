import { useTranslation } from 'react-i18next';
import { Menu, theme, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { activeNavPath } from './active-nav-path';
import type { NavItem } from './nav-items';

interface SidebarNavProps {
  items: NavItem[];
  /** The landmark's name; each navigation of the sidebar has its own. */
  label?: string;
  /** A visible heading above the entries (hidden while the sidebar is collapsed to icons). */
  heading?: string;
  collapsed?: boolean;
  /** Called after an entry is chosen (closes the mobile sheet). */
  onNavigate?: () => void;
}

/** The role's entries as links; the one matching the current path is highlighted. */
export function SidebarNav({ items, label, heading, collapsed = false, onNavigate }: SidebarNavProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = activeNavPath(items, pathname);

  const menuItems: MenuProps['items'] = items.map((item) => ({
    key: item.path,
    icon: item.icon,
    label: (
      <Link to={item.path} aria-current={item.path === active ? 'page' : undefined} onClick={onNavigate}>
        {t(`nav.${item.title}`)}
      </Link>
    ),
  }));

  // Clicks on the link itself are handled by <Link>; this covers the rest of the row and
  // the keyboard (Enter on the focused menu item).
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    if ((domEvent.target as HTMLElement).closest('a')) return;
    navigate(key);
    onNavigate?.();
  };

  return (
    <nav aria-label={label ?? t('shell.mainNavigation')}>
      {heading && !collapsed && (
        <Typography.Text type="secondary" style={{ display: 'block', padding: `${token.paddingSM}px ${token.paddingLG}px 0`, fontSize: token.fontSizeSM }}>
          {heading}
        </Typography.Text>
      )}
      <Menu
        mode="inline"
        items={menuItems}
        selectedKeys={active ? [active] : []}
        onClick={onClick}
        style={{ borderInlineEnd: 'none', background: 'transparent' }}
      />
    </nav>
  );
}
