import { Button, Flex, Layout, Result } from 'antd';
import { SkipLink } from '../components/SkipLink';
import { useDocumentTitle } from './document-title';

/** Shown at `/` to a signed-in user without a role. */
export function UnassignedRolePage() {
  useDocumentTitle('Role Not Assigned');
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <Layout.Content id="main-content">
        <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
          <Result
            status="warning"
            title={<h1 style={{ font: 'inherit', margin: 0 }}>Your role has not been assigned</h1>}
            subTitle="Your account does not have a role yet. Please contact an administrator to get access."
            extra={
              <Button type="primary" href="/api/logout">
                Logout
              </Button>
            }
          />
        </Flex>
      </Layout.Content>
    </Layout>
  );
}
