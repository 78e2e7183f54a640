import { Col, Row, Statistic, Typography, theme } from 'antd';

/** Guardian accounts to create and update, and links to students to make, as the dry run plans them. */
export interface GuardianImportCounts { create: number; update: number; link: number }

const TITLES: { key: keyof GuardianImportCounts; title: string }[] = [
  { key: 'create', title: 'Guardians to create' },
  { key: 'update', title: 'Guardians to update' },
  { key: 'link', title: 'Links to make' },
];

/**
 * The guardians of a roster file, apart from the people counts: guardians are linked to students, never enrolled,
 * and a file's silence removes no link (staff remove links on the student's page).
 */
export function GuardianCounts({ counts }: { counts: GuardianImportCounts }) {
  const { token } = theme.useToken();
  return (
    <div>
      <Typography.Text strong>Guardians</Typography.Text>
      <Row gutter={[token.margin, token.margin]} role="region" aria-label="Guardian counts" style={{ marginTop: token.marginXS }}>
        {TITLES.map(({ key, title }) => (
          <Col key={key} xs={12} sm={8} md={4}><Statistic title={title} value={counts[key]} /></Col>
        ))}
      </Row>
    </div>
  );
}
