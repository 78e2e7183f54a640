import { useTranslation } from 'react-i18next';
import { Button, Empty, Flex, Table, type TableProps } from 'antd';
import { Link } from 'react-router-dom';
import type { StaffDeadlineBoardQuery } from '../../../gql/graphql';
import { PLANS, STATUSES, planLabel, STATUS_LABELS } from '../application-labels';
import { DeadlineCell, FlagsCell, LettersCell, MissingCell, PacketCell } from './ApplicationCells';
import type { CollegeForDeadlines } from '../curated-deadlines/CollegeDeadlinesDrawer';

export type BoardRow = StaffDeadlineBoardQuery['deadlineBoard'][number];

const order = <T,>(list: readonly T[], value: T | null) => (value === null ? -1 : list.indexOf(value));

/** The board's rows, sorted in the browser (a window of at most 30 days is small); soonest deadline first. */
export function DeadlineBoardTable({ rows, loading, days, onEditDeadlines }: {
  rows: BoardRow[];
  loading: boolean;
  days: number;
  onEditDeadlines: (college: CollegeForDeadlines) => void;
}) {
  const { t } = useTranslation('deadlineBoard');
  const columns: TableProps<BoardRow>['columns'] = [
    {
      key: 'deadline', title: t('columns.deadline'), defaultSortOrder: 'ascend', width: 140,
      sorter: (a, b) => (a.application.deadline ?? '').localeCompare(b.application.deadline ?? ''),
      render: (_, r) => <DeadlineCell deadline={r.application.deadline} source={r.application.deadlineSource} />,
    },
    {
      key: 'student', title: t('columns.student'), width: 130, sorter: (a, b) => a.studentName.localeCompare(b.studentName),
      render: (_, r) => <Link to={`/counselor/students/${r.application.studentId}`}>{r.studentName}</Link>,
    },
    {
      key: 'college', title: t('columns.college'), sorter: (a, b) => a.application.collegeName.localeCompare(b.application.collegeName),
      render: (_, r) => (
        <Flex vertical gap={4} align="flex-start">
          {r.application.collegeName}
          <Button size="small" aria-label={t('curatedOf', { college: r.application.collegeName })}
            onClick={() => onEditDeadlines({ unitid: r.application.collegeId, name: r.application.collegeName, cycle: r.application.cycle })}>
            {t('curated')}
          </Button>
        </Flex>
      ),
    },
    { key: 'plan', title: t('columns.plan'), width: 120, sorter: (a, b) => order(PLANS, a.application.plan) - order(PLANS, b.application.plan), render: (_, r) => planLabel(r.application.plan) },
    { key: 'status', title: t('columns.status'), width: 120, sorter: (a, b) => order(STATUSES, a.application.status) - order(STATUSES, b.application.status), render: (_, r) => STATUS_LABELS[r.application.status] },
    {
      key: 'missing', title: t('columns.missing'), sorter: (a, b) => a.application.missing.length - b.application.missing.length,
      render: (_, r) => <MissingCell missing={r.application.missing} />,
    },
    {
      key: 'letters', title: t('columns.letters'), width: 170, sorter: (a, b) => a.application.lettersMissing - b.application.lettersMissing,
      render: (_, r) => <LettersCell letters={r.application.letters} missing={r.application.lettersMissing} />,
    },
    { key: 'packet', title: t('columns.packet'), width: 200, render: (_, r) => <PacketCell packet={r.packet} /> },
    { key: 'flags', title: t('columns.flags'), sorter: (a, b) => a.application.flags.length - b.application.flags.length, render: (_, r) => <FlagsCell flags={r.application.flags} /> },
  ];
  return (
    <Table<BoardRow>
      rowKey={(r) => r.application.id}
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1270 }}
      showSorterTooltip={false}
      pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false, showTotal: (total) => t('total', { count: total }) }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('next.none', { count: days })} /> }}
    />
  );
}
