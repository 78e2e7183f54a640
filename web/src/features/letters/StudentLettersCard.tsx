import { Card, Typography } from 'antd';
import { LinkButton } from '../../components/LinkButton';

/** The student dashboard's way to their recommendation letters (the spec's menu keeps its entries). */
export function StudentLettersCard() {
  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>Recommendation letters</Typography.Title>}>
      <Typography.Paragraph>Ask your teachers for letters and see where each request stands.</Typography.Paragraph>
      <LinkButton to="/student/letters">Open recommendation letters</LinkButton>
    </Card>
  );
}
