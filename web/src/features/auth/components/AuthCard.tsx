import { Card, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { PublicLayout } from '../../../components/PublicLayout';

/** A signed-out page: one narrow card in the middle of the public layout, under its `h1`. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <PublicLayout>
      <Flex justify="center" style={{ padding: `${token.paddingXL * 1.5}px ${token.padding}px` }}>
        <Card style={{ width: '100%', maxWidth: 460 }} styles={{ body: { padding: token.paddingLG } }}>
          <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, marginTop: 0, marginBottom: token.marginXXS }}>
            {title}
          </Typography.Title>
          {children}
        </Card>
      </Flex>
    </PublicLayout>
  );
}
