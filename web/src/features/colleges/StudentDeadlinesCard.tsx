import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton';
import { formatDate } from '../../app/date-format';
import { serverText } from '../../i18n/server-text';
import { daysUntil, todayIso } from './college-format';
import { MY_COLLEGES_PATH, collegeSearchPath } from './college-paths';
import { nextDeadlines } from './next-deadlines';
import { useMyList } from './use-my-list';

const SHOWN = 5;

/** The student dashboard's "Next deadlines": the soonest deadlines not yet submitted, with what is still missing. */
export function StudentDeadlinesCard() {
  const { t } = useTranslation(['colleges', 'common']);
  const list = useMyList();
  const today = todayIso();
  const next = nextDeadlines(list.applications, today, SHOWN);
  const inDays = (days: number) => (days === 0 ? t('deadlines.today') : t('deadlines.inDays', { count: days }));
  const extra = <Link to={MY_COLLEGES_PATH}>{t('deadlines.myColleges')}</Link>;

  let body;
  if (list.loading) body = <div role="status" aria-busy="true" aria-label={t('deadlines.loading')}><Skeleton active paragraph={{ rows: 3 }} /></div>;
  else if (list.error && !list.loaded) {
    body = <Alert type="error" showIcon title={t('deadlines.loadError')} action={<Button size="small" onClick={list.refetch}>{t('common:errors.tryAgain')}</Button>} />;
  } else if (list.applications.length === 0) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deadlines.noColleges')}>
        <LinkButton to={collegeSearchPath('student')}>{t('deadlines.findColleges')}</LinkButton>
      </Empty>
    );
  } else if (next.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deadlines.none')} />;
  } else {
    body = (
      <List
        dataSource={next}
        renderItem={(a) => {
          return (
            <List.Item key={a.id}>
              <List.Item.Meta
                title={<><Typography.Text strong>{a.collegeName}</Typography.Text> <Typography.Text type="secondary">{a.plan ? t(`plans.${a.plan}`) : ''}</Typography.Text></>}
                description={
                  <>
                    <Typography.Text>{formatDate(a.deadline, t('deadlines.unknown'))} ({inDays(daysUntil(a.deadline!))})</Typography.Text>
                    <div style={{ marginTop: 4 }}>
                      {a.missing.length ? <>{t('deadlines.missing')} {a.missing.map((m) => <Tag key={m}>{serverText(m)}</Tag>)}</> : t('deadlines.nothingMissing')}
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
  return <Card title={t('deadlines.title')} extra={extra} data-testid="next-deadlines">{body}</Card>;
}
