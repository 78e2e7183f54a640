import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Collapse, Flex, Select, Space, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import type { ApplicationMaterialsInput, ApplicationPlan, ApplicationStatus } from '../../../gql/graphql';
import { formatDate } from '../../../app/date-format';
import { DEADLINE_SOURCE_LABELS, PLAN_LABELS, PLANS, STATUS_LABELS, STATUSES, daysUntil } from '../college-format';
import { collegePath } from '../college-paths';
import { lettersMissingText } from '../letters-format';
import type { MyApplication, useMyList } from '../use-my-list';
import { ApplicationTasks } from '../../counseling/tasks/ApplicationTasks';
import { ApplicationHistory } from './ApplicationHistory';
import { FitReason, FitTag } from './FitTag';
import { MaterialsChecklist } from './MaterialsChecklist';
import { OwnDeadlineEditor } from './OwnDeadlineEditor';
import { MyScattergram } from '../../outcomes/StudentScattergram';

const PLAN_OPTIONS = PLANS.map((p) => ({ value: p, label: PLAN_LABELS[p] }));
const STATUS_OPTIONS = STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

interface ApplicationCardProps {
  application: MyApplication;
  list: ReturnType<typeof useMyList>;
  onRemove: (application: MyApplication) => void;
}

function DeadlineText({ application: a }: { application: MyApplication }) {
  if (!a.deadline) {
    return <Typography.Text>Deadline: <strong>Unknown</strong> <Typography.Text type="secondary">({a.plan ? DEADLINE_SOURCE_LABELS.UNKNOWN : 'choose a plan'})</Typography.Text></Typography.Text>;
  }
  const days = daysUntil(a.deadline);
  const when = days === 0 ? 'today' : days > 0 ? `in ${days} day${days === 1 ? '' : 's'}` : `${-days} day${days === -1 ? '' : 's'} ago`;
  return (
    <Typography.Text>
      Deadline: <strong>{formatDate(a.deadline, 'Unknown')}</strong> ({when}) <Typography.Text type="secondary">· {DEADLINE_SOURCE_LABELS[a.deadlineSource]}</Typography.Text>
    </Typography.Text>
  );
}

/** One college on the student's list: plan, status, deadline, fit, flags, materials and history. */
export function ApplicationCard({ application: a, list, onRemove }: ApplicationCardProps) {
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
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>{a.college.city}, {a.college.state} · Fall {a.cycle}</Typography.Text>
        </Flex>
      }
      extra={<Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${name} from my list`} onClick={() => onRemove(a)}>Remove</Button>}
    >
      <Flex vertical gap={12}>
        <Flex gap={16} wrap align="center">
          <Space>
            <label htmlFor={`plan-${a.id}`}>Plan</label>
            <Select<ApplicationPlan> id={`plan-${a.id}`} style={{ width: 230 }} placeholder="Not decided" options={PLAN_OPTIONS} value={a.plan ?? undefined}
              onChange={(plan) => void list.updateApplication(a, { plan }, `plan ${PLAN_LABELS[plan]}`)} />
          </Space>
          <Space>
            <label htmlFor={`status-${a.id}`}>Status</label>
            <Select<ApplicationStatus> id={`status-${a.id}`} style={{ width: 190 }} options={STATUS_OPTIONS} value={a.status}
              onChange={(status) => void list.updateApplication(a, { status }, `status ${STATUS_LABELS[status]}`)} />
          </Space>
          <FitTag fit={a.fit} />
        </Flex>
        <Flex gap={8} wrap align="center">
          <DeadlineText application={a} />
          <OwnDeadlineEditor application={a} list={list} />
        </Flex>
        <FitReason fit={a.fit} />
        {a.flags.map((flag) => (
          <Alert key={flag.code} type={flag.code === 'DEADLINE_PASSED' ? 'error' : 'warning'} showIcon title={flag.message} />
        ))}
        <Flex gap={4} wrap align="center">
          {a.lettersMissing > 0 && <Tag color="warning" style={{ color: token.colorText }}>{lettersMissingText(a.lettersMissing)}</Tag>}
          <Typography.Text>{a.missing.length ? 'Missing:' : 'Nothing missing.'}</Typography.Text>
          {a.missing.map((m) => <Tag key={m}>{m}</Tag>)}
        </Flex>
        <Collapse
          size="small"
          items={[
            { key: 'materials', label: 'Materials checklist', children: <><MaterialsChecklist application={a} onSave={saveMaterials} /><ApplicationTasks applicationId={a.id} collegeName={name} /></> },
            { key: 'history', label: `History (${a.history.length})`, children: <ApplicationHistory history={a.history} /> },
            // Drawn only when opened: one scattergram query per college the student looks at.
            { key: 'scattergram', label: 'Past applicants from my school', children: <MyScattergram unitid={a.collegeId} /> },
          ]}
        />
      </Flex>
    </Card>
  );
}
