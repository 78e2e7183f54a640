import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Col, Flex, Modal, Row, Statistic, Typography, theme } from 'antd';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { RolloverDocument, type RolloverMutation } from '../../gql/graphql';
import { formatDateTime } from '../../app/date-format';

type Report = RolloverMutation['rollover'];

/**
 * The year-end rollover: a dry run first (how many students move up a grade, how many graduate), then the real
 * run behind a confirmation. Graduates become read-only alumni, out of the default lists.
 */
export function RolloverCard() {
  const { token } = theme.useToken();
  const toast = useToast();
  const { t } = useTranslation(['roster', 'common']);
  const [modal, holder] = Modal.useModal();
  const [rollover, state] = useMutation(RolloverDocument);
  const [preview, setPreview] = useState<Report | null>(null);
  const [applied, setApplied] = useState<Report | null>(null);

  const run = async (dryRun: boolean): Promise<Report | null> => {
    try {
      const { data } = await rollover({ variables: { dryRun } });
      return data?.rollover ?? null;
    } catch (error) {
      toast.error(dryRun ? t('rollover.previewFailed') : t('rollover.failed'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
      return null;
    }
  };

  const previewRollover = async () => {
    const report = await run(true);
    if (report) {
      setPreview(report);
      setApplied(null);
    }
  };

  const confirmApply = (report: Report) =>
    modal.confirm({
      title: t('rollover.confirm'),
      content: `${t('rollover.promote', { count: report.promoted })} ${t('rollover.graduate', { count: report.graduated })}`,
      okText: t('rollover.run'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const done = await run(false);
        if (!done) return;
        setApplied(done);
        setPreview(null);
        toast.success(t('rollover.complete'), t('rollover.completeText', { promoted: done.promoted, graduated: done.graduated }));
      },
    });

  return (
    <Card title={t('rollover.title')}>
      {holder}
      <Flex vertical gap={token.margin}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('rollover.intro')}
        </Typography.Paragraph>
        {(preview ?? applied) && (
          <Row gutter={token.margin} role="region" aria-label={applied ? t('rollover.result') : t('rollover.preview')}>
            <Col span={12}><Statistic title={applied ? t('rollover.promoted') : t('rollover.toPromote')} value={(applied ?? preview)?.promoted} /></Col>
            <Col span={12}><Statistic title={applied ? t('rollover.graduated') : t('rollover.toGraduate')} value={(applied ?? preview)?.graduated} /></Col>
          </Row>
        )}
        {applied && <Alert type="success" showIcon title={t('rollover.appliedAt', { when: formatDateTime(applied.appliedAt) })} />}
        <Flex gap={token.marginXS} wrap>
          <Button onClick={() => void previewRollover()} loading={state.loading && !preview}>{t('rollover.previewButton')}</Button>
          {preview && (
            <Button danger onClick={() => confirmApply(preview)} disabled={state.loading}>{t('rollover.run')}</Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
