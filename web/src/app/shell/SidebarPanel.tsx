import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { BrandMark } from '../../components/BrandMark';

interface SidebarPanelProps {
  collapsed: boolean;
  /** The brand row; the mobile sheet shows the brand in its own header instead. */
  showBrand: boolean;
  nav: ReactNode;
  footer: ReactNode;
}

/** The sidebar's column: brand, navigation (scrolls), footer pinned to the bottom. */
export function SidebarPanel({ collapsed, showBrand, nav, footer }: SidebarPanelProps) {
  const { token } = theme.useToken();
  const divider = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <Flex vertical style={{ height: '100%' }}>
      {showBrand && (
        <Flex
          align="center"
          justify={collapsed ? 'center' : 'flex-start'}
          style={{ height: 64, flex: 'none', padding: collapsed ? 0 : `0 ${token.paddingLG}px`, borderBottom: divider }}
        >
          <BrandMark compact={collapsed} />
        </Flex>
      )}
      <div style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', paddingTop: token.paddingXS }}>{nav}</div>
      <div style={{ flex: 'none', borderTop: divider }}>{footer}</div>
    </Flex>
  );
}
