import { useId } from 'react';
import { cx } from '../internal/cx';

export interface BarChartDatum {
  label: string;
  value: number;
}

export interface BarChartProps {
  /** Names the chart: its caption, and the start of what screen readers hear. */
  title: string;
  data: readonly BarChartDatum[];
  /** Columns rising from a baseline (a series over time) or bars from the left (steps, categories). */
  orientation?: 'vertical' | 'horizontal';
  /** Heads the value column of the data table, e.g. "RSVPs". */
  valueName?: string;
  className?: string;
}

const VIEW_WIDTH = 600;
const ROW_HEIGHT = 28;
const COLUMNS_HEIGHT = 180;
const AXIS_SPACE = 22;
const LABEL_SPACE = 150;

/** "RSVPs per day: 12 values from 0 to 5; highest 5 on Nov 24." */
export function summarizeChart(title: string, data: readonly BarChartDatum[]): string {
  if (data.length === 0) return `${title}: no data`;
  const values = data.map((datum) => datum.value);
  const highest = data.reduce((best, datum) => (datum.value > best.value ? datum : best));
  return `${title}: ${data.length} values from ${Math.min(...values)} to ${Math.max(...values)}; highest ${highest.value} at ${highest.label}`;
}

/**
 * A small bar chart in SVG, without a charting library. The picture is one image with a summary
 * for screen readers, and the figures follow as a visually hidden table.
 */
export function BarChart({ title, data, orientation = 'vertical', valueName = 'Value', className }: BarChartProps) {
  const captionId = useId();
  const max = Math.max(1, ...data.map((datum) => datum.value));
  return (
    <figure className={cx('space-y-2', className)} aria-labelledby={captionId}>
      <figcaption id={captionId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {title}
      </figcaption>
      {orientation === 'vertical' ? <Columns title={title} data={data} max={max} /> : <Bars title={title} data={data} max={max} />}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Label</th>
            <th scope="col">{valueName}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label}>
              <th scope="row">{datum.label}</th>
              <td>{datum.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

interface ShapeProps {
  title: string;
  data: readonly BarChartDatum[];
  max: number;
}

function Columns({ title, data, max }: ShapeProps) {
  const slot = VIEW_WIDTH / Math.max(1, data.length);
  const barWidth = Math.max(2, slot * 0.7);
  // Label every column when they fit, else about eight of them.
  const labelEvery = Math.max(1, Math.ceil(data.length / 8));
  return (
    <svg
      role="img"
      aria-label={summarizeChart(title, data)}
      viewBox={`0 0 ${VIEW_WIDTH} ${COLUMNS_HEIGHT + AXIS_SPACE}`}
      className="h-auto w-full"
      preserveAspectRatio="none"
    >
      <line x1={0} x2={VIEW_WIDTH} y1={COLUMNS_HEIGHT} y2={COLUMNS_HEIGHT} className="stroke-slate-300 dark:stroke-slate-600" />
      {data.map((datum, i) => {
        const height = (datum.value / max) * (COLUMNS_HEIGHT - 16);
        const x = i * slot + (slot - barWidth) / 2;
        return (
          <g key={datum.label}>
            <rect x={x} y={COLUMNS_HEIGHT - height} width={barWidth} height={height} rx={2} className="fill-indigo-600 dark:fill-indigo-400" />
            {datum.value > 0 && data.length <= 31 ? (
              <text x={x + barWidth / 2} y={COLUMNS_HEIGHT - height - 4} textAnchor="middle" className="fill-slate-700 text-[11px] dark:fill-slate-200">
                {datum.value}
              </text>
            ) : null}
            {i % labelEvery === 0 ? (
              <text x={x + barWidth / 2} y={COLUMNS_HEIGHT + 15} textAnchor="middle" className="fill-slate-600 text-[11px] dark:fill-slate-300">
                {datum.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

function Bars({ title, data, max }: ShapeProps) {
  const height = Math.max(ROW_HEIGHT, data.length * ROW_HEIGHT);
  const room = VIEW_WIDTH - LABEL_SPACE - 40;
  return (
    <svg role="img" aria-label={summarizeChart(title, data)} viewBox={`0 0 ${VIEW_WIDTH} ${height}`} className="h-auto w-full">
      {data.map((datum, i) => {
        const y = i * ROW_HEIGHT;
        const width = (datum.value / max) * room;
        return (
          <g key={datum.label}>
            <text x={LABEL_SPACE - 8} y={y + ROW_HEIGHT / 2 + 4} textAnchor="end" className="fill-slate-700 text-[12px] dark:fill-slate-200">
              {datum.label}
            </text>
            <rect x={LABEL_SPACE} y={y + 4} width={Math.max(width, 1)} height={ROW_HEIGHT - 8} rx={2} className="fill-indigo-600 dark:fill-indigo-400" />
            <text x={LABEL_SPACE + width + 6} y={y + ROW_HEIGHT / 2 + 4} className="fill-slate-700 text-[12px] dark:fill-slate-200">
              {datum.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
