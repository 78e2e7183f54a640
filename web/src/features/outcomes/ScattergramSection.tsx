import { useQuery } from '@apollo/client/react';
import { Card, Collapse, Flex, Segmented, Skeleton, Table, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { ScattergramDocument, type ScattergramFieldsFragment } from '../../gql/graphql';
import { defaultTest, hasTest, middle50, RESULT_GROUP, type Test } from './scattergram-series';

const ScattergramChart = lazy(() => import('./ScattergramChart').then((m) => ({ default: m.ScattergramChart })));

type Point = ScattergramFieldsFragment['points'][number];

export interface ScattergramSectionProps {
  unitid: string;
  schoolId: string;
  /** Staff: the student whose position to show. */
  studentId?: string | null;
  /** Whose position the pin is ("you" for a student, "this student" for staff). */
  positionIsOwn: boolean;
  /** 'default' where it stands among a page's cards (the college page), 'small' inside another card. */
  size?: 'small' | 'default';
}

/**
 * Where the school's past applicants to a college landed: the chart (loaded on demand), the counts by plan, the
 * caller's position and the college's middle 50%, and every point as a table for screen readers. Under the district's
 * minimum, or switched off for students, it says so and shows nothing else.
 */
export function ScattergramSection({ unitid, schoolId, studentId, positionIsOwn, size = 'small' }: ScattergramSectionProps) {
  const { t } = useTranslation('outcomes');
  const { data, loading, error, refetch } = useQuery(ScattergramDocument, { variables: { unitid, schoolId, studentId: studentId ?? null }, fetchPolicy: 'cache-and-network' });
  const [chosen, setTest] = useState<Test | null>(null);
  const g = data?.scattergram ?? null;

  let body;
  if (loading && !g) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (error && !g) body = <LoadErrorAlert title={t('loadError')} onRetry={() => void refetch()} />;
  else if (!g) body = <Typography.Text type="secondary">{t('none')}</Typography.Text>;
  else if (g.status === 'OFF_FOR_STUDENTS') body = <Typography.Text type="secondary">{t('offForStudents')}</Typography.Text>;
  else if (g.status === 'TOO_FEW_APPLICANTS') body = <Typography.Text type="secondary">{t('tooFew', { count: g.minimumApplicants })}</Typography.Text>;
  else body = <Shown g={g} test={chosen ?? defaultTest(g.points)} onTest={setTest} positionIsOwn={positionIsOwn} />;

  return (
    <Card size={size} title={<Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>{t('title')}</Typography.Title>} data-testid={`scattergram-${unitid}`}>
      {body}
    </Card>
  );
}

function Shown({ g, test, onTest, positionIsOwn }: { g: ScattergramFieldsFragment; test: Test; onTest: (t: Test) => void; positionIsOwn: boolean }) {
  const { t } = useTranslation('outcomes');
  const tests = (['SAT', 'ACT'] as const).filter((x) => hasTest(g.points, x));
  const band = middle50(g.college, test);
  const years = g.classYears.length > 1 ? `${g.classYears[0]}–${g.classYears[g.classYears.length - 1]}` : String(g.classYears[0] ?? '');
  const summary = t('summary', { count: g.applicants ?? 0, admitted: g.admitted ?? 0, years, college: g.college.name });
  const p = g.position;
  const positionText = p && (p.gpa != null || p.sat != null || p.act != null)
    ? t(positionIsOwn ? 'position.own' : 'position.student', { gpa: p.gpa ?? '—', sat: p.sat ?? '—', act: p.act ?? '—' })
    : positionIsOwn ? t('position.noScores') : null;
  const pointColumns = [
    { key: 'gpa', title: t('table.gpa'), dataIndex: 'gpa' },
    { key: 'sat', title: t('table.sat'), render: (_: unknown, r: Point) => r.sat ?? '—' },
    { key: 'act', title: t('table.act'), render: (_: unknown, r: Point) => r.act ?? '—' },
    { key: 'result', title: t('table.result'), render: (_: unknown, r: Point) => t(`results.${RESULT_GROUP[r.result]}`) },
  ];
  return (
    <Flex vertical gap={12}>
      <Typography.Text>{summary}</Typography.Text>
      {tests.length > 1 && <Segmented<Test> aria-label={t('chart.testChooser')} options={tests.map((x) => ({ value: x, label: x }))} value={test} onChange={onTest} />}
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 320 }} />}>
        <ScattergramChart scattergram={g} test={test} summary={summary} />
      </Suspense>
      {positionText && <Typography.Text strong>{positionText}</Typography.Text>}
      <Typography.Text type="secondary">
        {band ? t('middle50', { test, low: band[0], high: band[1] }) : t('noMiddle50', { test })}
      </Typography.Text>
      <Table
        size="small" pagination={false} rowKey="plan" caption={t('plans.caption')}
        dataSource={g.plans}
        columns={[
          { key: 'plan', title: t('plans.plan'), render: (_: unknown, r: ScattergramFieldsFragment['plans'][number]) => t(`plans.${r.plan}`) },
          { key: 'applicants', title: t('plans.applicants'), dataIndex: 'applicants' },
          { key: 'admitted', title: t('plans.admitted'), dataIndex: 'admitted' },
        ]}
      />
      <Collapse size="small" items={[{
        key: 'points', label: t('table.show', { count: g.points.length }),
        children: <Table<Point> size="small" pagination={false} caption={t('table.caption')} rowKey={(_, i) => String(i)} dataSource={g.points} columns={pointColumns} scroll={{ y: 320 }} />,
      }]} />
    </Flex>
  );
}
