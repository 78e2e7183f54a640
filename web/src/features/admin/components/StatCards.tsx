import { BarChartOutlined, InfoCircleOutlined, MessageOutlined, ReadOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Statistic, Tooltip, theme } from 'antd';
import type { ReactNode } from 'react';
import type { DashboardStats } from '../use-dashboard-stats';

const ICONS: Record<string, ReactNode> = {
  'Total Students': <TeamOutlined />,
  'Content Items': <ReadOutlined />,
  'AI Queries (This Month)': <MessageOutlined />,
  'Active Counselors': <BarChartOutlined />,
};

/** The dashboard's four figures; each card's tooltip says what it counts (or why it is missing). */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { token } = theme.useToken();
  return (
    <section aria-label="Statistics" style={{ marginBottom: token.marginLG }}>
      {stats.error && (
        <Alert
          type="error"
          showIcon
          title="Could not load the statistics."
          action={<Button size="small" onClick={stats.refetch}>Retry</Button>}
          style={{ marginBottom: token.margin }}
        />
      )}
      <Row gutter={[token.margin, token.margin]}>
        {stats.figures.map((figure) => (
          <Col key={figure.title} xs={24} sm={12} xl={6}>
            <Card>
              <Statistic
                loading={stats.loading}
                title={
                  <Flex align="center" gap={token.marginXXS}>
                    <span>{figure.title}</span>
                    <Tooltip title={figure.explanation} mouseEnterDelay={0.7}>
                      <Button
                        type="text"
                        size="small"
                        icon={<InfoCircleOutlined />}
                        aria-label={`${figure.title}: ${figure.explanation}`}
                        style={{ color: token.colorTextTertiary }}
                      />
                    </Tooltip>
                  </Flex>
                }
                prefix={<span style={{ color: token.colorPrimary }}>{ICONS[figure.title]}</span>}
                value={figure.value ?? '—'}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
