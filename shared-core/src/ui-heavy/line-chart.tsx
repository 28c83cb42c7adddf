import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useChartTurn } from './chart-turns';
import { reportError } from '@panel/shared-core';
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

/** A kind of chart's code: asked for once (again after a failure), and then at hand without waiting. */
interface ChartCode<P> {
  load(): Promise<ComponentType<P>>;
  loaded(): ComponentType<P> | null;
}

function chartCode<P>(load: () => Promise<{ default: ComponentType<P> }>): ChartCode<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return {
    load: () =>
      (pending ??= load().then(
        (module) => (component = module.default),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    loaded: () => component,
  };
}

// The charts' code is a chunk of its own, downloaded when the first chart shows (or with a screen's `prefetch`), never
// with the first page.
// Not React.lazy: a chart that suspends once its turn has come is shown by React's retry, which holds a revealed
// boundary back for up to 300 ms; the frame below renders a chart only once its code is there.
const lineChart = chartCode<LineChartProps>(
  () => import(/* webpackChunkName: "charts" */ './line-chart-impl'),
);
const barChart = chartCode<BarChartProps>(() => import(/* webpackChunkName: "charts" */ './bar-chart-impl'));

/**
 * Starts downloading the charts' code (both kinds are in one chunk): a screen's `prefetch`, so that its first chart
 * does not wait for it. Settles once the code is there or has failed; a failure is left to the chart, which shows
 * its own.
 */
export function preloadCharts(): Promise<void> {
  return lineChart.load().then(
    () => undefined,
    () => undefined,
  );
}

/** A picture that fails to draw leaves its screen working: the figures are in the table beside it. */
class ChartBoundary extends Component<
  { fallback: ReactNode; onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A chart failed to draw', error);
    reportError(error, { kind: 'boundary' });
    this.props.onError();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Committed right after the chart it follows, so its effect runs once that is drawn. */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}

/** Hands a failed download to the boundary above, so that every failure ends the same way. */
function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * What both kinds of chart share: the named picture, a skeleton until its turn has come and its code is there
 * (chart-turns.ts), and the failure text instead of a broken picture.
 */
function ChartFrame<P extends object>({
  label,
  failedText,
  height,
  code,
  chartProps,
}: {
  label: string;
  failedText: string;
  height: string;
  code: ChartCode<P>;
  chartProps: P;
}) {
  const { ready, done } = useChartTurn();
  // Set when the code's download settles: its arrival draws the chart (read from `code`), its failure is rethrown.
  const [download, setDownload] = useState<{ error: unknown } | 'arrived' | null>(null);
  const Chart = ready ? code.loaded() : null;
  useEffect(() => {
    if (!ready || Chart) return;
    let live = true;
    code.load().then(
      () => live && setDownload('arrived'),
      (error: unknown) => live && setDownload({ error }),
    );
    return () => {
      live = false;
    };
  }, [ready, Chart, code]);
  const failed = download !== null && download !== 'arrived';
  return (
    <Box role="img" aria-label={label} aria-busy={Chart || failed ? undefined : true} w="full" minW="0">
      <ChartBoundary
        onError={done}
        fallback={
          <Center h={height}>
            <Text color="fg.muted">{failedText}</Text>
          </Center>
        }
      >
        {failed ? (
          <Rethrow error={download.error} />
        ) : Chart ? (
          <>
            <Chart {...chartProps} />
            <Drawn onDrawn={done} />
          </>
        ) : (
          <Skeleton h={height} w="full" />
        )}
      </ChartBoundary>
    </Box>
  );
}

/**
 * Figures over time as lines, in the panel's theme (drawn by chart-parts.tsx). The picture is a summary: give the
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
    <ChartFrame
      label={label}
      failedText={failedText}
      height={height}
      code={lineChart}
      chartProps={{ ...props, height }}
    />
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
    <ChartFrame
      label={label}
      failedText={failedText}
      height={height}
      code={barChart}
      chartProps={{ ...props, height }}
    />
  );
}
