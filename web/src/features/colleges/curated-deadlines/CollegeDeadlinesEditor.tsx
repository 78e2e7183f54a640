import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, DatePicker, Flex, Form, Select, Skeleton, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { graphqlMessage } from '../../../app/graphql-error';
import { useToast } from '../../../app/use-toast';
import { StaffCollegeDeadlinesDocument, StaffSetCollegeDeadlinesDocument, type ApplicationPlan } from '../../../gql/graphql';
import { PLAN_LABELS, PLANS } from '../application-labels';
import { formatDate } from '../../../app/date-format';

const DATE_FORMAT = 'YYYY-MM-DD';
/** The queries whose deadlines in force follow the curated ones, refetched after a save. */
const FOLLOWING_QUERIES = ['StaffDeadlineBoard', 'StaffStudentApplications'];

type Values = Partial<Record<ApplicationPlan, Dayjs | null>>;

export interface CollegeDeadlinesEditorProps {
  unitid: string;
  /** The admission cycle (year of entry) to open on; the editor offers the one before and after too. */
  cycle: number;
  /** Called after a successful save. */
  onSaved?: () => void;
  /** False where the page around the editor chooses the cycle (the college page). */
  showCycle?: boolean;
}

/**
 * A college's curated deadlines for one admission cycle, for staff: one date per plan the college offers (a plan
 * left empty is not offered, or not known, and shows as "Unknown" to students). Saving replaces the cycle's whole
 * set (setCollegeDeadlines); the deadlines are shared across the district.
 */
export function CollegeDeadlinesEditor({ unitid, cycle: initialCycle, onSaved, showCycle = true }: CollegeDeadlinesEditorProps) {
  const { t } = useTranslation(['colleges', 'common']);
  const { token } = theme.useToken();
  const toast = useToast();
  const [chosenCycle, setCycle] = useState(initialCycle);
  const cycle = showCycle ? chosenCycle : initialCycle;
  const { data, loading, error, refetch } = useQuery(StaffCollegeDeadlinesDocument, { variables: { unitid, cycle }, fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(StaffSetCollegeDeadlinesDocument, { refetchQueries: FOLLOWING_QUERIES });

  const current = data?.collegeDeadlines.filter((d) => d.cycle === cycle) ?? [];
  const initialValues: Values = Object.fromEntries(current.map((d) => [d.plan, dayjs(d.date, DATE_FORMAT)]));
  const lastUpdate = [...current].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];

  const submit = async (values: Values) => {
    const deadlines = PLANS.flatMap((plan) => (values[plan] ? [{ plan, date: values[plan].format(DATE_FORMAT) }] : []));
    try {
      await save({ variables: { unitid, input: { cycle, deadlines } } });
      toast.success(t('editor.saved'), t('editor.savedDetail', { count: deadlines.length, cycle }));
      await refetch();
      onSaved?.();
    } catch (e) {
      toast.error(t('editor.saveError'), graphqlMessage(e) ?? t('common:errors.pleaseTryAgain'));
    }
  };

  const cycles = [initialCycle - 1, initialCycle, initialCycle + 1].map((c) => ({ value: c, label: t('editor.cycleOption', { year: c }) }));
  return (
    <Flex vertical gap={token.margin}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('editor.intro')}
      </Typography.Paragraph>
      {showCycle && (
        <Flex gap={token.marginXS} align="center" wrap>
          <label htmlFor={`deadline-cycle-${unitid}`}>{t('editor.cycle')}</label>
          <Select<number> id={`deadline-cycle-${unitid}`} value={cycle} onChange={setCycle} options={cycles} style={{ minWidth: 220 }} />
        </Flex>
      )}
      {error && (
        <Alert type="error" showIcon title={t('editor.loadError')} action={<Button size="small" onClick={() => void refetch()}>{t('common:errors.tryAgain')}</Button>} />
      )}
      {loading && !data ? (
        <div role="status" aria-busy="true" aria-label={t('editor.loading')}><Skeleton active paragraph={{ rows: 5 }} /></div>
      ) : data && (
        // Keyed by the loaded set, so the fields start from what is saved for this cycle.
        <Form<Values> key={`${cycle}:${current.map((d) => d.plan + d.date).join(',')}`} name={`college-deadlines-${unitid}`} layout="horizontal"
          labelCol={{ flex: '220px' }} initialValues={initialValues} onFinish={(v) => void submit(v)} disabled={saving.loading}>
          {PLANS.map((plan) => (
            <Form.Item key={plan} name={plan} label={t('editor.planLabel', { plan: PLAN_LABELS[plan], code: plan })} style={{ marginBottom: token.marginSM }}>
              <DatePicker format={DATE_FORMAT} allowClear placeholder={t('editor.notOffered')} style={{ width: 200 }} />
            </Form.Item>
          ))}
          <Flex gap={token.margin} align="center" wrap>
            <Button type="primary" htmlType="submit" loading={saving.loading}>{saving.loading ? t('editor.saving') : t('editor.save')}</Button>
            {lastUpdate && (
              <Typography.Text type="secondary">
                {t('editor.lastChanged', { date: formatDate(lastUpdate.updatedAt) })}
              </Typography.Text>
            )}
          </Flex>
        </Form>
      )}
    </Flex>
  );
}
