import { useTranslation } from 'react-i18next';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Empty, Flex, Select, Table, Tag, Typography, theme, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { StaffApplicationFieldsFragment } from '../../gql/graphql';
import { FIT_LABELS, PLAN_LABELS, PLAN_OPTIONS, STATUS_LABELS, STATUS_OPTIONS } from './application-labels';
import { DeadlineCell, FlagsCell, LettersCell, MissingCell } from './deadline-board/ApplicationCells';
import { CollegeDeadlinesDrawer, type CollegeForDeadlines } from './curated-deadlines/CollegeDeadlinesDrawer';
import { ApplicationTasksCell } from '../counseling/tasks/ApplicationTasksCell';
import { useStudentApplications } from './use-student-applications';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { formatDate } from '../../app/date-format';
import { fitReasonText } from './fit-reason-text';
import { StudentScattergramDrawer } from '../outcomes/StudentScattergram';

type Row = StaffApplicationFieldsFragment;
const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * The "College list" section of the counselor's student profile: each application with its plan and status
 * (editable), the deadline in force ("Unknown" when nobody entered one) and where it comes from, a deadline for
 * this student only, the fit with its reason, flags and missing materials; the list exports as CSV, and each
 * college's curated deadlines open in a drawer.
 */
export function StudentCollegeListSection({ studentId }: { studentId: string }) {
  const { t } = useTranslation('colleges');
  const { token } = theme.useToken();
  const list = useStudentApplications(studentId);
  const [editing, setEditing] = useState<CollegeForDeadlines | null>(null);
  const [graphOf, setGraphOf] = useState<{ unitid: string; name: string } | null>(null);
  // The gateway's download of this student's list (a plain link carries the session cookie).
  const exportHref = `/api/students/${encodeURIComponent(studentId)}/applications/export.csv`;

  const columns: TableProps<Row>['columns'] = [
    {
      key: 'college', title: t('staffList.columns.college'), width: 300,
      render: (_, a) => (
        <Flex vertical gap={token.marginXXS} align="flex-start">
          <Typography.Text strong>{a.collegeName}</Typography.Text>
          <span><Tag style={{ marginInlineEnd: token.marginXXS }}>{t('staffList.fit', { fit: FIT_LABELS[a.fit.level] })}</Tag></span>
          <Typography.Text type="secondary">{fitReasonText(a.fit)}</Typography.Text>
          <Button size="small" aria-label={t('staffList.curatedOf', { college: a.collegeName })} onClick={() => setEditing({ unitid: a.collegeId, name: a.collegeName, cycle: a.cycle })}>
            {t('staffList.curated')}
          </Button>
          <Button size="small" aria-label={t('staffList.scattergramOf', { college: a.collegeName })} onClick={() => setGraphOf({ unitid: a.collegeId, name: a.collegeName })}>
            {t('staffList.scattergram')}
          </Button>
        </Flex>
      ),
    },
    {
      key: 'plan-status', title: t('staffList.columns.planStatus'), width: 210,
      render: (_, a) => (
        <Flex vertical gap={token.marginXS}>
          <Select aria-label={t('staffList.planOf', { college: a.collegeName })} value={a.plan ?? undefined} placeholder={t('staffList.choosePlan')} options={PLAN_OPTIONS} virtual={false}
            disabled={list.pendingId === a.id} style={{ width: 190 }}
            onChange={(plan) => void list.change(a.id, { plan }, t('staffList.planSet', { plan: PLAN_LABELS[plan] }))} />
          <Select aria-label={t('staffList.statusOf', { college: a.collegeName })} value={a.status} options={STATUS_OPTIONS} virtual={false} disabled={list.pendingId === a.id} style={{ width: 190 }}
            onChange={(status) => void list.change(a.id, { status }, t('staffList.statusSet', { status: STATUS_LABELS[status] }))} />
        </Flex>
      ),
    },
    {
      key: 'deadline', title: t('staffList.columns.deadline'), width: 200,
      render: (_, a) => (
        <Flex vertical gap={token.marginXXS}>
          <DeadlineCell deadline={a.deadline} source={a.deadlineSource} />
          <DatePicker aria-label={t('staffList.deadlineOf', { college: a.collegeName })} size="small" format={DATE_FORMAT} placeholder={t('staffList.setForStudent')}
            value={a.deadlineSource === 'STUDENT' && a.deadline ? dayjs(a.deadline, DATE_FORMAT) : null} disabled={list.pendingId === a.id} style={{ width: 170 }}
            onChange={(_date, text) => {
              const deadline = typeof text === 'string' && text ? text : null;
              void list.change(a.id, { deadline }, deadline ? t('staffList.deadlineSet', { date: formatDate(deadline) }) : t('staffList.deadlineBack'));
            }} />
        </Flex>
      ),
    },
    {
      key: 'todo', title: t('staffList.columns.todo'),
      render: (_, a) => (
        <Flex vertical gap={token.marginXS}>
          {a.flags.length > 0 && <FlagsCell flags={a.flags} />}
          <MissingCell missing={a.missing} />
          {a.letters.length > 0 && <LettersCell letters={a.letters} missing={a.lettersMissing} />}
          {/* the counselor's tasks tied to this application. */}
          <ApplicationTasksCell studentId={studentId} applicationId={a.id} collegeName={a.collegeName} />
        </Flex>
      ),
    },
  ];

  return (
    <Card title={t('staffList.title')}
      extra={<Button icon={<DownloadOutlined aria-hidden />} href={exportHref} download disabled={!list.applications.length}>{t('staffList.export')}</Button>}>
      <Flex vertical gap={token.margin}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('staffList.intro')}
        </Typography.Paragraph>
        {list.error && (
          <LoadErrorAlert title={t('staffList.loadError')} onRetry={list.refetch} />
        )}
        <Table<Row>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.applications}
          loading={list.loading && !list.loaded}
          scroll={{ x: 900 }}
          pagination={false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('staffList.empty')} /> }}
        />
      </Flex>
      <CollegeDeadlinesDrawer college={editing} onClose={() => setEditing(null)} />
      <StudentScattergramDrawer studentId={studentId} college={graphOf} onClose={() => setGraphOf(null)} />
    </Card>
  );
}
