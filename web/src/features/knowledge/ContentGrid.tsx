import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('content');
  const [reading, setReading] = useState<ContentRow | null>(null);
  const searching = content.search.trim() !== '';

  return (
    <Flex vertical gap={token.margin}>
      <Flex gap={token.margin} wrap justify="space-between" align="center">
        <SearchBox label={t('grid.search')} placeholder={t('grid.searchPlaceholder')} value={content.search}
          onChange={content.setSearch} style={{ maxWidth: 400 }} />
        <Flex gap={token.marginSM} align="center" wrap>
          {content.loaded && (
            <Typography.Text type="secondary" aria-live="polite">
              {searching ? t('grid.itemsOf', { shown: content.items.length, total: content.total }) : t('grid.items', { count: content.total })}
            </Typography.Text>
          )}
          {toolbar}
        </Flex>
      </Flex>
      {content.error && (
        <LoadErrorAlert title={t('grid.loadError')} onRetry={content.refetch} />
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
              description={searching ? t('grid.noneFor', { search: content.search.trim() }) : t('grid.none')}
              style={{ margin: '32px 0' }}
            />
          </Card>
        )
      ) : (
        <Row gutter={[token.margin, token.margin]} role="list" aria-label={t('grid.list')}>
          {content.items.map((item) => (
            <Col key={item.id} xs={24} md={12} xl={8} role="listitem">
              <ContentCard item={item} onRead={setReading} {...actions} />
            </Col>
          ))}
        </Row>
      )}
      <Modal open={reading !== null} title={reading?.title} onCancel={() => setReading(null)} footer={null} width={680} destroyOnHidden>
        {reading?.description && <Typography.Paragraph type="secondary">{reading.description}</Typography.Paragraph>}
        {reading?.body ? <NoteBody body={reading.body} title={reading.title} /> : <Typography.Text type="secondary">{t('grid.emptyNote')}</Typography.Text>}
      </Modal>
    </Flex>
  );
}
