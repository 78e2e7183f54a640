import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Flex, Form, Radio, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { api, serverMessage } from '../../app/api';
import { useToast } from '../../app/use-toast';
import { LinkButton } from '../../components/LinkButton';
import { PageHeading } from '../../components/PageHeading';
import { MyCollegePreferencesDocument } from '../../gql/graphql';

type Answers = Record<string, string | string[] | null | undefined>;

/** `/student/college-preference`: the questionnaire (spec sections 2 and 3). */
export function CollegePreferencePage() {
  const client = useApolloClient();
  const toast = useToast();
  const [form] = Form.useForm<Answers>();
  const [saving, setSaving] = useState(false);
  const { data, loading, error, refetch } = useQuery(MyCollegePreferencesDocument, { fetchPolicy: 'cache-and-network' });
  const studentId = data?.myStudent?.id ?? null;
  const saved = data?.myStudent?.collegePreferences ?? null;

  useEffect(() => {
    if (saved) form.setFieldsValue({ ...saved });
  }, [saved, form]);

  async function submit(values: Answers) {
    if (!studentId) {
      toast.error('Error', 'Profile not found');
      return;
    }
    setSaving(true);
    try {
      const lists = data?.collegePreferenceQuestionnaire.checklists.map((c) => c.field) ?? [];
      const body: Record<string, unknown> = { studentId };
      for (const q of data?.collegePreferenceQuestionnaire.questions ?? []) body[q.field] = values[q.field] ?? null;
      for (const field of lists) body[field] = values[field] ?? [];
      await api.post(`/api/students/${encodeURIComponent(studentId)}/college-preferences`, body);
      await client.refetchQueries({ include: [MyCollegePreferencesDocument] });
      toast.success('Preferences saved', 'Your college preferences have been saved successfully.');
    } catch (err) {
      toast.error('Error', serverMessage(err) ?? 'Failed to save preferences. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  const heading = <PageHeading title="College Preference" subtitle="Tell your counselor what you are looking for in a college." />;
  if (loading && !data) {
    return <>{heading}<Card role="status" aria-busy="true" aria-label="Loading the questionnaire"><Skeleton active paragraph={{ rows: 10 }} /></Card></>;
  }
  if (error && !data) {
    return (
      <>
        {heading}
        <Result status="error" title="The questionnaire could not be loaded" subTitle="Please try again."
          extra={<Button onClick={() => void refetch()}>Try again</Button>} />
      </>
    );
  }
  const questionnaire = data!.collegePreferenceQuestionnaire;

  return (
    <>
      {heading}
      {!studentId && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="Create your profile first"
          description="Your preferences are saved with your profile."
          action={<LinkButton size="small" to="/student/profile">My Profile</LinkButton>} />
      )}
      <Form form={form} name="college-preferences" layout="vertical" onFinish={submit}>
        <Card title="About your college search">
          {questionnaire.questions.map((q) => (
            <Form.Item key={q.field} name={q.field} label={q.label}>
              <Radio.Group>
                <Flex vertical gap={8}>
                  {q.options.map((o) => <Radio key={o} value={o}>{o}</Radio>)}
                </Flex>
              </Radio.Group>
            </Form.Item>
          ))}
        </Card>
        {questionnaire.checklists.map((c) => (
          <Card key={c.field} title={c.label} style={{ marginTop: 16 }}>
            <Form.Item name={c.field} label={`${c.label}: check every statement that fits you`}>
              <Checkbox.Group style={{ width: '100%' }}>
                <Flex vertical gap={8}>
                  {c.statements.map((s) => <Checkbox key={s.id} value={s.text}>{s.text}</Checkbox>)}
                </Flex>
              </Checkbox.Group>
            </Form.Item>
          </Card>
        ))}
        <Button type="primary" htmlType="submit" loading={saving} style={{ marginTop: 16 }}>
          {saving ? 'Saving...' : 'Save Preferences'}
        </Button>
      </Form>
    </>
  );
}
