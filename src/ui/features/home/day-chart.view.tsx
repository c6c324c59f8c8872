import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AppointmentState } from '../../../domain/appointments/appointment-state';
import type { DaySeries } from '../../../domain/home/home-summary';

/** A line colour per state, from Blueprint's palette: readable on the light and the dark background. */
export const STATE_COLOUR: Readonly<Record<AppointmentState, string>> = {
  1: '#4C90F0',
  2: '#9881F3',
  3: '#D1980B',
  4: '#32A467',
  5: '#E76A6E',
  6: '#EC9A3C',
  7: '#8F99A8',
};

const HEIGHT = 280;

export interface DayChartProps {
  readonly data: DaySeries;
  /** The label of a state's line in the shown language. */
  readonly stateLabel: (state: AppointmentState) => string;
  readonly dayLabel: string;
  readonly number: Intl.NumberFormat;
  /** A day in the legend. */
  readonly day: Intl.DateTimeFormat;
  /** A day under the axis: short. */
  readonly axisDay: Intl.DateTimeFormat;
  readonly dark: boolean;
  readonly rtl: boolean;
}

/**
 * The appointments of each day as one line per state (uPlot, drawn on a canvas). Right to left,
 * the days run from the right and the counts' axis stands on the right; axes, legend and numbers
 * are written in the shown language. The canvas says nothing to a screen reader: the table beside
 * it holds the same figures.
 */
export function DayChart({ data, stateLabel, dayLabel, number, day, axisDay, dark, rtl }: DayChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const ink = dark ? '#D3D8DE' : '#404854';
    const grid = { stroke: dark ? 'rgba(255,255,255,0.12)' : 'rgba(17,20,24,0.1)', width: 1 };
    // x is the day's place in the span (0 oldest): whole days, written as dates by their start.
    const dayText = (index: number, format = day) => {
      const start = data.days[index];
      return start === undefined ? '' : format.format(start);
    };
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height: HEIGHT,
      scales: {
        x: { time: false, dir: rtl ? -1 : 1 },
        y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
      },
      axes: [
        {
          stroke: ink,
          grid,
          ticks: grid,
          incrs: [1, 2, 3, 5, 7, 10, 14],
          values: (_u, splits) =>
            splits.map((index) => (Number.isInteger(index) ? dayText(index, axisDay) : '')),
        },
        {
          stroke: ink,
          grid,
          ticks: grid,
          side: rtl ? 1 : 3,
          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
          values: (_u, splits) => splits.map((value) => number.format(value)),
        },
      ],
      series: [
        { label: dayLabel, value: (_u, index) => (index === null ? '' : dayText(index)) },
        ...data.series.map((line) => ({
          label: stateLabel(line.state),
          stroke: STATE_COLOUR[line.state],
          width: 2,
          points: { size: 5 },
          value: (_u: uPlot, value: number | null) => (value === null ? '' : number.format(value)),
        })),
      ],
    };
    const plot = new uPlot(
      options,
      [data.days.map((_start, index) => index), ...data.series.map((line) => [...line.counts])],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data, stateLabel, dayLabel, number, day, axisDay, dark, rtl]);

  return <div ref={box} className="home-chart" aria-hidden="true" data-testid="home-day-chart" />;
}
