import { List, Typography, theme } from 'antd';
import { formatDateTime } from '../../app/date-format';
import { EmptyText } from '../../components/EmptyText';
import type { AcademicPlanFieldsFragment } from '../../gql/graphql';
import { messages } from './messages';
import { historyAction, newestFirst } from './plan-history';

const m = messages.review;

/** The plan's comments and its history (who did what, when), newest first. */
export function PlanActivity({ plan }: { plan: Pick<AcademicPlanFieldsFragment, 'comments' | 'history'> }) {
  const { token } = theme.useToken();
  const comments = newestFirst(plan.comments.map((c) => ({ ...c, at: c.createdAt })));
  const history = newestFirst(plan.history);
  const heading = { fontSize: token.fontSize, marginTop: token.margin };
  return (
    <>
      <Typography.Title level={3} style={heading}>{m.comments}</Typography.Title>
      <List size="small" aria-label={m.comments} data-testid="plan-comments" dataSource={comments} locale={{ emptyText: <EmptyText>{m.noComments}</EmptyText> }}
        renderItem={(c) => (
          <List.Item key={c.id}>
            <div>
              <Typography.Text>{c.text}</Typography.Text>
              <div><Typography.Text type="secondary">{c.authorName}, <time dateTime={c.at}>{formatDateTime(c.at)}</time></Typography.Text></div>
            </div>
          </List.Item>
        )} />
      <Typography.Title level={3} style={heading}>{m.history}</Typography.Title>
      <List size="small" aria-label={m.history} data-testid="plan-history" dataSource={history} locale={{ emptyText: <EmptyText>{m.noHistory}</EmptyText> }}
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
