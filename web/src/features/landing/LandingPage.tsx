import { useTranslation } from 'react-i18next';
import { ArrowRightOutlined, StarFilled } from '@ant-design/icons';
import { Card, Col, Flex, Row, theme, Typography } from 'antd';
import { IconTile } from '../../components/IconTile';
import { LinkButton } from '../../components/LinkButton';
import { PublicLayout } from '../../components/PublicLayout';
import { LANDING_FEATURES } from './landing-features';

/** `/` and every unknown path for signed-out visitors. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const { token } = theme.useToken();
  const section = { maxWidth: 1200, margin: '0 auto', padding: `0 ${token.paddingLG}px` };

  return (
    <PublicLayout
      actions={
        <LinkButton to="/login" type="text">
          {t('signIn')}
        </LinkButton>
      }
    >
      <section aria-labelledby="landing-title" style={{ ...section, padding: `${token.paddingXL * 2}px ${token.paddingLG}px` }}>
        <Flex vertical align="center" style={{ textAlign: 'center', maxWidth: 760, margin: '0 auto' }}>
          <Typography.Text
            strong
            style={{
              color: token.colorText,
              background: token.colorPrimaryBg,
              border: `${token.lineWidth}px ${token.lineType} ${token.colorPrimaryBorder}`,
              borderRadius: 999,
              padding: `${token.paddingXXS}px ${token.paddingSM}px`,
              marginBottom: token.marginLG,
            }}
          >
            <StarFilled aria-hidden style={{ color: token.colorPrimary, marginInlineEnd: token.marginXS }} />
            {t('badge')}
          </Typography.Text>
          <Typography.Title id="landing-title" level={1} style={{ fontSize: 44, lineHeight: 1.15, margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ fontSize: token.fontSizeXL, margin: `${token.marginLG}px 0 ${token.marginXL}px` }}>
            {t('intro')}
          </Typography.Paragraph>
          <LinkButton to="/login" type="primary" size="large" icon={<ArrowRightOutlined />} iconPlacement="end">
            {t('getStarted')}
          </LinkButton>
        </Flex>
      </section>

      <section aria-labelledby="features-title" style={{ ...section, paddingBottom: token.paddingXL * 2 }}>
        <Typography.Title id="features-title" level={2} style={{ textAlign: 'center', marginBottom: token.marginXL }}>
          {t('featuresTitle')}
        </Typography.Title>
        <Row gutter={[token.marginLG, token.marginLG]} justify="center">
          {LANDING_FEATURES.map((feature) => (
            <Col key={feature.key} xs={24} sm={12} lg={6}>
              <Card style={{ height: '100%' }}>
                <IconTile size={44} style={{ borderRadius: token.borderRadiusLG, background: token.colorPrimaryBg, color: token.colorPrimary, fontSize: 22, marginBottom: token.marginMD }}>
                  {feature.icon}
                </IconTile>
                <Typography.Title level={3} style={{ fontSize: token.fontSizeHeading5, marginTop: 0 }}>
                  {t(`features.${feature.key}.title`)}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {t(`features.${feature.key}.description`)}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </section>
    </PublicLayout>
  );
}
