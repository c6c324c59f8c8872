import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** One line of the chart: its name in the shown language, its colour, a count per day. */
export interface ChartLine {
  readonly key: string;
  readonly label: string;
  readonly colour: string;
  readonly counts: readonly number[];
}

export interface FigureChartProps {
  /** The days, `YYYY-MM-DD`, oldest first. */
  readonly days: readonly string[];
  readonly lines: readonly ChartLine[];
  readonly number: Intl.NumberFormat;
  /** A day under the axis: short. */
  readonly axisDay: Intl.DateTimeFormat;
  readonly dark: boolean;
  readonly rtl: boolean;
  readonly label: string;
}

const HEIGHT = 300;

/** Noon UTC of a day: the same date in any zone a formatter may use. */
const instant = (day: string) => Date.parse(`${day}T12:00:00Z`);

/**
 * A figure per day as lines (uPlot, drawn on a canvas). Right to left, the days run from the right
 * and the counts' axis stands on the right; the axes are written in the shown language. uPlot's own
 * legend is off (it writes "label:" with the colon on the wrong side right to left, and lists the
 * days' series): the screen draws the legend, and the table beside the chart holds the same
 * figures for screen readers, so the canvas is hidden from them.
 */
export function FigureChart({ days, lines, number, axisDay, dark, rtl, label }: FigureChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const ink = dark ? '#D3D8DE' : '#404854';
    const grid = { stroke: dark ? 'rgba(255,255,255,0.12)' : 'rgba(17,20,24,0.1)', width: 1 };
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height: HEIGHT,
      legend: { show: false },
      scales: {
        x: { time: false, dir: rtl ? -1 : 1 },
        y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
      },
      axes: [
        {
          stroke: ink,
          grid,
          ticks: grid,
          incrs: [1, 2, 7, 14, 28, 56, 91],
          values: (_u, splits) =>
            splits.map((index) => {
              const day = Number.isInteger(index) ? days[index] : undefined;
              return day === undefined ? '' : axisDay.format(instant(day));
            }),
        },
        {
          stroke: ink,
          grid,
          ticks: grid,
          side: rtl ? 1 : 3,
          size: 56,
          values: (_u, splits) => splits.map((value) => number.format(value)),
        },
      ],
      series: [
        {},
        ...lines.map((line) => ({
          label: line.label,
          stroke: line.colour,
          width: 2,
          points: { size: days.length > 60 ? 0 : 5 },
        })),
      ],
    };
    const plot = new uPlot(
      options,
      [days.map((_day, index) => index), ...lines.map((line) => [...line.counts])],
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
  }, [days, lines, number, axisDay, dark, rtl]);

  return (
    <figure className="insights-chart-figure">
      <div ref={box} className="insights-chart" aria-hidden="true" data-testid="insights-chart" />
      <figcaption className="insights-legend">
        <span className="insights-legend-title">{label}</span>
        {lines.map((line) => (
          <span key={line.key} className="insights-legend-item">
            <span className="insights-legend-marker" style={{ backgroundColor: line.colour }} />
            {line.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
