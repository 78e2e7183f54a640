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
import { useAccountsReady } from './use-accounts-ready';
import { formatDateTime } from '../../app/date-format';

type Import = NonNullable<RosterImportQuery['rosterImport']>;
type Rejected = Import['rejected'][number];

const COUNTS: { key: Exclude<keyof Import['counts'], 'guardians' | '__typename'>; title: string }[] = [
  { key: 'create', title: 'Create' },
  { key: 'update', title: 'Update' },
  { key: 'unchanged', title: 'Unchanged' },
  { key: 'deactivate', title: 'Deactivate' },
  { key: 'rejected', title: 'Rejected' },
];

/**
 * One import: the dry run's counts and rejected rows, then Apply. With rejected rows nothing is applied unless
 * the admin explicitly chooses "Apply the valid rows". Once applied, the new accounts are counted as identity
 * creates them ("Accounts ready: n of m") and the set-password links download as CSV.
 */
export function ImportPreviewCard({ importId, sampleNames, onClose }: { importId: string; sampleNames?: string[]; onClose: () => void }) {
  const { token } = theme.useToken();
  const toast = useToast();
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
      if (done?.status === 'FAILED') toast.error('The import failed', 'Nothing was half-applied; see the import history.');
      else toast.success('Roster applied', 'The new accounts are being created; their set-password links can be downloaded as they are ready.');
    } catch (error) {
      toast.error('The import could not be applied', graphqlMessage(error) ?? 'Please try again.');
    }
  };

  const confirmApply = (it: Import) => {
    const rejected = it.counts.rejected;
    modal.confirm({
      title: rejected ? 'Apply the valid rows?' : 'Apply this roster?',
      content: rejected
        ? `${rejected} ${rejected === 1 ? 'row was' : 'rows were'} rejected and will not be imported. The other rows will be applied: ${it.counts.create} to create, ${it.counts.update} to update, ${it.counts.deactivate} to deactivate.`
        : `${it.counts.create} to create, ${it.counts.update} to update, ${it.counts.deactivate} to deactivate.`,
      okText: rejected ? 'Apply the valid rows' : 'Apply',
      cancelText: 'Cancel',
      onOk: () => run(rejected > 0),
    });
  };

  if (result.loading && !item) {
    return <Card title="Import preview"><div role="status" aria-busy="true" aria-label="Loading the import"><Skeleton active /></div></Card>;
  }
  if (!item) {
    return (
      <Card title="Import preview">
        <Alert type={result.error ? 'error' : 'warning'} showIcon title={result.error ? 'The import could not be loaded' : 'Import not found'}
          action={<Button size="small" onClick={result.error ? () => void result.refetch() : onClose}>{result.error ? 'Try again' : 'Close'}</Button>} />
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
      title={`Import preview: ${item.fileName ?? formatLabel(item.format)}`}
      extra={<Tag color={status.color} style={{ color: token.colorText }}>{status.label}</Tag>}
    >
      {holder}
      <Flex vertical gap={token.margin}>
        <Typography.Text type="secondary">
          {formatLabel(item.format)} · SHA-256 <Typography.Text code copyable={{ text: item.fileHash }}>{item.fileHash.slice(0, 12)}</Typography.Text>
        </Typography.Text>
        <Row gutter={[token.margin, token.margin]} role="region" aria-label="Import counts">
          {COUNTS.map(({ key, title }) => (
            <Col key={key} xs={12} sm={8} md={4}><Statistic title={title} value={item.counts[key]} /></Col>
          ))}
        </Row>
        {guardians && <GuardianCounts counts={guardians} />}
        <ImportEncodingNotice encoding={item.encoding ?? null} sampleNames={sampleNames} previewed={item.status === 'PREVIEWED'} chosen={encoding} onChoose={setEncoding} />
        {rejectedCount > 0 && (
          <>
            <Alert type="warning" showIcon title={`${rejectedCount} ${rejectedCount === 1 ? 'row was' : 'rows were'} rejected`}
              description={item.status === 'PREVIEWED' ? 'Nothing is applied unless you choose to apply the valid rows. Or fix the file and upload it again.' : undefined} />
            <Table<Rejected>
              aria-label="Rejected rows"
              rowKey={(r) => `${r.line}-${r.reason}`}
              size="small"
              columns={[
                { key: 'line', title: 'Line', dataIndex: 'line', width: 90 },
                { key: 'reason', title: 'Reason', dataIndex: 'reason' },
              ]}
              dataSource={item.rejected}
              pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            />
            {item.rejected.length < rejectedCount && (
              <Typography.Text type="secondary">The first {item.rejected.length} rejected rows are listed.</Typography.Text>
            )}
          </>
        )}
        {item.status === 'APPLYING' && <Alert type="info" showIcon title="The import is being applied." />}
        {item.status === 'FAILED' && <Alert type="error" showIcon title="The import failed." description="No account was half-imported. Upload the file again to retry." />}
        {item.status === 'APPLIED' && (
          <Alert type="success" showIcon
            title={`Applied ${formatDateTime(item.appliedAt)}${item.appliedWithRejections ? ' (valid rows only)' : ''}`}
            description="New accounts have no password yet: send each person their one-time set-password link. Accounts are created in the background within moments of applying (a few minutes for a whole district)." />
        )}
        {item.status === 'APPLIED' && <AccountsReadyPanel importId={item.id} accounts={accounts} />}
        <Flex gap={token.marginXS} wrap>
          {item.status === 'PREVIEWED' && (
            <Button type="primary" loading={applyState.loading} disabled={undecided} title={undecided ? 'Confirm the file\'s encoding first' : undefined} onClick={() => confirmApply(item)}>
              {applyState.loading ? 'Applying...' : rejectedCount ? 'Apply the valid rows' : 'Apply'}
            </Button>
          )}
          <Button onClick={onClose} disabled={applyState.loading}>{item.status === 'PREVIEWED' ? 'Discard' : 'Close'}</Button>
        </Flex>
      </Flex>
    </Card>
  );
}
