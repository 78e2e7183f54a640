import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Result, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/current-user';
import { userRole } from '../../app/user';
import { LinkButton } from '../../components/LinkButton';
import { PageHeading } from '../../components/PageHeading';
import { CollegeDetailDocument, type ApplicationPlan } from '../../gql/graphql';
import { PLAN_LABELS, PLANS, STATUS_LABELS, cycleFor, labelOptions } from './college-format';
import { MY_COLLEGES_PATH, collegeSearchPath } from './college-paths';
import { AddToListButton } from './components/AddToListButton';
import { CollegeFigures } from './components/CollegeFigures';
import { CuratedDeadlinesCard } from './curated-deadlines/CuratedDeadlinesCard';
import { useMyList } from './use-my-list';
import { LoadErrorResult } from '../../components/LoadErrorResult';
import { MyScattergram } from '../outcomes/StudentScattergram';

const PLAN_OPTIONS = labelOptions(PLANS, PLAN_LABELS);

/**
 * `/<role>/colleges/:unitid`: one college's figures and curated deadlines for an admission cycle (the student's own
 * by default); students add it to their list, staff curate its deadlines (curated-deadlines/).
 */
export function CollegePage() {
  const { t } = useTranslation('colleges');
  const { unitid = '' } = useParams();
  const { user } = useCurrentUser();
  const role = userRole(user) ?? 'student';
  const isStudent = role === 'student';
  const list = useMyList(!isStudent);
  const ownCycle = cycleFor(isStudent ? list.student?.grade : null);
  const [chosenCycle, setCycle] = useState<number | null>(null);
  const cycle = chosenCycle ?? ownCycle;
  const [plan, setPlan] = useState<ApplicationPlan | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(CollegeDetailDocument, {
    variables: { unitid, cycle },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const college = shown?.college ?? null;
  const back = <LinkButton to={collegeSearchPath(role)} icon={<ArrowLeftOutlined />}>{t('college.back')}</LinkButton>;

  if (loading && !shown) {
    return (
      <>
        <PageHeading title={t('college.heading')} extra={back} />
        <Card role="status" aria-busy="true" aria-label={t('college.loading')}><Skeleton active paragraph={{ rows: 6 }} /></Card>
      </>
    );
  }
  if (error && !shown) {
    return (
      <>
        <PageHeading title={t('college.heading')} extra={back} />
        <LoadErrorResult title={t('college.loadError')} onRetry={() => void refetch()} />
      </>
    );
  }
  if (!college) {
    return (
      <>
        <PageHeading title={t('college.notFound')} extra={back} />
        <Result status="404" title={t('college.notFound')} subTitle={t('college.notFoundDetail')} />
      </>
    );
  }

  const application = isStudent ? list.onList(college.unitid) : null;
  const baseCycle = cycleFor(null);
  const cycles = [...new Set([baseCycle, baseCycle + 1, baseCycle + 2, baseCycle + 3, ownCycle, cycle])].sort();
  return (
    <>
      <PageHeading title={college.name} subtitle={`${college.city}, ${college.state}${college.zip ? ` ${college.zip}` : ''}`} extra={back} />
      {isStudent && (
        <Card style={{ marginBottom: 16 }} aria-label={t('college.myList')}>
          {application ? (
            <Flex align="center" gap={12} wrap>
              <Tag color="blue">{t('college.onList')}</Tag>
              <Typography.Text>
                {STATUS_LABELS[application.status]}{application.plan ? `, ${PLAN_LABELS[application.plan]}` : ''}
              </Typography.Text>
              <LinkButton to={MY_COLLEGES_PATH}>{t('college.openMyColleges')}</LinkButton>
            </Flex>
          ) : (
            <Space wrap>
              <label htmlFor="add-plan">{t('college.planOptional')}</label>
              <Select id="add-plan" allowClear placeholder={t('college.decideLater')} style={{ width: 230 }} options={PLAN_OPTIONS}
                value={plan} onChange={(p) => setPlan(p ?? null)} />
              <AddToListButton list={list} unitid={college.unitid} name={college.name} plan={plan} />
            </Space>
          )}
          {list.loaded && !list.studentId && (
            <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('createProfileToKeepList')}
              action={<LinkButton size="small" to="/student/profile">{t('myProfile')}</LinkButton>} />
          )}
        </Card>
      )}
      <Flex vertical gap={16}>
        <CollegeFigures college={college} />
        {isStudent && <MyScattergram unitid={college.unitid} size="default" />}
        <CuratedDeadlinesCard
          unitid={college.unitid}
          collegeName={college.name}
          cycle={cycle}
          cycles={cycles}
          onCycleChange={setCycle}
          deadlines={college.deadlines}
          loading={loading}
          staff={!isStudent}
          onSaved={() => void refetch()}
        />
      </Flex>
    </>
  );
}
