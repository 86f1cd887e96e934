// A bar chart drawn on the server as SVG (decision 0047): one row per label, a bar per series,
// each bar's figure written at its end. The picture is for the eye; the same figures follow as a
// table, which screen readers read (the picture is hidden from them). No script.
import { formatNumber } from "../operations.tsx";

export interface ChartSeries {
  name: string;
  /** Its colour: "a" or "b" (operations.css). */
  tone: "a" | "b";
}

export interface ChartRow {
  label: string;
  values: (number | null)[];
}

const barHeight = 14;
const rowGap = 10;
const labelWidth = 150;
const plotWidth = 420;
const valueWidth = 60;

export function BarChart({
  id,
  caption,
  series,
  rows,
  none,
}: {
  id: string;
  caption: string;
  series: ChartSeries[];
  rows: ChartRow[];
  /** What a missing figure reads as ("—"). */
  none: string;
}) {
  const largest = Math.max(1, ...rows.flatMap((row) => row.values.map((value) => value ?? 0)));
  const rowHeight = series.length * barHeight + rowGap;
  const height = rows.length * rowHeight + rowGap;
  const width = labelWidth + plotWidth + valueWidth;
  return (
    <figure className="admin-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{caption}</figcaption>
      <ul className="admin-chart__legend" aria-hidden="true">
        {series.map((one) => (
          <li key={one.name}>
            <span className={`admin-chart__swatch admin-chart__bar--${one.tone}`} /> {one.name}
          </li>
        ))}
      </ul>
      <svg
        className="admin-chart__picture"
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        preserveAspectRatio="xMinYMin meet"
        aria-hidden="true"
        focusable="false"
      >
        {rows.map((row, index) => {
          const top = rowGap + index * rowHeight;
          return (
            <g key={`${row.label}-${index}`}>
              <text
                x={labelWidth - 8}
                y={top + (series.length * barHeight) / 2}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {row.label}
              </text>
              {row.values.map((value, at) => {
                const length = value === null ? 0 : Math.max(value > 0 ? 2 : 0, (value / largest) * plotWidth);
                const y = top + at * barHeight;
                return (
                  <g key={at}>
                    <rect
                      className={`admin-chart__bar--${series[at]!.tone}`}
                      x={labelWidth}
                      y={y + 1}
                      width={length}
                      height={barHeight - 2}
                    />
                    <text x={labelWidth + length + 4} y={y + barHeight / 2} dominantBaseline="middle">
                      {formatNumber(value, none)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <table className="admin-figures admin-chart__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <td />
            {series.map((one) => (
              <th key={one.name} scope="col">
                {one.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.label}-${index}`}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, at) => (
                <td key={at}>{formatNumber(value, none)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
