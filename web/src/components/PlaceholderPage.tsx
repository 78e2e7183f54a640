import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading';

interface PlaceholderPageProps {
  title: string;
  subtitle?: ReactNode;
  /** The honest empty-state text: what will appear here once the screen ships. */
  description: ReactNode;
  extra?: ReactNode;
}

/** A routed screen whose feature ships in a later release: the title and an empty state. */
export function PlaceholderPage({ title, subtitle, description, extra }: PlaceholderPageProps) {
  return (
    <>
      <PageHeading title={title} subtitle={subtitle} extra={extra} />
      <Card>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} style={{ margin: '48px 0' }} />
      </Card>
    </>
  );
}
