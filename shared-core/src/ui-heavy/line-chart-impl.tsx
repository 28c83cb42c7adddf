import { Chart, useChart } from '@chakra-ui/charts';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
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
  return (
    <Chart.Root chart={chart} h={height} w="full" aspectRatio="auto">
      <LineChart responsive data={chart.data} margin={{ top: 8, right: 12, bottom: 4, left: 0 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis
          dataKey={chart.key(xKey)}
          tickFormatter={formatX}
          stroke={chart.color('border')}
          tick={{ fill: chart.color('fg.muted'), fontSize: 12 }}
          minTickGap={24}
        />
        <YAxis
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
