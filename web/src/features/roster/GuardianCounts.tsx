import { Col, Row, Statistic, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** Guardian accounts to create and update, and links to students to make, as the dry run plans them. */
interface GuardianImportCounts { create: number; update: number; link: number }

const KEYS: (keyof GuardianImportCounts)[] = ['create', 'update', 'link'];

/**
 * The guardians of a roster file, apart from the people counts: guardians are linked to students, never enrolled,
 * and a file's silence removes no link (staff remove links on the student's page).
 */
export function GuardianCounts({ counts }: { counts: GuardianImportCounts }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('roster');
  return (
    <div>
      <Typography.Text strong>{t('guardianCounts.title')}</Typography.Text>
      <Row gutter={[token.margin, token.margin]} role="region" aria-label={t('guardianCounts.region')} style={{ marginTop: token.marginXS }}>
        {KEYS.map((key) => (
          <Col key={key} xs={12} sm={8} md={4}><Statistic title={t(`guardianCounts.${key}`)} value={counts[key]} /></Col>
        ))}
      </Row>
    </div>
  );
}
