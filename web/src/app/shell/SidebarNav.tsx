import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { activeNavPath, type NavItem } from './nav-items';

interface SidebarNavProps {
  items: NavItem[];
  /** Called after an entry is chosen (closes the mobile sheet). */
  onNavigate?: () => void;
}

/** The role's entries as links; the one matching the current path is highlighted. */
export function SidebarNav({ items, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = activeNavPath(items, pathname);

  const menuItems: MenuProps['items'] = items.map((item) => ({
    key: item.path,
    icon: item.icon,
    label: (
      <Link to={item.path} aria-current={item.path === active ? 'page' : undefined} onClick={onNavigate}>
        {item.title}
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
    <nav aria-label="Main navigation">
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
