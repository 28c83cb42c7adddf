import { Chart, useChart } from '@chakra-ui/charts';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { i18n, useLanguage } from '@panel/shared-core';
import type { LineChartProps } from './line-chart';

/** The chart itself (recharts through Chakra's charts); loaded on first use by `LineChartView`. */
export default function LineChartImpl({
  data,
  xKey,
  series,
  formatX,
  formatY,
  height = '18rem',
  wholeNumbers = false,
}: LineChartProps) {
  const chart = useChart({
    data,
    series: series.map((item) => ({ name: item.key, color: item.color, label: item.label })),
  });
  const { language } = useLanguage();
  const rtl = i18n.dir(language) === 'rtl';
  return (
    <Chart.Root chart={chart} h={height} w="full" aspectRatio="auto">
      <LineChart
        responsive
        data={chart.data}
        margin={{ top: 8, right: rtl ? 0 : 12, bottom: 4, left: rtl ? 12 : 0 }}
      >
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        {/* Right to left, time runs from the right and the values stand on the right. Their labels are anchored at
            their "end", which in a right-to-left text is its left edge: with recharts' own anchor ("start" on a right
            axis, "end" on a left one) the page's direction turns the labels back over the lines. */}
        <XAxis
          dataKey={chart.key(xKey)}
          reversed={rtl}
          tickFormatter={formatX}
          stroke={chart.color('border')}
          tick={{ fill: chart.color('fg.muted'), fontSize: 12 }}
          minTickGap={24}
        />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          textAnchor={rtl ? 'end' : undefined}
          allowDecimals={!wholeNumbers}
          tickFormatter={formatY}
          stroke={chart.color('border')}
          tick={{ fill: chart.color('fg.muted'), fontSize: 12 }}
          width={56}
        />
        <Tooltip
          animationDuration={100}
          cursor={{ stroke: chart.color('border.emphasized') }}
          content={<Chart.Tooltip />}
          labelFormatter={(label) => (formatX ? formatX(String(label)) : String(label))}
        />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((item) => (
          <Line
            key={String(item.name)}
            type="monotone"
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            name={String(item.name)}
            stroke={chart.color(item.color)}
            strokeWidth={2}
            dot={false}
          />
        ))}
      </LineChart>
    </Chart.Root>
  );
}
