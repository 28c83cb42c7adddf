import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Box, Center, Skeleton, Text } from '@panel/shared-core/ui';

export interface LineChartSeries {
  /** The field of each data row. */
  key: string;
  /** The translated name in the legend and the tooltip. */
  label: string;
  /** A Chakra colour token (`teal.solid`). */
  color: string;
}

export interface LineChartProps {
  data: Record<string, string | number>[];
  /** The field on the horizontal axis (a date). */
  xKey: string;
  series: LineChartSeries[];
  formatX?: (value: string) => string;
  formatY?: (value: number) => string;
  height?: string;
  /** Counts: the vertical axis ticks whole numbers only. */
  wholeNumbers?: boolean;
}

/** Figures per category (a country, a platform) as horizontal bars. */
export interface BarChartProps {
  data: Record<string, string | number>[];
  /** The field naming each bar's category. */
  categoryKey: string;
  series: LineChartSeries[];
  formatValue?: (value: number) => string;
  height?: string;
}

// recharts is large: it is a chunk of its own, downloaded when the first chart shows, never with the first page.
const loadLineChart = () => import(/* webpackChunkName: "charts" */ './line-chart-impl');
const LazyLineChart = lazy(loadLineChart);
const LazyBarChart = lazy(() => import(/* webpackChunkName: "charts" */ './bar-chart-impl'));

/**
 * Starts downloading the charts' code (both kinds are in one chunk): a screen's `prefetch`, so that its first chart
 * does not wait for it. A failure is left to the chart, which shows its own.
 */
export function preloadCharts(): void {
  loadLineChart().catch(() => undefined);
}

/** A picture that fails to draw leaves its screen working: the figures are in the table beside it. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A chart failed to draw', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Figures over time as lines, in the panel's theme (Chakra's charts on recharts). The picture is a summary: give the
 * figures as text too (a table beside it), and name what it shows with `aria-label`.
 *
 * @example
 * <LineChartView aria-label={t('chartLabel')} failedText={t('chartFailed')} data={rows} xKey="date"
 *   series={[{ key: 'installs', label: t('installs'), color: 'teal.solid' }]} />
 */
export function LineChartView({
  'aria-label': label,
  failedText,
  ...props
}: LineChartProps & {
  'aria-label': string;
  /** Shown when the picture cannot be drawn. */ failedText: string;
}) {
  const height = props.height ?? '18rem';
  return (
    <Box role="img" aria-label={label} w="full" minW="0">
      <ChartBoundary
        fallback={
          <Center h={height}>
            <Text color="fg.muted">{failedText}</Text>
          </Center>
        }
      >
        <Suspense fallback={<Skeleton h={height} w="full" />}>
          <LazyLineChart {...props} height={height} />
        </Suspense>
      </ChartBoundary>
    </Box>
  );
}

/**
 * Figures per category as bars (installs by country...), in the panel's theme. Like `LineChartView`, a summary: give
 * the figures as text too, and name what it shows with `aria-label`.
 *
 * @example
 * <BarChartView aria-label={t('byCountry')} failedText={t('chartFailed')} data={groups} categoryKey="key"
 *   series={[{ key: 'installs', label: t('installs'), color: 'teal.solid' }]} />
 */
export function BarChartView({
  'aria-label': label,
  failedText,
  ...props
}: BarChartProps & { 'aria-label': string; failedText: string }) {
  const height = props.height ?? '16rem';
  return (
    <Box role="img" aria-label={label} w="full" minW="0">
      <ChartBoundary
        fallback={
          <Center h={height}>
            <Text color="fg.muted">{failedText}</Text>
          </Center>
        }
      >
        <Suspense fallback={<Skeleton h={height} w="full" />}>
          <LazyBarChart {...props} height={height} />
        </Suspense>
      </ChartBoundary>
    </Box>
  );
}
