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
  const [modal, holder] = Modal.useModal();
  const [rollover, state] = useMutation(RolloverDocument);
  const [preview, setPreview] = useState<Report | null>(null);
  const [applied, setApplied] = useState<Report | null>(null);

  const run = async (dryRun: boolean): Promise<Report | null> => {
    try {
      const { data } = await rollover({ variables: { dryRun } });
      return data?.rollover ?? null;
    } catch (error) {
      toast.error(dryRun ? 'The rollover preview failed' : 'The rollover failed', graphqlMessage(error) ?? 'Please try again.');
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
      title: 'Run the year-end rollover?',
      content: `${report.promoted} ${report.promoted === 1 ? 'student moves' : 'students move'} up a grade and ${report.graduated} ${report.graduated === 1 ? 'student graduates' : 'students graduate'} to read-only alumni. This cannot be undone from the portal.`,
      okText: 'Run Rollover',
      cancelText: 'Cancel',
      okButtonProps: { danger: true },
      onOk: async () => {
        const done = await run(false);
        if (!done) return;
        setApplied(done);
        setPreview(null);
        toast.success('Rollover complete', `${done.promoted} promoted, ${done.graduated} graduated.`);
      },
    });

  return (
    <Card title="Year-end rollover">
      {holder}
      <Flex vertical gap={token.margin}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Moves every active student up a grade; grade 12 becomes the graduating class, kept as read-only alumni. Preview it first.
        </Typography.Paragraph>
        {(preview ?? applied) && (
          <Row gutter={token.margin} role="region" aria-label={applied ? 'Rollover result' : 'Rollover preview'}>
            <Col span={12}><Statistic title={applied ? 'Promoted' : 'To promote'} value={(applied ?? preview)?.promoted} /></Col>
            <Col span={12}><Statistic title={applied ? 'Graduated' : 'To graduate'} value={(applied ?? preview)?.graduated} /></Col>
          </Row>
        )}
        {applied && <Alert type="success" showIcon title={`Rollover applied ${formatDateTime(applied.appliedAt)}`} />}
        <Flex gap={token.marginXS} wrap>
          <Button onClick={() => void previewRollover()} loading={state.loading && !preview}>Preview Rollover</Button>
          {preview && (
            <Button danger onClick={() => confirmApply(preview)} disabled={state.loading}>Run Rollover</Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
