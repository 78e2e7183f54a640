import { Alert, Button, Card, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton';
import { formatDate } from '../../app/date-format';
import { PLAN_LABELS, daysUntil, todayIso } from './college-format';
import { MY_COLLEGES_PATH, collegeSearchPath } from './college-paths';
import { daysAhead, nextDeadlines } from './next-deadlines';
import { useMyList } from './use-my-list';

const SHOWN = 5;

/** The student dashboard's "Next deadlines": the soonest deadlines not yet submitted, with what is still missing. */
export function StudentDeadlinesCard() {
  const list = useMyList();
  const today = todayIso();
  const next = nextDeadlines(list.applications, today, SHOWN);
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
          return (
            <List.Item key={a.id}>
              <List.Item.Meta
                title={<><Typography.Text strong>{a.collegeName}</Typography.Text> <Typography.Text type="secondary">{a.plan ? PLAN_LABELS[a.plan] : ''}</Typography.Text></>}
                description={
                  <>
                    <Typography.Text>{formatDate(a.deadline, 'Unknown')} ({daysAhead(daysUntil(a.deadline!))})</Typography.Text>
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
