import { useTranslation } from 'react-i18next';
import { Button, Flex, Layout, Result } from 'antd';
import { SkipLink } from '../components/SkipLink';
import { useDocumentTitle } from './document-title';

/** Shown at `/` to a signed-in user without a role. */
export function UnassignedRolePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('unassigned.documentTitle'));
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <Layout.Content id="main-content">
        <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
          <Result
            status="warning"
            title={<h1 style={{ font: 'inherit', margin: 0 }}>{t('unassigned.title')}</h1>}
            subTitle={t('unassigned.subtitle')}
            extra={
              <Button type="primary" href="/api/logout">
                {t('shell.logout')}
              </Button>
            }
          />
        </Flex>
      </Layout.Content>
    </Layout>
  );
}
