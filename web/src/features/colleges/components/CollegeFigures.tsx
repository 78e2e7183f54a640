import { useTranslation } from 'react-i18next';
import { Card, Descriptions, Typography } from 'antd';
import type { CollegeDetailQuery } from '../../../gql/graphql';
import { CONTROL_LABELS, TEST_POLICY_LABELS, formatMoney, formatRange, formatRate, notReported, webAddress } from '../college-format';
import { formatNumber } from '../../../app/date-format';

export type CollegeDetail = NonNullable<CollegeDetailQuery['college']>;

/** The college's figures from the College Scorecard; anything it does not report says so. */
export function CollegeFigures({ college: c }: { college: CollegeDetail }) {
  const { t } = useTranslation('colleges');
  const items = [
    { key: 'control', label: t('figures.type'), children: CONTROL_LABELS[c.control] },
    { key: 'size', label: t('figures.undergrads'), children: c.undergrads === null || c.undergrads === undefined ? notReported() : formatNumber(c.undergrads) },
    { key: 'rate', label: t('figures.rate'), children: formatRate(c.admissionRate) },
    { key: 'tests', label: t('figures.tests'), children: c.testPolicy ? TEST_POLICY_LABELS[c.testPolicy] : notReported() },
    { key: 'sat', label: t('figures.sat'), children: formatRange(c.sat25, c.sat75) },
    { key: 'act', label: t('figures.act'), children: formatRange(c.act25, c.act75) },
    { key: 'net', label: t('figures.net'), children: formatMoney(c.netPrice) },
    { key: 'cost', label: t('figures.cost'), children: formatMoney(c.costOfAttendance) },
    { key: 'in-state', label: t('figures.inState'), children: formatMoney(c.tuitionInState) },
    { key: 'out-state', label: t('figures.outState'), children: formatMoney(c.tuitionOutOfState) },
    { key: 'completion', label: t('figures.completion'), children: formatRate(c.completionRate4yr) },
    { key: 'retention', label: t('figures.retention'), children: formatRate(c.retentionRate) },
    {
      key: 'url', label: t('figures.website'),
      children: c.url
        ? <Typography.Link href={webAddress(c.url)} target="_blank" rel="noopener noreferrer">{c.url}</Typography.Link>
        : notReported(),
    },
  ];
  return (
    <Card title={t('figures.title')}>
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('figures.source')}
      </Typography.Paragraph>
    </Card>
  );
}
