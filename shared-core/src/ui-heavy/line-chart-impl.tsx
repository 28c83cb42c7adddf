import { useMemo } from 'react';
import { curveMonotoneX, line } from 'd3-shape';
import { i18n, useLanguage } from '@panel/shared-core';
import { Box, Skeleton } from '@panel/shared-core/ui';
import {
  ChartLayout,
  ChartLegend,
  ChartPlot,
  ChartTooltip,
  GridLines,
  chartLabelCss,
  useActivePoint,
  useChartColor,
  useFullNumber,
} from './chart-parts';
import { labelledPoints, percentDown, pointAcross, valueScale } from './chart-scale';
import type { LineChartProps } from './line-chart';

// A narrow plot names fewer dates: every second one under 360 px, every fourth under 200 px (six short dates take
// ~330 px). The plot's width decides through a container query, so the chart still measures nothing.
const dateLabelCss = {
  ...chartLabelCss,
  containerType: 'inline-size',
  '@container (max-width: 360px)': { '& > [data-narrow="hide"]': { display: 'none' } },
  '@container (max-width: 200px)': { '& > [data-narrower="hide"]': { display: 'none' } },
};

/**
 * Where the i-th of `count` days stands across the plot, in percent from its left edge:
 * right to left, time runs from the right.
 */
function timeAcross(index: number, count: number, rtl: boolean): number {
  return rtl ? 100 - pointAcross(index, count) : pointAcross(index, count);
}

/** The chart itself (see chart-parts.tsx); loaded on first use by `LineChartView`. */
export default function LineChartImpl({
  data,
  xKey,
  series,
  formatX,
  formatY,
  height = '18rem',
  wholeNumbers = false,
}: LineChartProps) {
  const color = useChartColor();
  const full = useFullNumber();
  const { language } = useLanguage();
  // Right to left, time runs from the right and the values stand on the right (the grid's first column).
  const rtl = i18n.dir(language) === 'rtl';
  const count = data.length;
  const scale = useMemo(
    () =>
      valueScale(
        series.flatMap((item) => data.map((row) => Number(row[item.key]))),
        wholeNumbers,
      ),
    [data, series, wholeNumbers],
  );
  const across = (index: number) => timeAcross(index, count, rtl);
  const paths = useMemo(() => {
    const path = line<Record<string, string | number>>().curve(curveMonotoneX);
    return series.map((item) =>
      path
        .defined((row) => Number.isFinite(Number(row[item.key])))
        .x((_, index) => timeAcross(index, count, rtl))
        .y((row) => percentDown(Number(row[item.key]), scale))(data),
    );
  }, [data, series, scale, count, rtl]);
  const { active, plotProps } = useActivePoint(count, 'x', rtl);
  const xLabel = (index: number) => {
    const value = String(data[index]?.[xKey] ?? '');
    return formatX ? formatX(value) : value;
  };
  // The figures are still on their way (a screen shows "no figures" itself when there are none).
  if (data.length === 0) return <Skeleton h={height} w="full" />;
  return (
    <ChartLayout
      kind="line"
      height={height}
      sideLabels="3.5rem"
      legend={<ChartLegend series={series} />}
      pt="2"
      // Room for half the newest date, centred under the plot's end.
      pe="6"
    >
      <Box position="relative" css={chartLabelCss} aria-hidden="true" data-chart-part="value-labels">
        {scale.ticks.map((tick) => (
          <span
            key={tick}
            style={{
              insetInlineEnd: 0,
              top: `${percentDown(tick, scale)}%`,
              transform: 'translateY(-50%)',
            }}
          >
            {formatY ? formatY(tick) : full(tick)}
          </span>
        ))}
      </Box>
      <ChartPlot
        plotProps={plotProps}
        svg={
          <>
            <GridLines at={scale.ticks.map((tick) => percentDown(tick, scale))} direction="down" />
            {/* The value axis' line, on the side of its labels. */}
            <GridLines at={[rtl ? 100 : 0]} direction="across" />
            {active !== null ? (
              <line
                x1={across(active)}
                x2={across(active)}
                y1="0"
                y2="100"
                stroke={color('border.emphasized')}
                vectorEffect="non-scaling-stroke"
              />
            ) : null}
            {series.map((item, index) =>
              // A series without a single figure has no line (d3 gives no path for no points).
              paths[index] ? (
                <path
                  key={item.key}
                  d={paths[index]}
                  fill="none"
                  stroke={color(item.color)}
                  strokeWidth="2"
                  strokeLinejoin="round"
                  // A lone point (a range of one day) shows as a dot.
                  strokeLinecap="round"
                  vectorEffect="non-scaling-stroke"
                  data-chart-part="line"
                />
              ) : null,
            )}
          </>
        }
      >
        {active !== null ? (
          <>
            {series.map((item) => {
              const value = Number(data[active]?.[item.key]);
              return Number.isFinite(value) ? (
                <Box
                  key={item.key}
                  position="absolute"
                  boxSize="2.5"
                  rounded="full"
                  borderWidth="2px"
                  borderColor="bg.panel"
                  transform="translate(-50%, -50%)"
                  pointerEvents="none"
                  style={{
                    left: `${across(active)}%`,
                    top: `${percentDown(value, scale)}%`,
                    background: color(item.color),
                  }}
                />
              ) : null;
            })}
            <ChartTooltip at={across(active)} label={xLabel(active)} series={series} row={data[active]!} />
          </>
        ) : null}
      </ChartPlot>
      <Box position="relative" css={dateLabelCss} aria-hidden="true" data-chart-part="date-labels">
        {labelledPoints(count).map((index, position, all) => {
          // Counted from the newest date, which stays at every width.
          const fromNewest = all.length - 1 - position;
          return (
            <span
              key={index}
              style={{ left: `${across(index)}%`, top: 0, transform: 'translateX(-50%)' }}
              data-narrow={fromNewest % 2 === 1 ? 'hide' : undefined}
              data-narrower={fromNewest % 4 === 0 ? undefined : 'hide'}
            >
              {xLabel(index)}
            </span>
          );
        })}
      </Box>
    </ChartLayout>
  );
}
