import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Descriptions, Flex, List, Skeleton, Space, Statistic, Typography, theme } from 'antd';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../app/date-format';
import { LoadErrorResult } from '../../components/LoadErrorResult';
import { PageHeading } from '../../components/PageHeading';
import { RecommendationRequestsDocument, type RecommendationRequestFieldsFragment } from '../../gql/graphql';
import { DeclineDialog } from './DeclineDialog';
import { LetterApplications } from './LetterApplications';
import { byEarliestDeadline, waiverText } from './letter-rules';
import { RequestStateTag } from './RequestStateTag';
import { SharedBragSheet } from './SharedBragSheet';
import { useRequestActions } from './use-request-actions';
import { WriteLetterDialog } from './WriteLetterDialog';

type Request = RecommendationRequestFieldsFragment;
type Dialog = { kind: 'decline' | 'write'; request: Request } | null;

// A page of cards: 25 keeps a full queue's answer as quick as a short one's (bench/letters.bench.mjs).
const QUEUE_PAGE_SIZE = 25;

/** `/teacher`: the letters a teacher was asked for, earliest deadline first, with what each student shared. */
export function TeacherQueuePage() {
  const { token } = theme.useToken();
  // letters: the shared words of requests (states, the FERPA choice).
  const { t } = useTranslation(['teacher', 'common', 'letters']);
  const [pageNumber, setPageNumber] = useState(1);
  const { data, loading, error, refetch } = useQuery(RecommendationRequestsDocument, {
    variables: { scope: 'queue', filter: { page: pageNumber, pageSize: QUEUE_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const actions = useRequestActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const heading = <PageHeading title={t('queue.title')} subtitle={t('queue.subtitle')} />;

  if (loading && !data) {
    return (
      <>
        {heading}
        <div role="status" aria-busy="true" aria-label={t('queue.loading')}><Card><Skeleton active /></Card></div>
      </>
    );
  }
  if (error && !data) {
    return (
      <>
        {heading}
        <LoadErrorResult title={t('queue.loadError')} onRetry={() => void refetch()} />
      </>
    );
  }
  const page = data?.recommendationRequests;
  const requests = byEarliestDeadline(page?.items ?? []);

  const actionsOf = (r: Request) => {
    const busy = actions.busyId === r.id;
    const name = r.student.name;
    if (r.state === 'requested') {
      return [
        <Button key="accept" type="primary" loading={busy} aria-label={t('queue.acceptOf', { name })} onClick={() => void actions.change(r.id, 'accept')}>{t('queue.accept')}</Button>,
        <Button key="decline" disabled={busy} aria-label={t('queue.declineOf', { name })} onClick={() => setDialog({ kind: 'decline', request: r })}>{t('queue.decline')}</Button>,
      ];
    }
    if (r.state === 'accepted') {
      return [
        <Button key="write" type="primary" disabled={busy} aria-label={t('queue.writeFor', { name })} onClick={() => setDialog({ kind: 'write', request: r })}>{t('queue.write')}</Button>,
      ];
    }
    return [];
  };

  return (
    <>
      {heading}
      <Card style={{ marginBottom: token.margin }} aria-label={t('queue.counts')}>
        <Space size={token.marginXL} wrap>
          <Statistic title={t('queue.pending')} value={page?.pending ?? 0} />
          <Statistic title={t('queue.done')} value={page?.done ?? 0} />
        </Space>
      </Card>
      <Card data-testid="letter-queue">
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>{t('queue.requests')}</Typography.Title>
        <List<Request>
          dataSource={requests}
          loading={loading}
          pagination={(page?.total ?? 0) > QUEUE_PAGE_SIZE ? {
            current: pageNumber, pageSize: QUEUE_PAGE_SIZE, total: page?.total ?? 0, showSizeChanger: false,
            onChange: (p) => { setPageNumber(p); window.scrollTo({ top: 0 }); },
          } : false}
          locale={{ emptyText: <Typography.Text type="secondary">{t('queue.none')}</Typography.Text> }}
          renderItem={(r) => (
            <List.Item key={r.id} actions={actionsOf(r)} data-testid={`letter-request-${r.id}`}>
              <Flex vertical gap={token.marginXS} style={{ width: '100%' }}>
                <Flex gap={token.marginSM} align="center" wrap>
                  <Typography.Title level={3} style={{ margin: 0, fontSize: token.fontSizeHeading5 }}>{r.student.name}</Typography.Title>
                  <RequestStateTag state={r.state} />
                </Flex>
                <Descriptions size="small" column={1} items={[
                  { key: 'grade', label: t('queue.grade'), children: r.student.grade ?? t('common:format.notSet') },
                  { key: 'school', label: t('queue.school'), children: r.student.schoolName ?? r.student.schoolId },
                  { key: 'waiver', label: t('queue.ferpa'), children: waiverText(r.waived) },
                  { key: 'asked', label: t('queue.asked'), children: <time dateTime={r.requestedAt}>{formatDateTime(r.requestedAt)}</time> },
                  { key: 'deadline', label: t('queue.deadline'), children: r.earliestDeadline ? formatDate(r.earliestDeadline) : t('queue.noDeadline') },
                  { key: 'colleges', label: t('queue.colleges'), children: <LetterApplications applications={r.applications} /> },
                  { key: 'note', label: t('queue.note'), children: r.note ? r.note : <Typography.Text type="secondary">{t('queue.noNote')}</Typography.Text> },
                  ...(r.declineReason ? [{ key: 'reason', label: t('queue.reason'), children: r.declineReason }] : []),
                  ...(r.letter ? [{ key: 'letter', label: t('queue.letter'), children: t(`queue.letterAs.${r.letter.kind === 'pdf' ? 'pdf' : 'text'}${r.letter.aiDraftUsed ? 'Draft' : ''}`, { when: formatDateTime(r.letter.submittedAt) }) }] : []),
                ]} />
                <SharedBragSheet requestId={r.id} studentName={r.student.name} />
              </Flex>
            </List.Item>
          )}
        />
      </Card>
      <DeclineDialog
        studentName={dialog?.request.student.name ?? ''}
        open={dialog?.kind === 'decline'}
        pending={Boolean(dialog && actions.busyId === dialog.request.id)}
        onCancel={() => setDialog(null)}
        onDecline={(reason) => {
          if (!dialog) return;
          void actions.change(dialog.request.id, 'decline', reason).then((ok) => { if (ok) setDialog(null); });
        }}
      />
      <WriteLetterDialog
        request={dialog?.kind === 'write' ? { id: dialog.request.id, studentId: dialog.request.studentId, studentName: dialog.request.student.name } : null}
        open={dialog?.kind === 'write'}
        pending={Boolean(dialog && actions.busyId === dialog.request.id)}
        onCancel={() => setDialog(null)}
        onSubmit={async (input) => {
          if (!dialog) return null;
          const refusal = await actions.submitLetter(dialog.request.id, input);
          if (!refusal) setDialog(null);
          return refusal;
        }}
      />
    </>
  );
}
