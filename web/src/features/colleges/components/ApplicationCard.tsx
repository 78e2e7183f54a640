import { useTranslation } from 'react-i18next';
import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Collapse, Flex, Select, Space, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import type { ApplicationMaterialsInput, ApplicationPlan, ApplicationStatus } from '../../../gql/graphql';
import { formatDate } from '../../../app/date-format';
import { DEADLINE_SOURCE_LABELS, PLAN_LABELS, PLANS, STATUS_LABELS, STATUSES, daysText, daysUntil, labelOptions } from '../college-format';
import { serverText } from '../../../i18n/server-text';
import { flagText } from '../flag-text';
import { collegePath } from '../college-paths';
import { lettersMissingText } from '../letters-format';
import type { MyApplication, useMyList } from '../use-my-list';
import { ApplicationTasks } from '../../counseling/tasks/ApplicationTasks';
import { ApplicationHistory } from './ApplicationHistory';
import { FitReason, FitTag } from './FitTag';
import { MaterialsChecklist } from './MaterialsChecklist';
import { OwnDeadlineEditor } from './OwnDeadlineEditor';
import { MyScattergram } from '../../outcomes/StudentScattergram';

const PLAN_OPTIONS = labelOptions(PLANS, PLAN_LABELS);
const STATUS_OPTIONS = labelOptions(STATUSES, STATUS_LABELS);

interface ApplicationCardProps {
  application: MyApplication;
  list: ReturnType<typeof useMyList>;
  onRemove: (application: MyApplication) => void;
}

function DeadlineText({ application: a }: { application: MyApplication }) {
  const { t } = useTranslation('colleges');
  if (!a.deadline) {
    return <Typography.Text>{t('card.deadline')} <strong>{t('card.unknown')}</strong> <Typography.Text type="secondary">({a.plan ? DEADLINE_SOURCE_LABELS.UNKNOWN : t('card.choosePlan')})</Typography.Text></Typography.Text>;
  }
  const when = daysText(daysUntil(a.deadline));
  return (
    <Typography.Text>
      {t('card.deadline')} <strong>{formatDate(a.deadline, t('card.unknown'))}</strong> ({when}) <Typography.Text type="secondary">· {DEADLINE_SOURCE_LABELS[a.deadlineSource]}</Typography.Text>
    </Typography.Text>
  );
}

/** One college on the student's list: plan, status, deadline, fit, flags, materials and history. */
export function ApplicationCard({ application: a, list, onRemove }: ApplicationCardProps) {
  const { t } = useTranslation('colleges');
  const { token } = theme.useToken();
  const name = a.collegeName;
  const saveMaterials = (materials: ApplicationMaterialsInput, what: string) => list.updateApplication(a, { materials }, what);
  return (
    <Card
      data-testid={`application-${a.collegeId}`}
      aria-label={name}
      title={
        <Flex vertical style={{ whiteSpace: 'normal', padding: '8px 0' }}>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}><Link to={collegePath('student', a.collegeId)}>{name}</Link></Typography.Title>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>{a.college.city}, {a.college.state} · {t('card.fall', { year: a.cycle })}</Typography.Text>
        </Flex>
      }
      extra={<Button type="text" danger icon={<DeleteOutlined />} aria-label={t('card.removeOf', { college: name })} onClick={() => onRemove(a)}>{t('card.remove')}</Button>}
    >
      <Flex vertical gap={12}>
        <Flex gap={16} wrap align="center">
          <Space>
            <label htmlFor={`plan-${a.id}`}>{t('card.plan')}</label>
            <Select<ApplicationPlan> id={`plan-${a.id}`} style={{ width: 230 }} placeholder={t('card.notDecided')} options={PLAN_OPTIONS} value={a.plan ?? undefined}
              onChange={(plan) => void list.updateApplication(a, { plan }, t('card.planSaved', { plan: PLAN_LABELS[plan] }))} />
          </Space>
          <Space>
            <label htmlFor={`status-${a.id}`}>{t('card.status')}</label>
            <Select<ApplicationStatus> id={`status-${a.id}`} style={{ width: 190 }} options={STATUS_OPTIONS} value={a.status}
              onChange={(status) => void list.updateApplication(a, { status }, t('card.statusSaved', { status: STATUS_LABELS[status] }))} />
          </Space>
          <FitTag fit={a.fit} />
        </Flex>
        <Flex gap={8} wrap align="center">
          <DeadlineText application={a} />
          <OwnDeadlineEditor application={a} list={list} />
        </Flex>
        <FitReason fit={a.fit} />
        {a.flags.map((flag) => (
          <Alert key={flag.code} type={flag.code === 'DEADLINE_PASSED' ? 'error' : 'warning'} showIcon title={flagText(flag, a.deadline)} />
        ))}
        <Flex gap={4} wrap align="center">
          {a.lettersMissing > 0 && <Tag color="warning" style={{ color: token.colorText }}>{lettersMissingText(a.lettersMissing)}</Tag>}
          <Typography.Text>{a.missing.length ? t('card.missing') : t('card.nothingMissing')}</Typography.Text>
          {a.missing.map((m) => <Tag key={m}>{serverText(m)}</Tag>)}
        </Flex>
        <Collapse
          size="small"
          items={[
            { key: 'materials', label: t('card.materials'), children: <><MaterialsChecklist application={a} onSave={saveMaterials} /><ApplicationTasks applicationId={a.id} collegeName={name} /></> },
            { key: 'history', label: t('card.history', { n: a.history.length }), children: <ApplicationHistory history={a.history} /> },
            // Drawn only when opened: one scattergram query per college the student looks at.
            { key: 'scattergram', label: t('card.scattergram'), children: <MyScattergram unitid={a.collegeId} /> },
          ]}
        />
      </Flex>
    </Card>
  );
}
