import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Empty, Flex, Tag, Tooltip, Typography, theme, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { RosterImportsDocument, type RosterImportsQuery } from '../../gql/graphql';
import { QueryTable } from '../../components/QueryTable';
import { accountsReadyText } from './AccountsReadyPanel';
import { formatLabel, linksPath, STATUS_LABELS } from './roster-format';
import { useAccountsReady } from './use-accounts-ready';
import { formatDateTime } from '../../app/date-format';

type Row = RosterImportsQuery['rosterImports']['items'][number];
const PAGE_SIZE = 10;

/** What an import did, or for a dry run not applied, what it would do. */
const countsText = ({ counts: c, status }: Row) =>
  i18next.t(status === 'APPLIED' ? 'history.countsApplied' : 'history.countsPreview', { ns: 'roster', ...c });

/** An applied import's new accounts as identity creates them (asked less often than on the import itself). */
function AccountsReadyCell({ row }: { row: Row }) {
  const { t } = useTranslation('roster');
  const accounts = useAccountsReady(row.id, row.newAccounts, true, 5000);
  if (row.newAccounts === 0) return <Typography.Text type="secondary">{t('history.noAccounts')}</Typography.Text>;
  return (
    <Typography.Text>
      {accountsReadyText(accounts)}{accounts.stalled ? t('history.stopped') : ''}
    </Typography.Text>
  );
}

/** Every roster import, newest first: who ran it, when, the file's hash, the counts and the outcome. */
export function ImportHistoryCard({ onOpen }: { onOpen: (importId: string) => void }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('roster');
  const [page, setPage] = useState(1);
  const history = useQuery(RosterImportsDocument, {
    variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = history.data ?? history.previousData;

  const columns: TableColumnsType<Row> = [
    { key: 'when', title: t('history.when'), render: (_, r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time> },
    { key: 'who', title: t('history.who'), render: (_, r) => r.createdBy.displayName || r.createdBy.email },
    {
      key: 'file', title: t('history.file'),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text>{r.fileName ?? formatLabel(r.format)}</Typography.Text>
          <Tooltip title={`SHA-256 ${r.fileHash}`}>
            <Typography.Text type="secondary" code tabIndex={0} style={{ whiteSpace: 'nowrap' }} aria-label={`SHA-256 ${r.fileHash}`}>{r.fileHash.slice(0, 12)}</Typography.Text>
          </Tooltip>
        </Flex>
      ),
    },
    { key: 'counts', title: t('history.counts'), render: (_, r) => countsText(r) },
    { key: 'accounts', title: t('history.accounts'), render: (_, r) => (r.status === 'APPLIED' ? <AccountsReadyCell row={r} /> : null) },
    {
      key: 'status', title: t('history.status'),
      render: (_, r) => (
        <Tag color={STATUS_LABELS[r.status].color} style={{ color: token.colorText }}>
          {t(`status.${r.status}`)}{r.appliedWithRejections ? t('history.validRows') : ''}
        </Tag>
      ),
    },
    {
      key: 'actions', title: t('history.actions'),
      render: (_, r) => (
        <Flex gap={token.marginXS} wrap>
          <Button size="small" onClick={() => onOpen(r.id)} aria-label={t('history.openOf', { when: formatDateTime(r.createdAt) })}>{t('history.open')}</Button>
          {r.status === 'APPLIED' && (
            <Button size="small" href={linksPath(r.id)} download={`set-password-links-${r.id}.csv`} aria-label={t('history.linksOf', { when: formatDateTime(r.createdAt) })}>
              {t('history.links')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Card title={t('history.title')}>
      <QueryTable<Row>
        regionLabel={t('history.title')}
        error={history.error && !shown
          ? { title: t('history.loadError'), onRetry: () => void history.refetch() }
          : null}
        columns={columns}
        dataSource={shown?.rosterImports.items ?? []}
        loading={history.loading}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.none')} /> }}
        paging={{ page, pageSize: PAGE_SIZE, total: shown?.rosterImports.total ?? 0, onChange: setPage }}
      />
    </Card>
  );
}
