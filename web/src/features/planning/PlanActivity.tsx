import { useTranslation } from 'react-i18next';
import { List, Typography, theme } from 'antd';
import { formatDateTime } from '../../app/date-format';
import { EmptyText } from '../../components/EmptyText';
import type { AcademicPlanFieldsFragment } from '../../gql/graphql';
import { historyAction, newestFirst } from './plan-history';

/** The plan's comments and its history (who did what, when), newest first. */
export function PlanActivity({ plan }: { plan: Pick<AcademicPlanFieldsFragment, 'comments' | 'history'> }) {
  const { t } = useTranslation('planning');
  const { token } = theme.useToken();
  const comments = newestFirst(plan.comments.map((c) => ({ ...c, at: c.createdAt })));
  const history = newestFirst(plan.history);
  const heading = { fontSize: token.fontSize, marginTop: token.margin };
  return (
    <>
      <Typography.Title level={3} style={heading}>{t('activity.comments')}</Typography.Title>
      <List size="small" aria-label={t('activity.comments')} data-testid="plan-comments" dataSource={comments} locale={{ emptyText: <EmptyText>{t('activity.noComments')}</EmptyText> }}
        renderItem={(c) => (
          <List.Item key={c.id}>
            <div>
              <Typography.Text>{c.text}</Typography.Text>
              <div><Typography.Text type="secondary">{c.authorName}, <time dateTime={c.at}>{formatDateTime(c.at)}</time></Typography.Text></div>
            </div>
          </List.Item>
        )} />
      <Typography.Title level={3} style={heading}>{t('activity.history')}</Typography.Title>
      <List size="small" aria-label={t('activity.history')} data-testid="plan-history" dataSource={history} locale={{ emptyText: <EmptyText>{t('activity.noHistory')}</EmptyText> }}
        renderItem={(h, i) => (
          <List.Item key={`${h.at}:${i}`}>
            <Typography.Text>
              <Typography.Text strong>{historyAction(h)}</Typography.Text>{h.detail ? ` — ${h.detail}` : ''}{' '}
              <Typography.Text type="secondary">· {h.actorName}, <time dateTime={h.at}>{formatDateTime(h.at)}</time></Typography.Text>
            </Typography.Text>
          </List.Item>
        )} />
    </>
  );
}
