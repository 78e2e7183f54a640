import { useTranslation } from 'react-i18next';
import { Card, Space, Typography } from 'antd';
import { LinkButton } from '../../components/LinkButton';

/** The student dashboard's way to their recommendation letters (the spec's menu keeps its entries). */
export function StudentLettersCard() {
  const { t } = useTranslation('letters');
  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>{t('card.title')}</Typography.Title>}>
      <Typography.Paragraph>{t('card.intro')}</Typography.Paragraph>
      <Space wrap>
        <LinkButton to="/student/letters">{t('card.open')}</LinkButton>
        <LinkButton to="/student/brag-sheet">{t('card.bragSheet')}</LinkButton>
      </Space>
    </Card>
  );
}
