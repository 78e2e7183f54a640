import { Col, Row, theme } from 'antd';
import { PageHeading } from '../../components/PageHeading';
import { DeletionsCard } from './DeletionsCard';
import { RetentionCard } from './RetentionCard';

/** `/admin/records`: retention (settings, dry run, switch) and the recent deletions with their certificates. */
export function RecordsPage() {
  const { token } = theme.useToken();
  return (
    <>
      <PageHeading title="Records" subtitle="How long student records are kept, and the students deleted so far. Export or delete one student from their profile." />
      <Row gutter={[token.margin, token.margin]}>
        <Col xs={24}><RetentionCard /></Col>
        <Col xs={24}><DeletionsCard /></Col>
      </Row>
    </>
  );
}
