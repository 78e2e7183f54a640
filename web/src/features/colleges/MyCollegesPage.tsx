import { useTranslation } from 'react-i18next';
import { SearchOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Skeleton, Space, Statistic } from 'antd';
import { useDangerConfirm } from '../../app/use-danger-confirm';
import { LinkButton } from '../../components/LinkButton';
import { PageHeading } from '../../components/PageHeading';
import { OPEN_STATUSES } from './college-format';
import { collegeSearchPath } from './college-paths';
import { byDeadline } from './deadline-order';
import { ApplicationCard } from './components/ApplicationCard';
import { CalendarFeedCard } from './components/CalendarFeedCard';
import { ExportCsvButton } from './components/ExportCsvButton';
import { useMyList, type MyApplication } from './use-my-list';
import { LoadErrorResult } from '../../components/LoadErrorResult';
import { CreateProfilePrompt } from '../students/components/CreateProfilePrompt';

/** `/student/my-colleges`: the student's college list with each application's deadline, materials and history. */
export function MyCollegesPage() {
  const { t } = useTranslation('colleges');
  const list = useMyList();
  const { confirm, holder } = useDangerConfirm();
  const find = <LinkButton to={collegeSearchPath('student')} icon={<SearchOutlined />}>{t('my.find')}</LinkButton>;
  const heading = (
    <PageHeading title={t('my.title')} subtitle={t('my.subtitle')}
      extra={<Space wrap>{find}{list.studentId && list.applications.length > 0 && <ExportCsvButton studentId={list.studentId} />}</Space>} />
  );

  if (list.loading) {
    return <>{heading}<Card role="status" aria-busy="true" aria-label={t('my.loading')}><Skeleton active paragraph={{ rows: 6 }} /></Card></>;
  }
  if (list.error && !list.loaded) {
    return (
      <>
        {heading}
        <LoadErrorResult title={t('my.loadError')} onRetry={list.refetch} />
      </>
    );
  }
  if (!list.studentId) {
    return (
      <>
        {heading}
        <CreateProfilePrompt description={t('my.createProfile')} />
      </>
    );
  }

  const remove = (application: MyApplication) => confirm({
    title: t('my.removeTitle', { college: application.collegeName }),
    content: t('my.removeContent'),
    okText: t('my.remove'),
    onOk: () => list.removeApplication(application),
  });
  const applications = [...list.applications].sort(byDeadline);
  const open = applications.filter((a) => OPEN_STATUSES.includes(a.status)).length;
  return (
    <>
      {heading}
      {holder}
      <Flex vertical gap={16}>
        {applications.length === 0 ? (
          <Card>
            <Empty description={t('my.empty')}>{find}</Empty>
          </Card>
        ) : (
          <>
            <Card aria-label={t('my.summary')}>
              <Space size={48} wrap>
                <Statistic title={t('my.onList')} value={applications.length} />
                <Statistic title={t('my.notSubmitted')} value={open} />
                <Statistic title={t('my.flags')} value={applications.reduce((n, a) => n + a.flags.length, 0)} />
              </Space>
            </Card>
            {applications.map((a) => <ApplicationCard key={a.id} application={a} list={list} onRemove={remove} />)}
          </>
        )}
        <CalendarFeedCard studentId={list.studentId} />
      </Flex>
    </>
  );
}
