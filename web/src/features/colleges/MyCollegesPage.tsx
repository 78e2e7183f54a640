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
  const list = useMyList();
  const { confirm, holder } = useDangerConfirm();
  const find = <LinkButton to={collegeSearchPath('student')} icon={<SearchOutlined />}>Find colleges</LinkButton>;
  const heading = (
    <PageHeading title="My Colleges" subtitle="Your college list: plans, deadlines and what each application still needs."
      extra={<Space wrap>{find}{list.studentId && list.applications.length > 0 && <ExportCsvButton studentId={list.studentId} />}</Space>} />
  );

  if (list.loading) {
    return <>{heading}<Card role="status" aria-busy="true" aria-label="Loading your college list"><Skeleton active paragraph={{ rows: 6 }} /></Card></>;
  }
  if (list.error && !list.loaded) {
    return (
      <>
        {heading}
        <LoadErrorResult title="Your college list could not be loaded" onRetry={list.refetch} />
      </>
    );
  }
  if (!list.studentId) {
    return (
      <>
        {heading}
        <CreateProfilePrompt description="Create your profile to keep a college list." />
      </>
    );
  }

  const remove = (application: MyApplication) => confirm({
    title: `Remove ${application.collegeName} from your list?`,
    content: 'Its plan, status, materials checklist and history are removed too.',
    okText: 'Remove',
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
            <Empty description="No colleges on your list yet. Search the catalog and add the ones you are considering.">{find}</Empty>
          </Card>
        ) : (
          <>
            <Card aria-label="Summary">
              <Space size={48} wrap>
                <Statistic title="Colleges on my list" value={applications.length} />
                <Statistic title="Not yet submitted" value={open} />
                <Statistic title="Flags" value={applications.reduce((n, a) => n + a.flags.length, 0)} />
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
