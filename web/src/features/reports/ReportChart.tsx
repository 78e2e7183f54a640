import { BarChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';

// Only the parts the dashboards use: bars, their grid, tooltip, legend and ECharts' own aria description.
echarts.use([BarChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

export interface ChartSeries { name: string; values: number[] }

/**
 * One report as horizontal bars (one series per column), coloured from the antd theme so dark mode follows. Loaded
 * with React.lazy: ECharts stays out of the main bundle and out of every page that shows no chart. The numbers are
 * in the table beside it, which is what a screen reader reads; the chart itself is hidden from them.
 */
export default function ReportChart({ labels, series, height }: { labels: string[]; series: ChartSeries[]; height: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  useEffect(() => {
    if (!ref.current) return undefined;
    const chart = echarts.init(ref.current, undefined, { renderer: 'svg' });
    // Up to five series (a past class: applications, admitted, enrolled, waitlisted, denied), each its own colour.
    const colors = [token.colorPrimary, token.colorWarning, token.colorSuccess, token.purple, token.colorError];
    chart.setOption({
      animation: false,
      color: colors,
      textStyle: { color: token.colorText, fontFamily: token.fontFamily },
      grid: { left: 8, right: 32, top: series.length > 1 ? 40 : 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: series.length > 1 ? { top: 0, textStyle: { color: token.colorText } } : undefined,
      xAxis: { type: 'value', minInterval: 1, axisLabel: { color: token.colorTextSecondary } },
      yAxis: { type: 'category', inverse: true, data: labels, axisLabel: { color: token.colorText, width: 160, overflow: 'truncate' } },
      series: series.map((s) => ({ type: 'bar', name: s.name, data: s.values, label: { show: true, position: 'right', color: token.colorText } })),
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => { window.removeEventListener('resize', resize); chart.dispose(); };
  }, [labels, series, token]);
  return <div ref={ref} aria-hidden="true" data-testid="report-chart" style={{ width: '100%', height }} />;
}
