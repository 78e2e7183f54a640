import { useTranslation } from 'react-i18next';
import { BarChartOutlined, InfoCircleOutlined, MessageOutlined, ReadOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Statistic, Tooltip, theme } from 'antd';
import type { ReactNode } from 'react';
import type { DashboardFigure, DashboardStats } from '../use-dashboard-stats';

const ICONS: Record<DashboardFigure['key'], ReactNode> = {
  students: <TeamOutlined />,
  content: <ReadOutlined />,
  queries: <MessageOutlined />,
  counselors: <BarChartOutlined />,
};

/** The dashboard's four figures; each card's tooltip says what it counts (or why it is missing). */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('admin');
  return (
    <section aria-label={t('stats.label')} style={{ marginBottom: token.marginLG }}>
      {stats.error && (
        <Alert
          type="error"
          showIcon
          title={t('stats.loadError')}
          action={<Button size="small" onClick={stats.refetch}>{t('retry')}</Button>}
          style={{ marginBottom: token.margin }}
        />
      )}
      <Row gutter={[token.margin, token.margin]}>
        {stats.figures.map((figure) => (
          <Col key={figure.key} xs={24} sm={12} xl={6}>
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
                        aria-label={t('stats.explained', { title: figure.title, explanation: figure.explanation })}
                        style={{ color: token.colorTextTertiary }}
                      />
                    </Tooltip>
                  </Flex>
                }
                prefix={<span style={{ color: token.colorPrimary }}>{ICONS[figure.key]}</span>}
                value={figure.value ?? '—'}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
