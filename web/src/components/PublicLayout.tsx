import { useTranslation } from 'react-i18next';
import { Flex, Layout, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from './BrandMark';
import { SkipLink } from './SkipLink';
import { LanguagePicker } from './LanguagePicker';
import { ThemeToggle } from './ThemeToggle';

interface PublicLayoutProps {
  /** Actions beside the theme toggle, e.g. a Sign in button. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Frame of the signed-out pages: a header with the brand and theme toggle, main, footer. */
export function PublicLayout({ actions, children }: PublicLayoutProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          padding: `0 ${token.paddingLG}px`,
          background: token.colorBgContainer,
          borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        }}
      >
        <Flex align="center" justify="space-between" style={{ width: '100%', maxWidth: 1200, margin: '0 auto' }}>
          <Link to="/" aria-label={t('homeLink')} style={{ color: 'inherit' }}>
            <BrandMark />
          </Link>
          <Flex align="center" gap={token.marginXS}>
            <LanguagePicker />
            <ThemeToggle />
            {actions}
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout.Content id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', background: 'transparent' }}>
        <Typography.Text type="secondary">{t('footer')}</Typography.Text>
      </Layout.Footer>
    </Layout>
  );
}
