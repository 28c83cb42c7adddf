import {
  useCallback,
  useMemo,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useLanguage } from '@panel/shared-core';
import {
  Box,
  Flex,
  Grid,
  HStack,
  Stack,
  Text,
  useChakraContext,
  type GridProps,
} from '@panel/shared-core/ui';
import type { LineChartSeries } from './line-chart';

/*
 * What the line and bar charts share. They are drawn by the kit, not by a chart library: recharts, which Chakra's
 * charts wrap, took ~230 ms of a cold dashboard's main thread to draw its first chart (its store, seven commits, a
 * measure of its box and of every tick label). With these charts the dashboard showed its first one 1,308 -> 1,122 ms
 * into a cold load, in loads made in turns (docs/performance.md, "Tenth pass"). They measure nothing while they draw:
 * the plot is an SVG stretched to its box (lines keep their width with a non-scaling stroke) and the labels are
 * placed in percent.
 */

/** A Chakra colour token (`teal.solid`, `border`) as the CSS value that follows the theme (light or dark). */
export function useChartColor(): (token: string) => string {
  const { token } = useChakraContext();
  return useCallback((name: string) => token(`colors.${name}`, name), [token]);
}

/** Figures in the panel's language, in full (the axis may show them compact). */
export function useFullNumber(): (value: number) => string {
  const { language } = useLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(language);
    return (value: number) => format.format(value);
  }, [language]);
}

type Keys = { back: string; forward: string };

/**
 * The point (or bar) a tooltip shows: the one under the pointer (or the finger that tapped it), or, from the keyboard,
 * the one the arrow keys move to while the plot has the focus (the newest first; Home and End for the first and the
 * last, Escape to hide it). A plot without points shows none and takes no focus.
 *
 * @param count how many points the plot has
 * @param axis the plot's direction: `x` across (right to left when `reversed`), `y` down
 */
export function useActivePoint(count: number, axis: 'x' | 'y', reversed = false) {
  const [chosen, setActive] = useState<number | null>(null);
  // The figures may have changed under a shown point (a refetch, a filter): one past their end is none.
  const active = chosen !== null && chosen < count ? chosen : null;
  if (count === 0) return { active, plotProps: {} };
  const keys: Keys =
    axis === 'y'
      ? { back: 'ArrowUp', forward: 'ArrowDown' }
      : reversed
        ? { back: 'ArrowRight', forward: 'ArrowLeft' }
        : { back: 'ArrowLeft', forward: 'ArrowRight' };
  const clamp = (index: number) => Math.min(count - 1, Math.max(0, index));
  const underPointer = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    let share =
      axis === 'x' ? (event.clientX - box.left) / box.width : (event.clientY - box.top) / box.height;
    if (reversed) share = 1 - share;
    // Points stand at both ends of a line's plot; bars fill equal rows of theirs.
    setActive(clamp(axis === 'x' ? Math.round(share * (count - 1)) : Math.floor(share * count)));
  };
  const plotProps = {
    tabIndex: 0,
    onPointerMove: underPointer,
    // A tap moves no pointer: it shows the point it touched, until the focus leaves the plot.
    onPointerDown: underPointer,
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'touch') setActive(null);
    },
    onFocus: () => setActive((current) => (current !== null && current < count ? current : count - 1)),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setActive(null);
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const next: Record<string, (index: number) => number | null> = {
        [keys.back]: (index) => clamp(index - 1),
        [keys.forward]: (index) => clamp(index + 1),
        Home: () => 0,
        End: () => count - 1,
        Escape: () => null,
      };
      const move = next[event.key];
      if (!move) return;
      event.preventDefault();
      setActive((current) => {
        const shown = current !== null && current < count ? current : null;
        // Nothing shown (after Escape), an arrow shows the newest point rather than the one beside it.
        if (shown === null && (event.key === keys.back || event.key === keys.forward)) return count - 1;
        return move(shown ?? count - 1);
      });
    },
  };
  return { active, plotProps };
}

/**
 * A chart's layout: the labels of the side axis beside the plot, the labels of the bottom axis under it, the legend
 * under them. Its children, in order: the side labels, the plot, the bottom labels.
 */
export function ChartLayout({
  kind,
  height,
  sideLabels,
  legend,
  children,
  ...grid
}: {
  kind: 'line' | 'bar';
  height: string;
  /** The side labels' column. */
  sideLabels: string;
  legend: ReactNode;
  children: [ReactNode, ReactNode, ReactNode];
} & GridProps) {
  const [side, plot, bottom] = children;
  return (
    <Flex direction="column" h={height} w="full" gap="3" data-chart={kind}>
      <Grid
        flex="1"
        minH="0"
        templateColumns={`${sideLabels} minmax(0, 1fr)`}
        templateRows="minmax(0, 1fr) 1rem"
        columnGap="2"
        rowGap="2"
        {...grid}
      >
        {side}
        {plot}
        <span />
        {bottom}
      </Grid>
      {legend}
    </Flex>
  );
}

/** The plot's lines at the value axis' marks, in percent: across it (`down` from its top) or up it (`across`). */
export function GridLines({ at, direction }: { at: number[]; direction: 'down' | 'across' }) {
  const color = useChartColor();
  return at.map((position) => (
    <line
      key={position}
      x1={direction === 'across' ? position : 0}
      x2={direction === 'across' ? position : 100}
      y1={direction === 'down' ? position : 0}
      y2={direction === 'down' ? position : 100}
      stroke={color('border')}
      vectorEffect="non-scaling-stroke"
    />
  ));
}

/** An axis' labels: plain elements placed by this one class, so that a chart's dozen labels add no style work. */
export const chartLabelCss = {
  '& > span': {
    position: 'absolute',
    whiteSpace: 'nowrap',
    lineHeight: '1',
    color: 'fg.muted',
    fontSize: '12px',
  },
};

/**
 * The plot: an SVG of 100 × 100 units stretched to its box (its lines keep their width with a non-scaling stroke),
 * under what is placed over it in percent; focusable, for the tooltip's keys.
 */
export function ChartPlot({
  plotProps,
  svg,
  children,
}: {
  plotProps: ReturnType<typeof useActivePoint>['plotProps'];
  svg: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box position="relative" rounded="xs" focusRing="outside" {...plotProps} data-chart-part="plot">
      <svg
        width="100%"
        height="100%"
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        style={{ position: 'absolute', inset: 0, overflow: 'visible' }}
        aria-hidden="true"
      >
        {svg}
      </svg>
      {children}
    </Box>
  );
}

/** The series' names under a chart, each beside its colour. */
export function ChartLegend({ series }: { series: LineChartSeries[] }) {
  const color = useChartColor();
  return (
    <HStack justify="center" gap="4" wrap="wrap" textStyle="xs" aria-hidden="true">
      {series.map((item) => (
        <HStack key={item.key} gap="1.5">
          <Box boxSize="2" rounded="xs" flexShrink="0" style={{ background: color(item.color) }} />
          <Text color="fg.muted">{item.label}</Text>
        </HStack>
      ))}
    </HStack>
  );
}

/**
 * The figures of one point (or bar), beside it: on the side away from the nearer edge, so that it stays in the plot.
 *
 * @param row the point's figures, one per series (in full, whatever the axis shows)
 * @param at where the point stands across the plot, in percent from its left edge
 * @param top how far down the plot its top stands, in percent (a bar's row)
 */
export function ChartTooltip({
  label,
  series,
  row,
  at,
  top = 0,
}: {
  label: ReactNode;
  series: LineChartSeries[];
  row: Record<string, string | number>;
  at: number;
  top?: number;
}) {
  const full = useFullNumber();
  const color = useChartColor();
  const side = at > 55 ? { right: `calc(${100 - at}% + 12px)` } : { left: `calc(${at}% + 12px)` };
  return (
    <Stack
      position="absolute"
      zIndex="1"
      pointerEvents="none"
      minW="8rem"
      gap="1"
      rounded="l2"
      bg="bg.panel"
      px="2.5"
      py="1"
      textStyle="xs"
      shadow="md"
      style={{ ...side, top: `${top}%` }}
      data-chart-part="tooltip"
    >
      <Text fontWeight="medium">{label}</Text>
      {series.map((item) => {
        const figure = Number(row[item.key]);
        return (
          <HStack key={item.key} gap="1.5">
            <Box boxSize="2" rounded="full" flexShrink="0" style={{ background: color(item.color) }} />
            <Text color="fg.muted" flex="1">
              {item.label}
            </Text>
            <Text fontFamily="mono" fontWeight="medium" fontVariantNumeric="tabular-nums">
              {Number.isFinite(figure) ? full(figure) : '–'}
            </Text>
          </HStack>
        );
      })}
    </Stack>
  );
}
