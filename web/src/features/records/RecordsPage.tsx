import { useTranslation } from 'react-i18next';
import { Col, Row, theme } from 'antd';
import { PageHeading } from '../../components/PageHeading';
import { DeletionsCard } from './DeletionsCard';
import { RetentionCard } from './RetentionCard';

/** `/admin/records`: retention (settings, dry run, switch) and the recent deletions with their certificates. */
export function RecordsPage() {
  const { token } = theme.useToken();
  const { t } = useTranslation('recordsAdmin');
  return (
    <>
      <PageHeading title={t('page.title')} subtitle={t('page.subtitle')} />
      <Row gutter={[token.margin, token.margin]}>
        <Col xs={24}><RetentionCard /></Col>
        <Col xs={24}><DeletionsCard /></Col>
      </Row>
    </>
  );
}
