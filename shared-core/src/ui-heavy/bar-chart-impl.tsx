import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { BarChartProps } from './line-chart';

/** The bar chart itself (recharts through Chakra's charts); loaded on first use by `BarChartView`. */
export default function BarChartImpl({
  data,
  categoryKey,
  series,
  formatValue,
  height = '16rem',
}: BarChartProps) {
  const chart = useChart({
    data,
    series: series.map((item) => ({ name: item.key, color: item.color, label: item.label })),
  });
  return (
    // Laid out left to right in every language: under dir="rtl" the SVG's end-anchored category names flip and are
    // drawn over the bars. The names themselves still read right to left.
    <Chart.Root chart={chart} h={height} w="full" aspectRatio="auto" dir="ltr">
      <BarChart
        responsive
        layout="vertical"
        data={chart.data}
        margin={{ top: 4, right: 12, bottom: 4, left: 0 }}
        barCategoryGap="20%"
      >
        <CartesianGrid stroke={chart.color('border')} horizontal={false} />
        <XAxis
          type="number"
          tickFormatter={formatValue}
          stroke={chart.color('border')}
          tick={{ fill: chart.color('fg.muted'), fontSize: 12 }}
        />
        <YAxis
          type="category"
          dataKey={chart.key(categoryKey)}
          stroke={chart.color('border')}
          tick={{ fill: chart.color('fg.muted'), fontSize: 12 }}
          width={88}
        />
        <Tooltip
          animationDuration={100}
          cursor={{ fill: chart.color('bg.muted') }}
          content={<Chart.Tooltip />}
        />
        {series.length > 1 ? <Legend content={<Chart.Legend />} /> : null}
        {chart.series.map((item) => (
          <Bar
            key={String(item.name)}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            name={String(item.name)}
            fill={chart.color(item.color)}
            radius={[0, 4, 4, 0]}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
