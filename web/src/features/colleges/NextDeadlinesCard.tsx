import { Alert, Button, Card, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton';
import { OPEN_STATUSES, PLAN_LABELS, daysUntil, formatDate, todayIso } from './college-format';
import { MY_COLLEGES_PATH, collegeSearchPath } from './college-paths';
import { useMyList } from './use-my-list';

const SHOWN = 5;

/** The student dashboard's "Next deadlines": the soonest deadlines not yet submitted, with what is still missing. */
export function NextDeadlinesCard() {
  const list = useMyList();
  const today = todayIso();
  const next = list.applications
    .filter((a) => a.deadline && a.deadline >= today && OPEN_STATUSES.includes(a.status))
    .sort((a, b) => (a.deadline ?? '').localeCompare(b.deadline ?? '') || a.collegeName.localeCompare(b.collegeName))
    .slice(0, SHOWN);
  const extra = <Link to={MY_COLLEGES_PATH}>My Colleges</Link>;

  let body;
  if (list.loading) body = <div role="status" aria-busy="true" aria-label="Loading your deadlines"><Skeleton active paragraph={{ rows: 3 }} /></div>;
  else if (list.error && !list.loaded) {
    body = <Alert type="error" showIcon title="Your deadlines could not be loaded" action={<Button size="small" onClick={list.refetch}>Try again</Button>} />;
  } else if (list.applications.length === 0) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No colleges on your list yet.">
        <LinkButton to={collegeSearchPath('student')}>Find colleges</LinkButton>
      </Empty>
    );
  } else if (next.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No upcoming deadlines: choose a plan for each college, or your deadlines are not entered yet." />;
  } else {
    body = (
      <List
        dataSource={next}
        renderItem={(a) => {
          const days = daysUntil(a.deadline!);
          return (
            <List.Item key={a.id}>
              <List.Item.Meta
                title={<><Typography.Text strong>{a.collegeName}</Typography.Text> <Typography.Text type="secondary">{a.plan ? PLAN_LABELS[a.plan] : ''}</Typography.Text></>}
                description={
                  <>
                    <Typography.Text>{formatDate(a.deadline)} ({days === 0 ? 'today' : `in ${days} day${days === 1 ? '' : 's'}`})</Typography.Text>
                    <div style={{ marginTop: 4 }}>
                      {a.missing.length ? <>Missing: {a.missing.map((m) => <Tag key={m}>{m}</Tag>)}</> : 'Nothing missing.'}
                    </div>
                  </>
                }
              />
            </List.Item>
          );
        }}
      />
    );
  }
  return <Card title="Next deadlines" extra={extra} data-testid="next-deadlines">{body}</Card>;
}
