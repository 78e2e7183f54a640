import { useTranslation } from 'react-i18next';
import { DeleteOutlined, EditOutlined, ExportOutlined, EyeOutlined, FileTextOutlined, LinkOutlined, ReadOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { ContentType } from '../../gql/graphql';
import { formatDate } from '../../app/date-format';
import { CONTENT_TYPE_LABELS, hostOf, type ContentRow } from './content-search';

const TYPE_ICONS: Record<ContentType, ReactNode> = {
  document: <FileTextOutlined />,
  link: <LinkOutlined />,
  note: <ReadOutlined />,
};

export interface ContentCardActions {
  onRead: (item: ContentRow) => void;
  /** Admin only: without these the card is read-only. */
  onEdit?: (item: ContentRow) => void;
  onDelete?: (item: ContentRow) => void;
  deletingId?: string | null;
}

/** One item of the repository: type icon, title, description, tags and created date, with its actions. */
export function ContentCard({ item, onRead, onEdit, onDelete, deletingId }: { item: ContentRow } & ContentCardActions) {
  const { token } = theme.useToken();
  const { t } = useTranslation(['content', 'knowledgeBase']);
  const typeLabel = t(`types.${item.type}`, { defaultValue: CONTENT_TYPE_LABELS[item.type] });

  // antd styles every <a> in card actions as a grey block; link buttons keep the look of the others.
  const anchor = { display: 'inline-flex', width: 'auto', color: token.colorText };
  const open = item.type === 'link' && item.url ? (
    <Button key="open" type="text" size="small" icon={<ExportOutlined />} href={item.url} style={anchor} target="_blank" rel="noopener noreferrer" aria-label={t('card.openOf', { title: item.title })}>{t('card.open')}</Button>
  ) : item.type === 'document' && item.file ? (
    <Button key="open" type="text" size="small" icon={<EyeOutlined />} href={item.file.filePath} style={anchor} target="_blank" rel="noopener noreferrer" aria-label={t('card.viewOf', { title: item.title })}>{t('card.view')}</Button>
  ) : (
    <Button key="open" type="text" size="small" icon={<ReadOutlined />} onClick={() => onRead(item)} aria-label={t('card.readOf', { title: item.title })}>{t('card.read')}</Button>
  );
  const actions = [open];
  if (onEdit) actions.push(<Button key="edit" type="text" size="small" icon={<EditOutlined />} onClick={() => onEdit(item)} aria-label={t('card.editOf', { title: item.title })}>{t('card.edit')}</Button>);
  if (onDelete) {
    actions.push(
      <Button key="delete" type="text" size="small" danger icon={<DeleteOutlined />} loading={deletingId === item.id} onClick={() => onDelete(item)} aria-label={t('card.deleteOf', { title: item.title })}>{t('card.delete')}</Button>,
    );
  }

  return (
    <Card
      data-testid="content-card"
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: token.marginSM } }}
      actions={actions}
    >
      <Flex gap={token.marginSM} align="center">
        <span
          aria-hidden
          style={{
            display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 36, height: 36, flex: 'none',
            borderRadius: token.borderRadius, background: token.colorPrimaryBg, color: token.colorPrimaryText, fontSize: 18,
          }}
        >
          {TYPE_ICONS[item.type]}
        </span>
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>{typeLabel}</Typography.Text>
          <Typography.Title level={2} style={{ fontSize: token.fontSizeLG, margin: 0, wordBreak: 'break-word' }}>{item.title}</Typography.Title>
        </Flex>
      </Flex>
      {item.description && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3, tooltip: item.description }} style={{ margin: 0 }}>
          {item.description}
        </Typography.Paragraph>
      )}
      {item.type === 'link' && item.url && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>{hostOf(item.url)}</Typography.Text>
      )}
      {item.tags.length > 0 && (
        <Flex wrap gap={token.marginXXS} aria-label={t('card.tags')}>
          {item.tags.map((tag) => <Tag key={tag} style={{ marginInlineEnd: 0 }}>{tag}</Tag>)}
        </Flex>
      )}
      <Flex gap={token.marginXS} align="center" wrap style={{ marginTop: 'auto', paddingTop: token.paddingXS }}>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {t('card.added')} <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        </Typography.Text>
        {item.visibleToStudents && (
          <Tooltip title={t('card.studentsHint')}>
            <Tag icon={<TeamOutlined aria-hidden />} color="blue" style={{ color: token.colorText, marginInlineEnd: 0 }}>{t('card.students')}</Tag>
          </Tooltip>
        )}
        {item.type === 'document' && item.file && item.file.status !== 'Indexed' && (
          <Tag color={item.file.status === 'Failed' ? 'error' : 'processing'} style={{ color: token.colorText, marginInlineEnd: 0 }}>{t(`knowledgeBase:status.${item.file.status}`)}</Tag>
        )}
      </Flex>
    </Card>
  );
}
