import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Button, Flex, Form, Input, Typography, theme } from 'antd';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { CommentOnPlanDocument, ReviewPlanDocument, type AcademicPlanStatus, type PlanReviewDecision } from '../../gql/graphql';
import { keepPlan } from './use-plan-writes';

const COMMENT_MAX = 2000;

/** The counselor's comment and decision: approve, or return with a comment saying what to change (the server insists too). */
export function PlanReviewForm({ studentId, status }: { studentId: string; status: AcademicPlanStatus }) {
  const { t } = useTranslation('planning');
  const { token } = theme.useToken();
  const toast = useToast();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [review, reviewing] = useMutation(ReviewPlanDocument);
  const [addComment, commenting] = useMutation(CommentOnPlanDocument);
  const submitted = status === 'SUBMITTED';
  const busy = reviewing.loading || commenting.loading;

  async function decide(decision: PlanReviewDecision) {
    const text = comment.trim();
    if (decision === 'RETURN' && !text) { setProblem(t('review.commentRequired')); return; }
    setProblem(null);
    try {
      await review({ variables: { studentId, decision, comment: text || null }, update: (cache, { data }) => keepPlan(cache, studentId, data?.reviewPlan) });
      setComment('');
      toast.success(decision === 'APPROVE' ? t('review.approved') : t('review.returned'));
    } catch (error) {
      toast.error(t('review.failed'), graphqlMessage(error) ?? t('tryAgain'));
    }
  }

  async function justComment() {
    const text = comment.trim();
    if (!text) return;
    try {
      await addComment({ variables: { studentId, text }, update: (cache, { data }) => keepPlan(cache, studentId, data?.commentOnPlan) });
      setComment('');
      toast.success(t('review.commented'));
    } catch (error) {
      toast.error(t('review.failed'), graphqlMessage(error) ?? t('tryAgain'));
    }
  }

  return (
    <Form layout="vertical" onFinish={() => undefined} style={{ marginTop: token.margin }}>
      <Form.Item label={t('review.comment')} htmlFor="plan-review-comment" extra={t('review.commentHint')}
        validateStatus={problem ? 'error' : undefined} help={problem ?? undefined} style={{ marginBottom: token.marginSM }}>
        <Input.TextArea id="plan-review-comment" value={comment} maxLength={COMMENT_MAX} autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(e) => { setComment(e.target.value); if (problem) setProblem(null); }} disabled={busy} />
      </Form.Item>
      <Flex gap={token.marginSM} wrap align="center">
        <Button type="primary" disabled={!submitted || busy} loading={reviewing.loading} onClick={() => void decide('APPROVE')}>{t('review.approve')}</Button>
        <Button danger disabled={!submitted || busy} onClick={() => void decide('RETURN')}>{t('review.return')}</Button>
        <Button disabled={!comment.trim() || busy} loading={commenting.loading} onClick={() => void justComment()}>{t('review.addComment')}</Button>
        {!submitted && <Typography.Text type="secondary">{t('review.onlySubmitted')}</Typography.Text>}
      </Flex>
    </Form>
  );
}
