import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Flex, Form, Radio, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { LinkButton } from '../../components/LinkButton';
import { PageHeading } from '../../components/PageHeading';
import { MyCollegePreferencesDocument, SaveCollegePreferencesDocument, type CollegePreferencesInput } from '../../gql/graphql';
import { LoadErrorResult } from '../../components/LoadErrorResult';
import { serverText } from '../../i18n/server-text';

type Answers = Record<string, string | string[] | null | undefined>;

const text = (v: Answers[string]) => (typeof v === 'string' ? v : null);
const list = (v: Answers[string]) => (Array.isArray(v) ? v : []);

/** `/student/college-preference`: the questionnaire. */
export function CollegePreferencePage() {
  const { t } = useTranslation('students');
  const toast = useToast();
  const [savePreferences] = useMutation(SaveCollegePreferencesDocument, { refetchQueries: [MyCollegePreferencesDocument], awaitRefetchQueries: true });
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
      toast.error(t('preference.error'), t('preference.noProfile'));
      return;
    }
    setSaving(true);
    try {
      // Every question and checklist is sent: an unanswered one clears what was saved before.
      const answers: Record<string, string | string[] | null> = {};
      for (const q of data?.collegePreferenceQuestionnaire.questions ?? []) answers[q.field] = text(values[q.field]);
      for (const c of data?.collegePreferenceQuestionnaire.checklists ?? []) answers[c.field] = list(values[c.field]);
      const input: CollegePreferencesInput = { studentId, ...answers };
      await savePreferences({ variables: { studentId, input } });
      toast.success(t('preference.saved'), t('preference.savedDetail'));
    } catch (err) {
      toast.error(t('preference.error'), graphqlMessage(err) ?? t('preference.saveError'));
    } finally {
      setSaving(false);
    }
  }

  const heading = <PageHeading title={t('preference.title')} subtitle={t('preference.subtitle')} />;
  if (loading && !data) {
    return <>{heading}<Card role="status" aria-busy="true" aria-label={t('preference.loading')}><Skeleton active paragraph={{ rows: 10 }} /></Card></>;
  }
  if (error && !data) {
    return (
      <>
        {heading}
        <LoadErrorResult title={t('preference.loadError')} onRetry={() => void refetch()} />
      </>
    );
  }
  const questionnaire = data!.collegePreferenceQuestionnaire;

  return (
    <>
      {heading}
      {!studentId && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('preference.profileFirst')}
          description={t('preference.profileFirstDetail')}
          action={<LinkButton size="small" to="/student/profile">{t('preference.myProfile')}</LinkButton>} />
      )}
      <Form form={form} name="college-preferences" layout="vertical" onFinish={submit}>
        <Card title={t('preference.about')}>
          {questionnaire.questions.map((q) => (
            <Form.Item key={q.field} name={q.field} label={serverText(q.label)}>
              <Radio.Group>
                <Flex vertical gap={8}>
                  {/* The answer saved is the service's English option; only its label reads in the reader's language. */}
                  {q.options.map((o) => <Radio key={o} value={o}>{serverText(o)}</Radio>)}
                </Flex>
              </Radio.Group>
            </Form.Item>
          ))}
        </Card>
        {questionnaire.checklists.map((c) => (
          <Card key={c.field} title={serverText(c.label)} style={{ marginTop: 16 }}>
            <Form.Item name={c.field} label={t('preference.checkEvery', { label: serverText(c.label) })}>
              <Checkbox.Group style={{ width: '100%' }}>
                <Flex vertical gap={8}>
                  {c.statements.map((s) => <Checkbox key={s.id} value={s.text}>{serverText(s.text)}</Checkbox>)}
                </Flex>
              </Checkbox.Group>
            </Form.Item>
          </Card>
        ))}
        <Button type="primary" htmlType="submit" loading={saving} style={{ marginTop: 16 }}>
          {saving ? t('preference.saving') : t('preference.save')}
        </Button>
      </Form>
    </>
  );
}
