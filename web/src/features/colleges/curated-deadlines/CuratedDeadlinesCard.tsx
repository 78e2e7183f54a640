import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('colleges');
  const rows = PLANS.map((plan) => ({ plan, entry: deadlines.find((d) => d.plan === plan && d.cycle === cycle) ?? null }));
  return (
    <Card
      title={t('curated.title')}
      extra={
        <Flex align="center" gap={8}>
          <label htmlFor="deadline-cycle"><Typography.Text type="secondary">{t('curated.entering')}</Typography.Text></label>
          <Select id="deadline-cycle" value={cycle} onChange={onCycleChange} style={{ width: 110 }}
            options={cycles.map((c) => ({ value: c, label: t('curated.fall', { year: c }) }))} />
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('curated.intro')}
      </Typography.Paragraph>
      <Table
        rowKey="plan"
        size="small"
        aria-label={t('curated.table', { year: cycle })}
        loading={loading}
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'plan', title: t('curated.plan'), render: (_, r) => PLAN_LABELS[r.plan] },
          { key: 'date', title: t('curated.deadline'), render: (_, r) => (r.entry ? formatDate(r.entry.date) : <Typography.Text type="secondary">{t('curated.unknown')}</Typography.Text>) },
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
