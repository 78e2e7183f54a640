import { useTranslation } from 'react-i18next';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Flex, Form, Input, Skeleton, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { LoadErrorResult } from '../../components/LoadErrorResult';
import { BragSheetQuestionsDocument, SetBragSheetQuestionsDocument } from '../../gql/graphql';
import { BRAG_PROMPT_MAX, BRAG_PROMPTS_MAX, moved, promptsToSend, repeatedPrompt } from './brag-sheet-rules';
import { useUnsavedWarning } from './use-unsaved-warning';

interface Values { prompts: string[] }

/**
 * A school's brag sheet questions, edited as a list and saved together (they replace the school's). An answer
 * follows its question's words, so a reworded question starts unanswered and a moved one keeps its answers.
 */
export function BragQuestionsEditor({ schoolId, schoolName }: { schoolId: string; schoolName: string }) {
  const { t } = useTranslation(['letters', 'common']);
  const { token } = theme.useToken();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const { data, loading, error, refetch } = useQuery(BragSheetQuestionsDocument, { variables: { schoolId }, fetchPolicy: 'cache-and-network' });
  const [save, { loading: saving }] = useMutation(SetBragSheetQuestionsDocument);
  const saved = data?.bragSheetQuestions;
  const rows = Form.useWatch('prompts', form);

  const savedKey = saved?.map((q) => q.id).join(',');
  useEffect(() => {
    if (saved) form.setFieldsValue({ prompts: saved.map((q) => q.prompt) });
  }, [savedKey, saved, form]);

  const current = promptsToSend(rows ?? []);
  const dirty = Boolean(saved && rows && (current.length !== saved.length || current.some((p, i) => p !== saved[i]?.prompt)));
  useUnsavedWarning(dirty);

  if (loading && !data) return <div role="status" aria-busy="true" aria-label={t('questions.loading')}><Skeleton active paragraph={{ rows: 4 }} /></div>;
  if (error && !data) return <LoadErrorResult title={t('questions.loadError')} onRetry={() => void refetch()} />;

  const finish = async (v: Values) => {
    const prompts = promptsToSend(v.prompts ?? []);
    try {
      await save({
        variables: { schoolId, prompts },
        update: (cache, { data: answer }) => {
          if (answer) cache.writeQuery({ query: BragSheetQuestionsDocument, variables: { schoolId }, data: { bragSheetQuestions: answer.setBragSheetQuestions } });
        },
      });
      toast.success(t('questions.saved'), t('questions.savedDetail', { school: schoolName }));
    } catch (e) {
      toast.error(t('questions.saveError'), graphqlMessage(e) ?? t('common:errors.pleaseTryAgain'));
    }
  };
  const notRepeated = (i: number) => ({
    validator: async (_: unknown, value: string | undefined) => {
      const earlier = promptsToSend(((form.getFieldValue('prompts') as string[] | undefined) ?? []).slice(0, i));
      if (value && earlier.includes(value.trim())) throw new Error(t('questions.repeated'));
    },
  });

  return (
    <Form form={form} name={`brag-questions-${schoolId}`} layout="vertical" requiredMark={false} onFinish={(v) => void finish(v)} disabled={saving}>
      <Form.List name="prompts" rules={[{
        validator: async (_, value: string[] | undefined) => {
          const prompts = promptsToSend(value ?? []);
          if (prompts.length === 0) throw new Error(t('questions.keepOne'));
          if (prompts.length > BRAG_PROMPTS_MAX) throw new Error(t('questions.atMost', { max: BRAG_PROMPTS_MAX }));
          if (repeatedPrompt(prompts)) throw new Error(t('questions.once'));
        },
      }]}>
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={token.marginXS}>
            {fields.map((field, i) => (
              <Flex key={field.key} gap={token.marginXS} align="flex-start" role="group" aria-label={t('questions.question', { n: i + 1 })}>
                <Form.Item name={field.name} label={t('questions.question', { n: i + 1 })} style={{ flex: 1, marginBottom: token.marginXS }}
                  rules={[{ required: true, whitespace: true, message: t('questions.required') }, { max: BRAG_PROMPT_MAX }, notRepeated(i)]}>
                  <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={BRAG_PROMPT_MAX} showCount />
                </Form.Item>
                <Flex gap={token.marginXXS} style={{ marginTop: 30 }}>
                  <Button icon={<ArrowUpOutlined />} aria-label={t('questions.up', { n: i + 1 })} disabled={i === 0}
                    onClick={() => form.setFieldValue('prompts', moved(form.getFieldValue('prompts') as string[], i, -1))} />
                  <Button icon={<ArrowDownOutlined />} aria-label={t('questions.down', { n: i + 1 })} disabled={i === fields.length - 1}
                    onClick={() => form.setFieldValue('prompts', moved(form.getFieldValue('prompts') as string[], i, 1))} />
                  <Button icon={<DeleteOutlined />} danger aria-label={t('questions.remove', { n: i + 1 })} disabled={fields.length === 1} onClick={() => remove(field.name)} />
                </Flex>
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            <Button icon={<PlusOutlined />} onClick={() => add('')} disabled={fields.length >= BRAG_PROMPTS_MAX} style={{ alignSelf: 'flex-start' }}>
              {t('questions.add')}
            </Button>
            <Typography.Text type="secondary">
              {t('questions.help', { count: fields.length, max: BRAG_PROMPTS_MAX, chars: BRAG_PROMPT_MAX })}
            </Typography.Text>
          </Flex>
        )}
      </Form.List>
      {dirty && <Alert type="warning" showIcon style={{ margin: `${token.margin}px 0` }} title={t('unsaved.alert')} />}
      <Flex gap={token.marginXS} style={{ marginTop: token.margin }}>
        <Button type="primary" htmlType="submit" loading={saving} disabled={!dirty && !saving}>{saving ? t('unsaved.saving') : t('questions.save')}</Button>
        <Button disabled={!dirty || saving} onClick={() => form.setFieldsValue({ prompts: (saved ?? []).map((q) => q.prompt) })}>{t('unsaved.discard')}</Button>
      </Flex>
    </Form>
  );
}
