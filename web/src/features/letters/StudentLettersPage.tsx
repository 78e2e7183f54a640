import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('letters');
  const me = useQuery(MyStudentDocument, { fetchPolicy: 'cache-first' });
  const list = useQuery(RecommendationRequestsDocument, { variables: { scope: 'mine', filter: { pageSize: 100 } }, fetchPolicy: 'cache-and-network' });
  const actions = useRequestActions();
  const sharing = useBragSheetShare();
  const [asking, setAsking] = useState(false);
  const { confirm, holder } = useDangerConfirm();
  const studentId = me.data?.myStudent?.id ?? null;
  const heading = (
    <PageHeading
      title={t('mine.title')}
      subtitle={t('mine.subtitle')}
      extra={studentId && (
        <Space wrap>
          <LinkButton to="/student/brag-sheet">{t('mine.bragSheet')}</LinkButton>
          <Button type="primary" onClick={() => setAsking(true)}>{t('mine.ask')}</Button>
        </Space>
      )}
    />
  );

  if ((list.loading && !list.data) || (me.loading && !me.data)) {
    return <>{heading}<div role="status" aria-busy="true" aria-label={t('mine.loading')}><Card><Skeleton active /></Card></div></>;
  }
  if (list.error && !list.data) {
    return <>{heading}<LoadErrorResult title={t('mine.loadError')} onRetry={() => void list.refetch()} /></>;
  }

  const columns: TableColumnsType<Request> = [
    { title: t('mine.teacher'), key: 'teacher', render: (_, r) => r.teacher.name },
    { title: t('mine.state'), key: 'state', render: (_, r) => <RequestStateTag state={r.state} /> },
    { title: t('mine.colleges'), key: 'colleges', render: (_, r) => <LetterApplications applications={r.applications} /> },
    { title: t('mine.ferpa'), key: 'waiver', render: (_, r) => waiverText(r.waived) },
    {
      title: t('mine.brag'),
      key: 'brag',
      render: (_, r) => <BragSheetShareSwitch request={r} busy={sharing.busyId === r.id} onChange={(shared) => void sharing.share(r.id, shared)} />,
    },
    { title: t('mine.asked'), key: 'asked', render: (_, r) => <time dateTime={r.requestedAt}>{formatDateTime(r.requestedAt)}</time> },
    { title: t('mine.reason'), key: 'reason', render: (_, r) => r.declineReason ?? '' },
    {
      title: t('mine.actions'),
      key: 'actions',
      render: (_, r) => (
        <Space wrap>
          {canRead(r) && <LinkButton to={`/student/letters/${encodeURIComponent(r.id)}`} aria-label={t('mine.readOf', { name: r.teacher.name })}>{t('mine.read')}</LinkButton>}
          {canCancel(r.state) && (
            <Button
              danger
              loading={actions.busyId === r.id}
              aria-label={t('mine.cancelOf', { name: r.teacher.name })}
              onClick={() => confirm({
                title: t('mine.cancelTitle', { name: r.teacher.name }),
                content: t('mine.cancelBody'),
                okText: t('mine.cancelOk'),
                cancelText: t('mine.keep'),
                onOk: () => actions.change(r.id, 'cancel'),
              })}
            >
              {t('mine.cancel')}
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
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>{t('mine.requests')}</Typography.Title>
        <QueryTable<Request>
          regionLabel={t('mine.region')}
          error={null}
          columns={columns}
          dataSource={list.data?.recommendationRequests.items ?? []}
          loading={list.loading}
          locale={{ emptyText: <EmptyText>{t('mine.empty')}</EmptyText> }}
        />
      </Card>
      {studentId && <StudentSchoolDocumentsCard studentId={studentId} />}
      {holder}
      {studentId && <AskTeacherDialog studentId={studentId} open={asking} onClose={() => setAsking(false)} />}
    </>
  );
}
