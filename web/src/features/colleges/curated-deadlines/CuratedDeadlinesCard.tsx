import { Card, Flex, Select, Table, Typography } from 'antd';
import { Suspense } from 'react';
import type { CuratedDeadlineFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../app/date-format';
import { PLAN_LABELS, PLANS } from '../college-format';
import { lazyPage } from '../../../app/lazy-page';

/** Only staff edit deadlines, so students never download the editor (its forms and pickers). */
const CollegePageDeadlineEditor = lazyPage(() => import('./CollegePageDeadlineEditor'), 'CollegePageDeadlineEditor');

interface CuratedDeadlinesCardProps {
  unitid: string;
  collegeName: string;
  cycle: number;
  cycles: number[];
  onCycleChange: (cycle: number) => void;
  deadlines: CuratedDeadlineFieldsFragment[];
  loading: boolean;
  /** Counselors and admins get the curation editor. */
  staff: boolean;
  onSaved: () => void;
}

/**
 * The deadlines counselors curated for one admission cycle, one row per plan; a plan nobody entered reads
 * "Unknown" (never guessed: no public dataset has deadlines).
 */
export function CuratedDeadlinesCard(props: CuratedDeadlinesCardProps) {
  const { unitid, collegeName, cycle, cycles, onCycleChange, deadlines, loading, staff, onSaved } = props;
  const rows = PLANS.map((plan) => ({ plan, entry: deadlines.find((d) => d.plan === plan && d.cycle === cycle) ?? null }));
  return (
    <Card
      title="Application deadlines"
      extra={
        <Flex align="center" gap={8}>
          <label htmlFor="deadline-cycle"><Typography.Text type="secondary">Entering college in</Typography.Text></label>
          <Select id="deadline-cycle" value={cycle} onChange={onCycleChange} style={{ width: 110 }}
            options={cycles.map((c) => ({ value: c, label: `Fall ${c}` }))} />
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">
        Deadlines are entered by counselors for the district. &ldquo;Unknown&rdquo; means nobody has entered one yet: check the college&rsquo;s website.
      </Typography.Paragraph>
      <Table
        rowKey="plan"
        size="small"
        aria-label={`Deadlines for fall ${cycle}`}
        loading={loading}
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'plan', title: 'Plan', render: (_, r) => PLAN_LABELS[r.plan] },
          { key: 'date', title: 'Deadline', render: (_, r) => (r.entry ? formatDate(r.entry.date) : <Typography.Text type="secondary">Unknown</Typography.Text>) },
        ]}
      />
      {staff && (
        <div style={{ marginTop: 12 }}>
          {/* The editor may still be downloading: the deadlines stay on screen meanwhile. */}
          <Suspense fallback={null}>
            <CollegePageDeadlineEditor unitid={unitid} collegeName={collegeName} cycle={cycle} onSaved={onSaved} />
          </Suspense>
        </div>
      )}
    </Card>
  );
}
