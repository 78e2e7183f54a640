import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Form, Input, Skeleton, Typography, theme } from 'antd';
import { formatDateTime } from '../../app/date-format';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { serverText } from '../../i18n/server-text';
import { GuardianFamilyBragSheetDocument, GuardianSaveFamilyBragSheetDocument } from '../../gql/graphql';

const MAX_ANSWER = 5000;

/** The family part of the child's brag sheet: the one thing a guardian writes. Letter writers read it with the student's part. */
export function FamilyBragSheetCard({ studentId, name }: { studentId: string; name: string }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('guardian');
  const toast = useToast();
  const [form] = Form.useForm<Record<string, string>>();
  const q = useQuery(GuardianFamilyBragSheetDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(GuardianSaveFamilyBragSheetDocument);
  const sheet = q.data?.familyBragSheet;
  useEffect(() => {
    if (sheet) form.setFieldsValue(Object.fromEntries(sheet.items.map((i) => [i.questionId, i.answer])));
  }, [sheet, form]);

  const onFinish = async (values: Record<string, string>) => {
    try {
      await save({ variables: { studentId, answers: Object.entries(values).map(([questionId, answer]) => ({ questionId, answer: answer ?? '' })) } });
      toast.success(t('brag.saved'));
    } catch (error) {
      toast.error(t('brag.saveFailed'), graphqlMessage(error));
    }
  };

  let body;
  if (q.loading && !q.data) body = <div role="status" aria-busy="true" aria-label={t('brag.loading')}><Skeleton active paragraph={{ rows: 3 }} /></div>;
  else if (q.error && !sheet) body = <LoadErrorAlert title={t('brag.loadError')} onRetry={() => void q.refetch()} />;
  else if (sheet) {
    body = (
      <Form form={form} layout="vertical" onFinish={(v) => void onFinish(v)} requiredMark={false}>
        <Typography.Paragraph type="secondary">{t('brag.intro', { name })}</Typography.Paragraph>
        {sheet.items.map((i) => (
          <Form.Item key={i.questionId} name={i.questionId} label={serverText(i.prompt)}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={MAX_ANSWER} showCount />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={saving.loading}>{t('brag.save')}</Button>
        {sheet.updatedAt && <Typography.Text type="secondary" style={{ marginLeft: token.margin }}>{t('brag.updated', { when: formatDateTime(sheet.updatedAt) })}</Typography.Text>}
      </Form>
    );
  }
  return <Card title={<h2 style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>{t('brag.title')}</h2>} data-testid="family-brag-sheet">{body}</Card>;
}
