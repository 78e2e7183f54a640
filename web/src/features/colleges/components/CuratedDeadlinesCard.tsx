import { Card, Flex, Select, Table, Typography } from 'antd';
import type { CuratedDeadlineFieldsFragment } from '../../../gql/graphql';
import { PLAN_LABELS, PLANS, formatDate } from '../college-format';
import { deadlineEditor } from '../deadline-editor-slot';

interface CuratedDeadlinesCardProps {
  unitid: string;
  collegeName: string;
  cycle: number;
  cycles: number[];
  onCycleChange: (cycle: number) => void;
  deadlines: CuratedDeadlineFieldsFragment[];
  loading: boolean;
  /** Counselors and admins get the curation editor, when features/applications provides one. */
  staff: boolean;
  onSaved: () => void;
}

/**
 * The deadlines counselors curated for one admission cycle, one row per plan; a plan nobody entered reads
 * "Unknown" (never guessed: no public dataset has deadlines).
 */
export function CuratedDeadlinesCard(props: CuratedDeadlinesCardProps) {
  const { unitid, collegeName, cycle, cycles, onCycleChange, deadlines, loading, staff, onSaved } = props;
  const Editor = staff ? deadlineEditor() : null;
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
      {Editor && (
        <div style={{ marginTop: 12 }}>
          <Editor unitid={unitid} collegeName={collegeName} cycle={cycle} deadlines={deadlines.filter((d) => d.cycle === cycle)} onSaved={onSaved} />
        </div>
      )}
    </Card>
  );
}
