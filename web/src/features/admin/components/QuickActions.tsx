import { FolderOpenOutlined, RobotOutlined, SettingOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface Tile {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
}

const TILES: Tile[] = [
  { title: 'AI Chatbot', description: 'Ask the assistant about a student', to: '/admin/chatbot', icon: <RobotOutlined /> },
  { title: 'Content Repository', description: 'Manage and reindex counseling content', to: '/admin/content', icon: <FolderOpenOutlined /> },
  { title: 'Student Management', description: 'Browse student profiles', to: '/admin/students', icon: <TeamOutlined /> },
  { title: 'System Settings', description: 'Edit the chatbot system prompt', to: '/admin/settings', icon: <SettingOutlined /> },
];

/** Create Counselor, plus a tile for each admin screen. */
export function QuickActions({ onCreateCounselor }: { onCreateCounselor: () => void }) {
  const { token } = theme.useToken();
  return (
    <Card
      title={<h2 style={{ fontSize: token.fontSizeHeading4, margin: 0 }}>Quick Actions</h2>}
      extra={
        <Button type="primary" icon={<UserAddOutlined />} onClick={onCreateCounselor}>
          Create Counselor
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
                    <Typography.Text strong>{tile.title}</Typography.Text>
                    <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{tile.description}</Typography.Paragraph>
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
