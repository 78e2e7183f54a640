import { useTranslation } from 'react-i18next';
import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import { Card, Flex, List, Typography, theme } from 'antd';
import type { AcademicPlanFieldsFragment } from '../../gql/graphql';
import { planText } from './plan-text';
import { TrackTag } from './PlanTags';

type Plan = Pick<AcademicPlanFieldsFragment, 'checks' | 'problems'>;

/** Each requirement set with its status, and each requirement met or what is missing, in the server's words. */
export function PlanChecks({ checks }: { checks: Plan['checks'] }) {
  // The sets' own labels (plan-labels) load with the checks that name them.
  const { t } = useTranslation(['planning', 'plan-labels']);
  const { token } = theme.useToken();
  if (checks.length === 0) return <Typography.Paragraph type="secondary">{t('checks.none')}</Typography.Paragraph>;
  return (
    <Flex vertical gap={token.margin} className="counsel-plan-checks" data-testid="plan-checks" aria-live="polite">
      {checks.map((set) => (
        <section key={set.setId} aria-label={set.setName} data-testid="plan-check-set" data-status={set.status}>
          <Flex gap={token.marginXS} align="center" wrap>
            <Typography.Title level={3} style={{ margin: 0, fontSize: token.fontSize }}>{set.setName}</Typography.Title>
            <TrackTag status={set.status} />
          </Flex>
          <Typography.Paragraph type="secondary" style={{ margin: `${token.marginXXS}px 0` }}>{planText(set.summaryText, set.summary)}</Typography.Paragraph>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {set.requirements.map((r) => (
              <li key={r.key} data-testid="plan-requirement" data-met={r.met} style={{ display: 'flex', gap: token.marginXS, alignItems: 'baseline' }}>
                {r.met
                  ? <CheckCircleFilled role="img" aria-label={t('checks.met')} style={{ color: token.colorSuccessText }} />
                  : <ExclamationCircleOutlined role="img" aria-label={t('checks.missing')} style={{ color: token.colorErrorText }} />}
                <span>{planText(r.summaryText, r.summary)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Flex>
  );
}

/** What is wrong with the plan itself, in words; nothing to show when nothing is. */
export function PlanProblems({ problems }: { problems: Plan['problems'] }) {
  const { t } = useTranslation(['planning', 'plan-labels']);
  if (problems.length === 0) return <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('problems.none')}</Typography.Paragraph>;
  return (
    <List size="small" aria-label={t('problems.title')} data-testid="plan-problems" dataSource={problems}
      renderItem={(p, i) => <List.Item key={`${p.kind}:${i}`}>{planText(p.messageText, p.message)}</List.Item>} />
  );
}

/** The checks and problems side by side with the grid (the student's live checklist, the counselor's view). */
export function PlanChecksCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation('planning');
  const { token } = theme.useToken();
  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>{t('checks.title')}</Typography.Title>} size="small">
      <PlanChecks checks={plan.checks} />
      <Typography.Title level={3} style={{ fontSize: token.fontSize, marginTop: token.margin }}>{t('problems.title')}</Typography.Title>
      <PlanProblems problems={plan.problems} />
    </Card>
  );
}
