import { DownloadOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Skeleton, Typography, theme } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../app/date-format';
import { CHART_BARS, columnTitle, csvHref, reportTitle, rowLabel, type ReportLike } from './report-text';

// ECharts loads with the first chart, in a chunk of its own.
const ReportChart = lazy(() => import('./ReportChart'));

interface Props {
  report: ReportLike & { updatedAt?: string | null };
  filters: { schoolId?: string | null; classYear?: number | null };
}

/** One report: its chart, its numbers beside it as a table (what a screen reader reads), its date and its CSV. */
export function ReportCard({ report, filters }: Props) {
  const { t } = useTranslation('reports');
  const { token } = theme.useToken();
  const title = reportTitle(t, report);
  const labels = useMemo(() => report.rows.slice(0, CHART_BARS).map((r) => rowLabel(t, r)), [report.rows, t]);
  const series = useMemo(() => report.columns.map((c, i) => ({ name: columnTitle(t, c), values: report.rows.slice(0, CHART_BARS).map((r) => r.values[i] ?? 0) })), [report, t]);
  const headingId = `report-${report.name}`;
  // Each label holds one bar per series, and several series need a legend above them.
  const chartHeight = 40 + (series.length > 1 ? 24 : 0) + labels.length * Math.max(28, 8 + series.length * 12);
  return (
    <Card
      data-testid={`report-${report.name}`}
      title={<Typography.Title level={2} id={headingId} style={{ margin: 0, fontSize: token.fontSizeHeading5 }}>{title}</Typography.Title>}
      extra={<Typography.Link href={csvHref(report.name, filters)} download aria-label={t('downloadCsvOf', { title })}><DownloadOutlined aria-hidden /> {t('downloadCsv')}</Typography.Link>}
    >
      <Row gutter={[token.margin, token.margin]} aria-labelledby={headingId}>
        <Col xs={24} md={14}>
          {report.rows.length === 0 ? <Typography.Text type="secondary">{t('empty')}</Typography.Text> : (
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: chartHeight }}><span>{t('chartLoading')}</span></Skeleton.Node>}>
              <ReportChart labels={labels} series={series} height={chartHeight} />
            </Suspense>
          )}
        </Col>
        <Col xs={24} md={10}>
          <div style={{ maxHeight: 320, overflowY: 'auto' }} tabIndex={0} role="region" aria-label={t('tableCaption', { title })}>
            <table data-testid="report-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
              <caption style={{ textAlign: 'start', color: token.colorTextSecondary, paddingBottom: token.paddingXS }}>{t('tableCaption', { title })}</caption>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'start' }}>{t('row')}</th>
                  {report.columns.map((c) => <th key={c} scope="col" style={{ textAlign: 'end' }}>{columnTitle(t, c)}</th>)}
                </tr>
              </thead>
              <tbody>
                {report.rows.map((r) => (
                  <tr key={r.key} data-key={r.key}>
                    <th scope="row" style={{ textAlign: 'start', fontWeight: 'normal' }}>{rowLabel(t, r)}</th>
                    {r.values.map((v, i) => <td key={report.columns[i] ?? i} style={{ textAlign: 'end' }}>{v}</td>)}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Col>
      </Row>
      <Flex justify="flex-end" style={{ marginTop: token.marginXS }}>
        <Typography.Text type="secondary" data-testid="report-updated">
          {report.updatedAt ? t('updated', { when: formatDateTime(report.updatedAt) }) : t('notUpdated')}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
