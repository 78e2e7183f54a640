import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Empty, Flex, Form, Input, Skeleton, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../app/date-format';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { LinkButton } from '../../components/LinkButton';
import { LoadErrorResult } from '../../components/LoadErrorResult';
import { PageHeading } from '../../components/PageHeading';
import { BragSheetDocument, MyStudentDocument, SaveBragSheetDocument } from '../../gql/graphql';
import { answeredCount, answersChanged, answersOf, answersToSend, BRAG_ANSWER_MAX, type BragAnswers } from './brag-sheet-rules';
import { useUnsavedWarning } from './use-unsaved-warning';

/** `/student/brag-sheet`: the student answers their school's brag sheet questions; saved as part of their record. */
export function BragSheetPage() {
  const { t } = useTranslation(['letters', 'common']);
  const { token } = theme.useToken();
  const toast = useToast();
  const me = useQuery(MyStudentDocument, { fetchPolicy: 'cache-first' });
  const studentId = me.data?.myStudent?.id ?? null;
  const sheet = useQuery(BragSheetDocument, { variables: { studentId: studentId ?? '' }, skip: !studentId, fetchPolicy: 'cache-and-network' });
  const [save, { loading: saving }] = useMutation(SaveBragSheetDocument);
  const [form] = Form.useForm<BragAnswers>();
  const values = Form.useWatch([], form) as BragAnswers | undefined;
  const items = sheet.data?.bragSheet.items;
  const [loadedKey, setLoadedKey] = useState<string | null>(null);

  // The form takes the server's answers when they first arrive and after each save, not on every refetch while typing.
  const key = sheet.data ? `${sheet.data.bragSheet.updatedAt ?? ''}|${sheet.data.bragSheet.items.map((i) => i.questionId).join(',')}` : null;
  useEffect(() => {
    if (items && key !== loadedKey) {
      form.setFieldsValue(answersOf(items));
      setLoadedKey(key);
    }
  }, [items, key, loadedKey, form]);

  const dirty = Boolean(items && values && answersChanged(items, values));
  useUnsavedWarning(dirty);

  const back = <LinkButton to="/student/letters">{t('sheet.back')}</LinkButton>;
  const heading = <PageHeading title={t('sheet.title')} subtitle={t('sheet.subtitle')} extra={back} />;

  if ((me.loading && !me.data) || (studentId && sheet.loading && !sheet.data)) {
    return <>{heading}<div role="status" aria-busy="true" aria-label={t('sheet.loading')}><Card><Skeleton active paragraph={{ rows: 6 }} /></Card></div></>;
  }
  if (me.error && !me.data) {
    return <>{heading}<LoadErrorResult title={t('sheet.loadError')} onRetry={() => void me.refetch()} /></>;
  }
  if (!studentId) {
    return (
      <>
        {heading}
        <Card><Empty description={t('sheet.noProfile')}><LinkButton type="primary" to="/student/profile">{t('sheet.openProfile')}</LinkButton></Empty></Card>
      </>
    );
  }
  if (sheet.error && !sheet.data) {
    return <>{heading}<LoadErrorResult title={t('sheet.loadError')} onRetry={() => void sheet.refetch()} /></>;
  }
  const current = items ?? [];
  if (current.length === 0) {
    return <>{heading}<Card><Empty description={t('sheet.noQuestions')} /></Card></>;
  }

  const finish = async (v: BragAnswers) => {
    try {
      // The sheet has no id of its own, so the saved answers are written to the query the page reads.
      await save({
        variables: { studentId, answers: answersToSend(current, v) },
        update: (cache, { data }) => {
          if (data) cache.writeQuery({ query: BragSheetDocument, variables: { studentId }, data: { bragSheet: data.saveBragSheet } });
        },
      });
      toast.success(t('sheet.saved'));
    } catch (error) {
      toast.error(t('sheet.saveError'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
    }
  };
  const updatedAt = sheet.data?.bragSheet.updatedAt;

  return (
    <>
      {heading}
      <Card>
        <Flex justify="space-between" align="baseline" wrap gap={token.marginXS}>
          <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>{t('sheet.answers')}</Typography.Title>
          <Typography.Text type="secondary">
            {t('sheet.answered', { answered: answeredCount(current), total: current.length })}
            {updatedAt && <>{t('sheet.lastSaved')} <time dateTime={updatedAt}>{formatDateTime(updatedAt)}</time></>}
          </Typography.Text>
        </Flex>
        <Form form={form} name="brag-sheet" layout="vertical" requiredMark={false} onFinish={(v) => void finish(v)} disabled={saving}>
          {current.map((item, i) => (
            <Form.Item key={item.questionId} name={item.questionId} label={`${i + 1}. ${item.prompt}`}
              extra={t('sheet.upTo', { max: BRAG_ANSWER_MAX })}
              rules={[{ max: BRAG_ANSWER_MAX, message: t('sheet.atMost', { max: BRAG_ANSWER_MAX }) }]}>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={BRAG_ANSWER_MAX} showCount />
            </Form.Item>
          ))}
          {dirty && <Alert type="warning" showIcon style={{ marginBottom: token.margin }} title={t('unsaved.alert')} />}
          <Flex gap={token.marginXS}>
            <Button type="primary" htmlType="submit" loading={saving} disabled={!dirty && !saving}>{saving ? t('unsaved.saving') : t('sheet.save')}</Button>
            <Button disabled={!dirty || saving} onClick={() => form.setFieldsValue(answersOf(current))}>{t('unsaved.discard')}</Button>
          </Flex>
        </Form>
      </Card>
    </>
  );
}
