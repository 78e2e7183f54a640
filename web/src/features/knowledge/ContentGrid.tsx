import { Card, Col, Empty, Flex, Modal, Row, Skeleton, Typography, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { SearchBox } from '../../components/SearchBox';
import { ContentCard, type ContentCardActions } from './ContentCard';
import type { ContentRow } from './content-search';
import { NoteBody } from './NoteBody';
import type { useContentItems } from './use-content-items';

interface ContentGridProps extends Omit<ContentCardActions, 'onRead'> {
  content: ReturnType<typeof useContentItems>;
  /** Shown beside the search box (e.g. the admin's Add button). */
  toolbar?: ReactNode;
}

/**
 * The repository as a card grid with its search box (title or tag, case-insensitive), shared by the
 * admin's Content Repository and the counselor's read-only Content Library. Notes open in a reader.
 */
export function ContentGrid({ content, toolbar, ...actions }: ContentGridProps) {
  const { token } = theme.useToken();
  const [reading, setReading] = useState<ContentRow | null>(null);
  const searching = content.search.trim() !== '';

  return (
    <Flex vertical gap={token.margin}>
      <Flex gap={token.margin} wrap justify="space-between" align="center">
        <SearchBox label="Search content" placeholder="Search content by title or tags..." value={content.search}
          onChange={content.setSearch} style={{ maxWidth: 400 }} />
        <Flex gap={token.marginSM} align="center" wrap>
          {content.loaded && (
            <Typography.Text type="secondary" aria-live="polite">
              {searching ? `${content.items.length} of ${content.total} items` : `${content.total} item${content.total === 1 ? '' : 's'}`}
            </Typography.Text>
          )}
          {toolbar}
        </Flex>
      </Flex>
      {content.error && (
        <LoadErrorAlert title="The content could not be loaded" onRetry={content.refetch} />
      )}
      {content.loading ? (
        <Row gutter={[token.margin, token.margin]}>
          {[0, 1, 2].map((i) => <Col key={i} xs={24} md={12} xl={8}><Card><Skeleton active /></Card></Col>)}
        </Row>
      ) : content.items.length === 0 ? (
        content.error ? null : (
          <Card>
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={searching ? `No content found for “${content.search.trim()}”` : 'No content found'}
              style={{ margin: '32px 0' }}
            />
          </Card>
        )
      ) : (
        <Row gutter={[token.margin, token.margin]} role="list" aria-label="Content items">
          {content.items.map((item) => (
            <Col key={item.id} xs={24} md={12} xl={8} role="listitem">
              <ContentCard item={item} onRead={setReading} {...actions} />
            </Col>
          ))}
        </Row>
      )}
      <Modal open={reading !== null} title={reading?.title} onCancel={() => setReading(null)} footer={null} width={680} destroyOnHidden>
        {reading?.description && <Typography.Paragraph type="secondary">{reading.description}</Typography.Paragraph>}
        {reading?.body ? <NoteBody body={reading.body} title={reading.title} /> : <Typography.Text type="secondary">This note has no text.</Typography.Text>}
      </Modal>
    </Flex>
  );
}
