import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ScatterChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, MarkAreaComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ScattergramFieldsFragment } from '../../gql/graphql';
import { middle50, positionOf, scoreRange, seriesOf, type ResultGroup, type Test } from './scattergram-series';

// Only the parts drawn here: the chart's chunk stays small, and it loads only with a scattergram (React.lazy).
echarts.use([ScatterChart, GridComponent, LegendComponent, MarkAreaComponent, AriaComponent, SVGRenderer]);

/** A shape per result as well as a colour, so the results read apart without colour. */
const SYMBOLS: Record<ResultGroup, string> = { admitted: 'circle', waitlisted: 'triangle', denied: 'diamond', pending: 'rect' };

export interface ScattergramChartProps {
  scattergram: ScattergramFieldsFragment;
  test: Test;
  /** What a screen reader hears of the chart (the table beside it has every point). */
  summary: string;
}

/** The scattergram drawn with ECharts: GPA against the test's score, one series per result, the middle 50% shaded, the caller as a pin. */
export function ScattergramChart({ scattergram: g, test, summary }: ScattergramChartProps) {
  const { t } = useTranslation('outcomes');
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const chart = echarts.init(el, null, { renderer: 'svg' });
    const colors: Record<ResultGroup, string> = { admitted: token.colorSuccess, waitlisted: token.colorWarning, denied: token.colorError, pending: token.colorTextTertiary };
    const band = middle50(g.college, test);
    const you = positionOf(g.position, test);
    const series = seriesOf(g.points, test).map((s, i) => ({
      type: 'scatter' as const,
      name: t(`results.${s.group}`),
      data: s.data,
      symbol: SYMBOLS[s.group],
      symbolSize: 10,
      itemStyle: { color: colors[s.group], opacity: 0.85 },
      // The middle 50% is drawn once, behind the first series.
      ...(i === 0 && band ? {
        markArea: {
          silent: true, itemStyle: { color: token.colorPrimaryBg, opacity: 0.6 },
          label: { color: token.colorTextSecondary, position: 'insideTop' as const },
          data: [[{ name: t('chart.middle50'), xAxis: band[0] }, { xAxis: band[1] }]],
        },
      } : {}),
    }));
    if (you) {
      series.push({
        type: 'scatter', name: t('chart.you'), data: [you], symbol: 'pin', symbolSize: 28,
        itemStyle: { color: token.colorPrimary, opacity: 1 },
      });
    }
    const [lo, hi] = scoreRange(g.points, test, [...(band ?? []), you?.[0]]);
    chart.setOption({
      aria: { enabled: true, label: { description: summary } },
      textStyle: { fontFamily: token.fontFamily, color: token.colorText },
      legend: { top: 0, textStyle: { color: token.colorText } },
      grid: { left: 48, right: 16, top: 40, bottom: 40 },
      xAxis: { type: 'value', name: test, nameLocation: 'middle', nameGap: 26, min: lo, max: hi, axisLabel: { color: token.colorTextSecondary }, splitLine: { lineStyle: { color: token.colorBorderSecondary } } },
      yAxis: { type: 'value', name: t('chart.gpa'), min: 2, max: 4, axisLabel: { color: token.colorTextSecondary }, splitLine: { lineStyle: { color: token.colorBorderSecondary } } },
      series,
    });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(el);
    return () => { resize.disconnect(); chart.dispose(); };
  }, [g, test, summary, t, token]);

  return <div ref={box} role="img" aria-label={summary} data-testid="scattergram-chart" style={{ width: '100%', height: 320 }} />;
}
