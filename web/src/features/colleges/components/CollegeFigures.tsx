import { Card, Descriptions, Typography } from 'antd';
import type { CollegeDetailQuery } from '../../../gql/graphql';
import { CONTROL_LABELS, TEST_POLICY_LABELS, formatMoney, formatRange, formatRate, webAddress } from '../college-format';

export type CollegeDetail = NonNullable<CollegeDetailQuery['college']>;

/** The college's figures from the College Scorecard; anything it does not report says so. */
export function CollegeFigures({ college: c }: { college: CollegeDetail }) {
  const items = [
    { key: 'control', label: 'Type', children: CONTROL_LABELS[c.control] },
    { key: 'size', label: 'Undergraduates', children: c.undergrads === null || c.undergrads === undefined ? 'Not reported' : c.undergrads.toLocaleString('en-US') },
    { key: 'rate', label: 'Admission rate', children: formatRate(c.admissionRate) },
    { key: 'tests', label: 'Test policy', children: c.testPolicy ? TEST_POLICY_LABELS[c.testPolicy] : 'Not reported' },
    { key: 'sat', label: 'SAT middle 50%', children: formatRange(c.sat25, c.sat75) },
    { key: 'act', label: 'ACT middle 50%', children: formatRange(c.act25, c.act75) },
    { key: 'net', label: 'Average net price', children: formatMoney(c.netPrice) },
    { key: 'cost', label: 'Cost of attendance', children: formatMoney(c.costOfAttendance) },
    { key: 'in-state', label: 'Tuition (in state)', children: formatMoney(c.tuitionInState) },
    { key: 'out-state', label: 'Tuition (out of state)', children: formatMoney(c.tuitionOutOfState) },
    { key: 'completion', label: 'Completion rate (4 years)', children: formatRate(c.completionRate4yr) },
    { key: 'retention', label: 'Retention rate', children: formatRate(c.retentionRate) },
    {
      key: 'url', label: 'Website',
      children: c.url
        ? <Typography.Link href={webAddress(c.url)} target="_blank" rel="noopener noreferrer">{c.url}</Typography.Link>
        : 'Not reported',
    },
  ];
  return (
    <Card title="Figures">
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        Source: US Department of Education, College Scorecard. Net price is the average paid after grants and scholarships.
      </Typography.Paragraph>
    </Card>
  );
}
