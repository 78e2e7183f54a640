import { useQuery } from '@apollo/client/react';
import { Button, Card, Skeleton, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../app/date-format';
import { useDangerConfirm } from '../../app/use-danger-confirm';
import { EmptyText } from '../../components/EmptyText';
import { LinkButton } from '../../components/LinkButton';
import { LoadErrorResult } from '../../components/LoadErrorResult';
import { PageHeading } from '../../components/PageHeading';
import { QueryTable } from '../../components/QueryTable';
import { MyStudentDocument, RecommendationRequestsDocument, type RecommendationRequestFieldsFragment } from '../../gql/graphql';
import { AskTeacherDialog } from './AskTeacherDialog';
import { BragSheetShareSwitch } from './BragSheetShareSwitch';
import { LetterApplications } from './LetterApplications';
import { canCancel, canRead, waiverText } from './letter-rules';
import { RequestStateTag } from './RequestStateTag';
import { StudentSchoolDocumentsCard } from './StudentSchoolDocumentsCard';
import { useBragSheetShare } from './use-brag-sheet-share';
import { useRequestActions } from './use-request-actions';

type Request = RecommendationRequestFieldsFragment;

/** `/student/letters`: the student's recommendation requests, asking a teacher, cancelling, reading a letter they may read. */
export function StudentLettersPage() {
  const me = useQuery(MyStudentDocument, { fetchPolicy: 'cache-first' });
  const list = useQuery(RecommendationRequestsDocument, { variables: { scope: 'mine', filter: { pageSize: 100 } }, fetchPolicy: 'cache-and-network' });
  const actions = useRequestActions();
  const sharing = useBragSheetShare();
  const [asking, setAsking] = useState(false);
  const { confirm, holder } = useDangerConfirm();
  const studentId = me.data?.myStudent?.id ?? null;
  const heading = (
    <PageHeading
      title="Recommendation Letters"
      subtitle="Ask your teachers for letters and follow where each one stands."
      extra={studentId && (
        <Space wrap>
          <LinkButton to="/student/brag-sheet">My brag sheet</LinkButton>
          <Button type="primary" onClick={() => setAsking(true)}>Ask a teacher</Button>
        </Space>
      )}
    />
  );

  if ((list.loading && !list.data) || (me.loading && !me.data)) {
    return <>{heading}<div role="status" aria-busy="true" aria-label="Loading your letter requests"><Card><Skeleton active /></Card></div></>;
  }
  if (list.error && !list.data) {
    return <>{heading}<LoadErrorResult title="Your letter requests could not be loaded" onRetry={() => void list.refetch()} /></>;
  }

  const columns: TableColumnsType<Request> = [
    { title: 'Teacher', key: 'teacher', render: (_, r) => r.teacher.name },
    { title: 'State', key: 'state', render: (_, r) => <RequestStateTag state={r.state} /> },
    { title: 'Colleges', key: 'colleges', render: (_, r) => <LetterApplications applications={r.applications} /> },
    { title: 'FERPA', key: 'waiver', render: (_, r) => waiverText(r.waived) },
    {
      title: 'Brag sheet',
      key: 'brag',
      render: (_, r) => <BragSheetShareSwitch request={r} busy={sharing.busyId === r.id} onChange={(shared) => void sharing.share(r.id, shared)} />,
    },
    { title: 'Asked', key: 'asked', render: (_, r) => <time dateTime={r.requestedAt}>{formatDateTime(r.requestedAt)}</time> },
    { title: 'Teacher\'s reason', key: 'reason', render: (_, r) => r.declineReason ?? '' },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, r) => (
        <Space wrap>
          {canRead(r) && <LinkButton to={`/student/letters/${encodeURIComponent(r.id)}`} aria-label={`Read letter from ${r.teacher.name}`}>Read letter</LinkButton>}
          {canCancel(r.state) && (
            <Button
              danger
              loading={actions.busyId === r.id}
              aria-label={`Cancel request to ${r.teacher.name}`}
              onClick={() => confirm({
                title: `Cancel your request to ${r.teacher.name}?`,
                content: 'The teacher will no longer see it. You can ask again later.',
                okText: 'Cancel request',
                cancelText: 'Keep it',
                onOk: () => actions.change(r.id, 'cancel'),
              })}
            >
              Cancel
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      {heading}
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>Your requests</Typography.Title>
        <QueryTable<Request>
          regionLabel="Your letter requests"
          error={null}
          columns={columns}
          dataSource={list.data?.recommendationRequests.items ?? []}
          loading={list.loading}
          locale={{ emptyText: <EmptyText>No letter requests yet</EmptyText> }}
        />
      </Card>
      {studentId && <StudentSchoolDocumentsCard studentId={studentId} />}
      {holder}
      {studentId && <AskTeacherDialog studentId={studentId} open={asking} onClose={() => setAsking(false)} />}
    </>
  );
}
