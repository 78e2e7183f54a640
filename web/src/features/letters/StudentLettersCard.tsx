import { Card, Space, Typography } from 'antd';
import { LinkButton } from '../../components/LinkButton';

/** The student dashboard's way to their recommendation letters (the spec's menu keeps its entries). */
export function StudentLettersCard() {
  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>Recommendation letters</Typography.Title>}>
      <Typography.Paragraph>Ask your teachers for letters, see where each request stands, and fill in your brag sheet for them.</Typography.Paragraph>
      <Space wrap>
        <LinkButton to="/student/letters">Open recommendation letters</LinkButton>
        <LinkButton to="/student/brag-sheet">Fill in my brag sheet</LinkButton>
      </Space>
    </Card>
  );
}
