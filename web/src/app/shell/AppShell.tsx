import { useTranslation } from 'react-i18next';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Layout, theme, Tooltip } from 'antd';
import { Outlet } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark';
import { SkipLink } from '../../components/SkipLink';
import { ThemeToggle } from '../../components/ThemeToggle';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { useCurrentUser } from '../current-user';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_MOBILE_WIDTH, SIDEBAR_WIDTH } from '../theme-config';
import { useLogout } from '../use-logout';
import { displayName, initials, userRole } from '../user';
import { COLLEGES_NAV_ITEMS, COUNSELING_NAV_ITEMS, DISTRICT_NAV_ITEMS, NAV_ITEMS, PLANNING_NAV_ITEMS } from './nav-items';
import { AccountLanguagePicker } from './AccountLanguagePicker';
import { SidebarFooter } from './SidebarFooter';
import { SidebarNav } from './SidebarNav';
import { SidebarPanel } from './SidebarPanel';
import { useIsMobile } from './use-is-mobile';
import { useSidebarState } from './use-sidebar-state';

const SIDEBAR_ID = 'app-sidebar';
const HEADER_HEIGHT = 64;

/** The signed-in layout: sidebar, header with its toggle, routed content. */
export function AppShell() {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { logout, pending: loggingOut } = useLogout();
  const isMobile = useIsMobile();
  const sidebar = useSidebarState(isMobile);

  const role = userRole(user);
  const items = role ? NAV_ITEMS[role] : [];
  const districtItems = (role && DISTRICT_NAV_ITEMS[role]) || [];
  const collegeItems = (role && COLLEGES_NAV_ITEMS[role]) || [];
  const counselingItems = (role && COUNSELING_NAV_ITEMS[role]) || [];
  const planningItems = (role && PLANNING_NAV_ITEMS[role]) || [];
  const collapsed = !isMobile && !sidebar.expanded;
  const sidebarOpen = isMobile ? sidebar.mobileOpen : sidebar.expanded;
  const divider = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;

  const closeSheet = isMobile ? () => sidebar.setMobileOpen(false) : undefined;
  const panel = (showBrand: boolean) => (
    <SidebarPanel
      collapsed={collapsed}
      showBrand={showBrand}
      nav={
        <>
          <SidebarNav items={items} onNavigate={closeSheet} />
          {collegeItems.length > 0 && (
            <SidebarNav items={collegeItems} label={t('shell.collegesNavigation')} heading={t('shell.colleges')} collapsed={collapsed} onNavigate={closeSheet} />
          )}
          {counselingItems.length > 0 && (
            <SidebarNav items={counselingItems} label={t('shell.counselingNavigation')} heading={t('shell.counseling')} collapsed={collapsed} onNavigate={closeSheet} />
          )}
          {planningItems.length > 0 && (
            <SidebarNav items={planningItems} label={t('shell.planningNavigation')} heading={t('shell.planning')} collapsed={collapsed} onNavigate={closeSheet} />
          )}
          {districtItems.length > 0 && (
            <SidebarNav items={districtItems} label={t('shell.districtNavigation')} heading={t('shell.district')} collapsed={collapsed} onNavigate={closeSheet} />
          )}
        </>
      }
      footer={
        <SidebarFooter
          name={user ? displayName(user) : t('shell.user')}
          initials={user ? initials(user) : 'U'}
          role={role}
          collapsed={collapsed}
          loggingOut={loggingOut}
          onLogout={() => void logout()}
        />
      }
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      {isMobile ? (
        <Drawer
          id={SIDEBAR_ID}
          placement="left"
          open={sidebar.mobileOpen}
          onClose={() => sidebar.setMobileOpen(false)}
          size={SIDEBAR_MOBILE_WIDTH}
          title={<BrandMark />}
          styles={{ body: { padding: 0 } }}
          data-testid="app-sidebar"
          data-state={sidebar.mobileOpen ? 'open' : 'closed'}
        >
          {panel(false)}
        </Drawer>
      ) : (
        <Layout.Sider
          id={SIDEBAR_ID}
          aria-label={t('shell.sidebar')}
          theme="light"
          collapsible
          collapsed={collapsed}
          trigger={null}
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          data-testid="app-sidebar"
          data-state={collapsed ? 'collapsed' : 'expanded'}
          style={{ position: 'sticky', top: 0, height: '100vh', borderInlineEnd: divider }}
        >
          {panel(true)}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            height: HEADER_HEIGHT,
            lineHeight: `${HEADER_HEIGHT}px`,
            padding: `0 ${token.padding}px`,
            background: token.colorBgContainer,
            borderBottom: divider,
          }}
        >
          <Flex align="center" justify="space-between" style={{ height: '100%' }}>
            <Flex align="center" gap={token.marginSM}>
              <Tooltip title={t('shell.toggleSidebarHint')} mouseEnterDelay={0.7}>
                <Button
                  type="text"
                  aria-label={t('shell.toggleSidebar')}
                  aria-controls={SIDEBAR_ID}
                  aria-expanded={sidebarOpen}
                  data-testid="sidebar-toggle"
                  icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
                  onClick={sidebar.toggle}
                />
              </Tooltip>
              {isMobile && <BrandMark />}
            </Flex>
            <Flex align="center" gap={token.marginXS}>
              <NotificationBell />
              <AccountLanguagePicker />
              <ThemeToggle />
            </Flex>
          </Flex>
        </Layout.Header>
        <Layout.Content id="main-content" tabIndex={-1} style={{ padding: isMobile ? token.padding : token.paddingLG, outline: 'none' }}>
          <div style={{ maxWidth: 1280, margin: '0 auto' }}>
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
