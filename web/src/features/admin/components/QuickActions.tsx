import { useTranslation } from 'react-i18next';
import { FolderOpenOutlined, RobotOutlined, SettingOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface Tile {
  key: 'chatbot' | 'content' | 'students' | 'settings';
  to: string;
  icon: ReactNode;
}

const TILES: Tile[] = [
  { key: 'chatbot', to: '/admin/chatbot', icon: <RobotOutlined /> },
  { key: 'content', to: '/admin/content', icon: <FolderOpenOutlined /> },
  { key: 'students', to: '/admin/students', icon: <TeamOutlined /> },
  { key: 'settings', to: '/admin/settings', icon: <SettingOutlined /> },
];

/** Create Counselor, plus a tile for each admin screen. */
export function QuickActions({ onCreateCounselor }: { onCreateCounselor: () => void }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('admin');
  return (
    <Card
      title={<h2 style={{ fontSize: token.fontSizeHeading4, margin: 0 }}>{t('quick.title')}</h2>}
      extra={
        <Button type="primary" icon={<UserAddOutlined />} onClick={onCreateCounselor}>
          {t('quick.createCounselor')}
        </Button>
      }
      style={{ marginBottom: token.marginLG }}
    >
      <Row gutter={[token.margin, token.margin]}>
        {TILES.map((tile) => (
          <Col key={tile.to} xs={24} sm={12} xl={6}>
            <Link to={tile.to} style={{ display: 'block', height: '100%' }}>
              <Card hoverable size="small" style={{ height: '100%' }}>
                <Flex gap={token.marginSM} align="flex-start">
                  <span aria-hidden style={{ fontSize: token.fontSizeHeading3, color: token.colorPrimary }}>{tile.icon}</span>
                  <div>
                    <Typography.Text strong>{t(`quick.${tile.key}.title`)}</Typography.Text>
                    <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t(`quick.${tile.key}.text`)}</Typography.Paragraph>
                  </div>
                </Flex>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
