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
      toast.success('Deadlines saved', `${deadlines.length} curated deadline${deadlines.length === 1 ? '' : 's'} for the ${cycle} cycle.`);
      await refetch();
      onSaved?.();
    } catch (e) {
      toast.error('The deadlines could not be saved', graphqlMessage(e) ?? 'Please try again.');
    }
  };

  const cycles = [initialCycle - 1, initialCycle, initialCycle + 1].map((c) => ({ value: c, label: `${c} (entering autumn ${c})` }));
  return (
    <Flex vertical gap={token.margin}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Curated deadlines are shared across the district. Enter a date for each plan this college offers; a plan left empty shows as Unknown. Saving replaces this cycle&apos;s deadlines.
      </Typography.Paragraph>
      {showCycle && (
        <Flex gap={token.marginXS} align="center" wrap>
          <label htmlFor={`deadline-cycle-${unitid}`}>Admission cycle</label>
          <Select<number> id={`deadline-cycle-${unitid}`} value={cycle} onChange={setCycle} options={cycles} style={{ minWidth: 220 }} />
        </Flex>
      )}
      {error && (
        <Alert type="error" showIcon title="The curated deadlines could not be loaded" action={<Button size="small" onClick={() => void refetch()}>Try again</Button>} />
      )}
      {loading && !data ? (
        <div role="status" aria-busy="true" aria-label="Loading the curated deadlines"><Skeleton active paragraph={{ rows: 5 }} /></div>
      ) : data && (
        // Keyed by the loaded set, so the fields start from what is saved for this cycle.
        <Form<Values> key={`${cycle}:${current.map((d) => d.plan + d.date).join(',')}`} name={`college-deadlines-${unitid}`} layout="horizontal"
          labelCol={{ flex: '220px' }} initialValues={initialValues} onFinish={(v) => void submit(v)} disabled={saving.loading}>
          {PLANS.map((plan) => (
            <Form.Item key={plan} name={plan} label={`${PLAN_LABELS[plan]} (${plan})`} style={{ marginBottom: token.marginSM }}>
              <DatePicker format={DATE_FORMAT} allowClear placeholder="Not offered or unknown" style={{ width: 200 }} />
            </Form.Item>
          ))}
          <Flex gap={token.margin} align="center" wrap>
            <Button type="primary" htmlType="submit" loading={saving.loading}>{saving.loading ? 'Saving...' : 'Save Deadlines'}</Button>
            {lastUpdate && (
              <Typography.Text type="secondary">
                Last changed {formatDate(lastUpdate.updatedAt)}
              </Typography.Text>
            )}
          </Flex>
        </Form>
      )}
    </Flex>
  );
}
