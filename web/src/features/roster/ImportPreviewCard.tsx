import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Col, Flex, Modal, Row, Skeleton, Statistic, Table, Tag, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { ApplyRosterImportDocument, RosterImportDocument, RosterImportsDocument, type RosterImportQuery } from '../../gql/graphql';
import { AccountsReadyPanel } from './AccountsReadyPanel';
import { GuardianCounts } from './GuardianCounts';
import { ImportEncodingNotice } from './ImportEncodingNotice';
import { formatLabel, STATUS_LABELS } from './roster-format';
import { rowReasonText } from './row-reason-text';
import { useAccountsReady } from './use-accounts-ready';
import { formatDateTime } from '../../app/date-format';

/** The hash's name, the same in every language. */
const HASH_NAME = 'SHA-256';

type Import = NonNullable<RosterImportQuery['rosterImport']>;
type Rejected = Import['rejected'][number];

const COUNTS: Exclude<keyof Import['counts'], 'guardians' | '__typename'>[] = ['create', 'update', 'unchanged', 'deactivate', 'rejected'];

/**
 * One import: the dry run's counts and rejected rows, then Apply. With rejected rows nothing is applied unless
 * the admin explicitly chooses "Apply the valid rows". Once applied, the new accounts are counted as identity
 * creates them ("Accounts ready: n of m") and the set-password links download as CSV.
 */
export function ImportPreviewCard({ importId, sampleNames, onClose }: { importId: string; sampleNames?: string[]; onClose: () => void }) {
  const { token } = theme.useToken();
  const toast = useToast();
  const { t } = useTranslation(['roster', 'common']);
  const [modal, holder] = Modal.useModal();
  const result = useQuery(RosterImportDocument, { variables: { id: importId }, fetchPolicy: 'cache-and-network' });
  const item = result.data?.rosterImport;
  // An apply still running elsewhere (or after a restart) is followed until it ends.
  const applying = item?.status === 'APPLYING';
  const { startPolling, stopPolling } = result;
  useEffect(() => {
    if (!applying) return;
    startPolling(2000);
    return () => stopPolling();
  }, [applying, startPolling, stopPolling]);
  const accounts = useAccountsReady(importId, item?.newAccounts ?? 0, item?.status === 'APPLIED');
  // The encoding the admin confirms for a file that is not UTF-8 (the server refuses to apply it without one).
  const [encoding, setEncoding] = useState<string | null>(null);
  const [apply, applyState] = useMutation(ApplyRosterImportDocument, { refetchQueries: [RosterImportsDocument, RosterImportDocument] });

  const run = async (acceptRejections: boolean) => {
    try {
      const { data } = await apply({ variables: { id: importId, acceptRejections, encoding } });
      const done = data?.applyRosterImport;
      if (done?.status === 'FAILED') toast.error(t('preview.failedToast'), t('preview.failedToastText'));
      else toast.success(t('preview.applied'), t('preview.appliedText'));
    } catch (error) {
      toast.error(t('preview.applyError'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
    }
  };

  const confirmApply = (it: Import) => {
    const rejected = it.counts.rejected;
    const g = it.counts.guardians;
    const family = g && g.create + g.update + g.link > 0
      ? ` ${t('preview.confirmGuardians', { create: g.create, update: g.update, count: g.link })}` : '';
    modal.confirm({
      title: rejected ? t('preview.confirmValid') : t('preview.confirmAll'),
      content: rejected
        ? t('preview.confirmValidText', { count: rejected, create: it.counts.create, update: it.counts.update, deactivate: it.counts.deactivate }) + family
        : t('preview.confirmAllText', { create: it.counts.create, update: it.counts.update, deactivate: it.counts.deactivate }) + family,
      okText: rejected ? t('preview.applyValid') : t('preview.apply'),
      cancelText: t('common:actions.cancel'),
      onOk: () => run(rejected > 0),
    });
  };

  if (result.loading && !item) {
    return <Card title={t('preview.title')}><div role="status" aria-busy="true" aria-label={t('preview.loading')}><Skeleton active /></div></Card>;
  }
  if (!item) {
    return (
      <Card title={t('preview.title')}>
        <Alert type={result.error ? 'error' : 'warning'} showIcon title={result.error ? t('preview.loadError') : t('preview.notFound')}
          action={<Button size="small" onClick={result.error ? () => void result.refetch() : onClose}>{result.error ? t('common:errors.tryAgain') : t('preview.close')}</Button>} />
      </Card>
    );
  }

  const status = STATUS_LABELS[item.status];
  const rejectedCount = item.counts.rejected;
  // Guardians are counted apart, and only shown for a file that has some.
  const guardians = item.counts.guardians && item.counts.guardians.create + item.counts.guardians.update + item.counts.guardians.link > 0
    ? item.counts.guardians : null;
  const undecided = item.status === 'PREVIEWED' && item.encoding?.needsConfirmation === true && encoding === null;
  return (
    <Card
      title={t('preview.titleOf', { file: item.fileName ?? formatLabel(item.format) })}
      extra={<Tag color={status.color} style={{ color: token.colorText }}>{t(`status.${item.status}`)}</Tag>}
    >
      {holder}
      <Flex vertical gap={token.margin}>
        <Typography.Text type="secondary">
          {formatLabel(item.format)} · {HASH_NAME} <Typography.Text code copyable={{ text: item.fileHash }}>{item.fileHash.slice(0, 12)}</Typography.Text>
        </Typography.Text>
        <Row gutter={[token.margin, token.margin]} role="region" aria-label={t('preview.counts')}>
          {COUNTS.map((key) => (
            <Col key={key} xs={12} sm={8} md={4}><Statistic title={t(`preview.countTitles.${key}`)} value={item.counts[key]} /></Col>
          ))}
        </Row>
        {guardians && <GuardianCounts counts={guardians} />}
        <ImportEncodingNotice encoding={item.encoding ?? null} sampleNames={sampleNames} previewed={item.status === 'PREVIEWED'} chosen={encoding} onChoose={setEncoding} />
        {rejectedCount > 0 && (
          <>
            <Alert type="warning" showIcon title={t('preview.rejected', { count: rejectedCount })}
              description={item.status === 'PREVIEWED' ? t('preview.rejectedText') : undefined} />
            <Table<Rejected>
              aria-label={t('preview.rejectedRows')}
              rowKey={(r) => `${r.line}-${r.reason}`}
              size="small"
              columns={[
                { key: 'line', title: t('preview.line'), dataIndex: 'line', width: 90 },
                { key: 'reason', title: t('preview.reason'), render: (_, r) => rowReasonText(r) },
              ]}
              dataSource={item.rejected}
              pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            />
            {item.rejected.length < rejectedCount && (
              <Typography.Text type="secondary">{t('preview.firstRejected', { count: item.rejected.length })}</Typography.Text>
            )}
          </>
        )}
        {item.status === 'APPLYING' && <Alert type="info" showIcon title={t('preview.applying')} />}
        {item.status === 'FAILED' && <Alert type="error" showIcon title={t('preview.failed')} description={t('preview.failedText')} />}
        {item.status === 'APPLIED' && (
          <Alert type="success" showIcon
            title={item.appliedWithRejections ? t('preview.appliedAtValid', { when: formatDateTime(item.appliedAt) }) : t('preview.appliedAt', { when: formatDateTime(item.appliedAt) })}
            description={t('preview.appliedAtText')} />
        )}
        {item.status === 'APPLIED' && <AccountsReadyPanel importId={item.id} accounts={accounts} />}
        <Flex gap={token.marginXS} wrap>
          {item.status === 'PREVIEWED' && (
            <Button type="primary" loading={applyState.loading} disabled={undecided} title={undecided ? t('preview.confirmEncoding') : undefined} onClick={() => confirmApply(item)}>
              {applyState.loading ? t('preview.applyingButton') : rejectedCount ? t('preview.applyValid') : t('preview.apply')}
            </Button>
          )}
          <Button onClick={onClose} disabled={applyState.loading}>{item.status === 'PREVIEWED' ? t('preview.discard') : t('preview.close')}</Button>
        </Flex>
      </Flex>
    </Card>
  );
}
