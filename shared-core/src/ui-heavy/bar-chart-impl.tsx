import { useMemo } from 'react';
import { Box, Flex, Skeleton } from '@panel/shared-core/ui';
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
import { percentAcross, valueScale } from './chart-scale';
import type { BarChartProps } from './line-chart';

/** The bar chart itself (see chart-parts.tsx); loaded on first use by `BarChartView`. */
export default function BarChartImpl({
  data,
  categoryKey,
  series,
  formatValue,
  height = '16rem',
}: BarChartProps) {
  const color = useChartColor();
  const full = useFullNumber();
  const scale = useMemo(
    () => valueScale(series.flatMap((item) => data.map((row) => Number(row[item.key])))),
    [data, series],
  );
  const { active, plotProps } = useActivePoint(data.length, 'y');
  const value = (row: Record<string, string | number>, key: string) => Number(row[key]);
  const zero = percentAcross(0, scale);
  // The figures are still on their way (a screen shows "no figures" itself when there are none).
  if (data.length === 0) return <Skeleton h={height} w="full" />;
  return (
    // Laid out left to right in every language, as the value axis reads; the category names still read right to
    // left.
    <ChartLayout
      kind="bar"
      height={height}
      sideLabels="5.5rem"
      legend={series.length > 1 ? <ChartLegend series={series} /> : null}
      pt="1"
      pe="4"
      dir="ltr"
    >
      <Flex direction="column" minW="0" aria-hidden="true" data-chart-part="category-labels">
        {data.map((row, index) => (
          <Flex key={index} flex="1" minH="0" align="center" justify="end">
            <Box as="span" truncate textStyle="xs" color="fg.muted" dir="auto">
              {String(row[categoryKey] ?? '')}
            </Box>
          </Flex>
        ))}
      </Flex>
      <ChartPlot
        plotProps={plotProps}
        svg={<GridLines at={scale.ticks.map((tick) => percentAcross(tick, scale))} direction="across" />}
      >
        <Flex direction="column" position="relative" h="full">
          {data.map((row, index) => (
            <Flex key={index} flex="1" minH="0" align="center" bg={active === index ? 'bg.muted' : undefined}>
              {/* A fifth of each row is the gap between two categories' bars. */}
              <Flex direction="column" justify="center" gap="1px" h="80%" maxH="2.5rem" w="full">
                {series.map((item) => {
                  const figure = value(row, item.key);
                  const end = Number.isFinite(figure) ? percentAcross(figure, scale) : zero;
                  return (
                    <Box
                      key={item.key}
                      flex="1"
                      minH="0"
                      borderEndRadius="4px"
                      style={{
                        marginLeft: `${Math.min(zero, end)}%`,
                        width: `${Math.abs(end - zero)}%`,
                        background: color(item.color),
                      }}
                      data-chart-part="bar"
                    />
                  );
                })}
              </Flex>
            </Flex>
          ))}
        </Flex>
        {active !== null ? (
          <ChartTooltip
            at={percentAcross(
              Math.max(0, ...series.map((item) => value(data[active]!, item.key)).filter(Number.isFinite)),
              scale,
            )}
            top={(active / data.length) * 100}
            label={String(data[active]![categoryKey] ?? '')}
            series={series}
            row={data[active]!}
          />
        ) : null}
      </ChartPlot>
      <Box position="relative" css={chartLabelCss} aria-hidden="true" data-chart-part="value-labels">
        {scale.ticks.map((tick) => (
          <span
            key={tick}
            style={{ left: `${percentAcross(tick, scale)}%`, top: 0, transform: 'translateX(-50%)' }}
          >
            {formatValue ? formatValue(tick) : full(tick)}
          </span>
        ))}
      </Box>
    </ChartLayout>
  );
}
