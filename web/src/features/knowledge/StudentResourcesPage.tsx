import { useTranslation } from 'react-i18next';
import { ExportOutlined, LinkOutlined, ReadOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { PageHeading } from '../../components/PageHeading';
import { StudentResourcesDocument, type StudentResourcesQuery } from '../../gql/graphql';
import { formatDate } from '../../app/date-format';
import { hostOf } from './content-search';
import { NoteBody } from './NoteBody';

type Resource = StudentResourcesQuery['studentResources'][number];

/** `/student/resources`: the notes (readable here) and links (opening in a new tab) shared with students. */
export function StudentResourcesPage() {
  const { t } = useTranslation(['content', 'common']);
  const { token } = theme.useToken();
  const { data, loading, error, refetch } = useQuery(StudentResourcesDocument, { fetchPolicy: 'cache-and-network' });
  const resources = data?.studentResources;
  const notes = resources?.filter((r) => r.type === 'note') ?? [];
  const links = resources?.filter((r) => r.type === 'link' && r.url) ?? [];

  let body: ReactNode;
  if (!resources && loading) {
    body = <Card><Skeleton active paragraph={{ rows: 6 }} /></Card>;
  } else if (!resources && error) {
    body = <Alert type="error" showIcon title={t('resources.loadError')} action={<Button size="small" onClick={() => void refetch()}>{t('common:errors.tryAgain')}</Button>} />;
  } else if (!notes.length && !links.length) {
    body = (
      <Card>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} style={{ margin: '48px 0' }}
          description={t('resources.empty')} />
      </Card>
    );
  } else {
    body = (
      <Flex vertical gap={token.marginLG}>
        {notes.length > 0 && (
          <section aria-labelledby="resources-guides">
            <SectionTitle id="resources-guides" icon={<ReadOutlined />} text={t('resources.guides')} />
            <Row gutter={[token.margin, token.margin]}>
              {notes.map((note) => <Col key={note.id} xs={24} lg={notes.length > 1 ? 12 : 24}><NoteCard note={note} /></Col>)}
            </Row>
          </section>
        )}
        {links.length > 0 && (
          <section aria-labelledby="resources-links">
            <SectionTitle id="resources-links" icon={<LinkOutlined />} text={t('resources.links')} />
            <Row gutter={[token.margin, token.margin]}>
              {links.map((link) => <Col key={link.id} xs={24} md={12} xl={8}><LinkCard link={link} /></Col>)}
            </Row>
          </section>
        )}
      </Flex>
    );
  }

  return (
    <>
      <PageHeading title={t('resources.title')} subtitle={t('resources.subtitle')} />
      {body}
    </>
  );
}

function SectionTitle({ id, icon, text }: { id: string; icon: ReactNode; text: string }) {
  const { token } = theme.useToken();
  return (
    <Typography.Title id={id} level={2} style={{ fontSize: token.fontSizeHeading4, marginTop: 0, marginBottom: token.marginSM }}>
      <span aria-hidden style={{ color: token.colorPrimaryText, marginInlineEnd: token.marginXS }}>{icon}</span>
      {text}
    </Typography.Title>
  );
}

function Tags({ tags }: { tags: string[] }) {
  const { token } = theme.useToken();
  if (!tags.length) return null;
  return <Flex wrap gap={token.marginXXS}>{tags.map((t) => <Tag key={t} style={{ marginInlineEnd: 0 }}>{t}</Tag>)}</Flex>;
}

function NoteCard({ note }: { note: Resource }) {
  const { t } = useTranslation('content');
  const { token } = theme.useToken();
  return (
    <Card data-testid="resource-note" style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', height: '100%' } }}>
      <Typography.Title level={3} style={{ fontSize: token.fontSizeLG, marginTop: 0 }}>{note.title}</Typography.Title>
      {note.description && <Typography.Paragraph type="secondary">{note.description}</Typography.Paragraph>}
      {note.body && <NoteBody body={note.body} title={note.title} headingLevel={4} />}
      <Flex justify="space-between" align="center" wrap gap={token.marginXS} style={{ marginTop: 'auto' }}>
        <Tags tags={note.tags} />
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {t('resources.posted')} <time dateTime={note.createdAt}>{formatDate(note.createdAt)}</time>
        </Typography.Text>
      </Flex>
    </Card>
  );
}

function LinkCard({ link }: { link: Resource }) {
  const { t } = useTranslation('content');
  const { token } = theme.useToken();
  const url = link.url ?? '';
  return (
    <Card data-testid="resource-link" style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: token.marginSM, height: '100%' } }}>
      <div>
        <Typography.Title level={3} style={{ fontSize: token.fontSizeLG, margin: 0 }}>{link.title}</Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>{hostOf(url)}</Typography.Text>
      </div>
      {link.description && <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{link.description}</Typography.Paragraph>}
      <Tags tags={link.tags} />
      <div style={{ marginTop: 'auto' }}>
        <Button icon={<ExportOutlined />} href={url} target="_blank" rel="noopener noreferrer" aria-label={t('resources.openLinkOf', { title: link.title })}>
          {t('resources.openLink')}
        </Button>
      </div>
    </Card>
  );
}
