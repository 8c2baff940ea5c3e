import { useId } from 'react';
import styles from './DailyBarChart.module.css';

interface Props {
  /** One entry per day, oldest first; `date` is YYYY-MM-DD. */
  data: { date: string; count: number }[];
  /** What the chart shows, e.g. 予約クリック数（過去30日）: the image's accessible name. */
  title: string;
  /** The trend in words for people who cannot see the bars. */
  description: string;
}

/** Bars fill a 100 × 100 box stretched to the plot; labels are HTML so they keep their size. */
const BOX = 100;
/** Share of a day's slot that its bar takes, leaving a gap between bars. */
const BAR = 0.7;

/**
 * Gridlines every 1, 2 or 5 × 10ⁿ, at most four steps up to a top at or above `max`, so the
 * scale reads in whole, round numbers.
 */
function scaleFor(max: number): { top: number; ticks: number[] } {
  for (let power = 1; ; power *= 10) {
    for (const step of [power, 2 * power, 5 * power]) {
      const steps = Math.max(1, Math.ceil(max / step));
      if (steps <= 4) return { top: steps * step, ticks: Array.from({ length: steps + 1 }, (_, i) => i * step) };
    }
  }
}

/** "2026-11-21" → "11/21". */
const shortDate = (date: string): string => {
  const [, month, day] = date.split('-');
  return `${Number(month)}/${Number(day)}`;
};

const number = new Intl.NumberFormat('ja-JP');

/**
 * A server-rendered bar chart of one count per day, e.g. booking clicks over the last 30 days:
 * plain SVG, no script. The SVG is an image named by `title` and `description`, and the values
 * are in a visually hidden table, so a screen reader can read every day.
 */
export function DailyBarChart({ data, title, description }: Props) {
  const id = useId();
  const { top, ticks } = scaleFor(Math.max(0, ...data.map((day) => day.count)));
  const slot = BOX / Math.max(data.length, 1);
  // Weekly labels counted back from the last day, so the latest date is always named.
  const labelled = (index: number) => (data.length - 1 - index) % 7 === 0;

  return (
    <figure className={styles.chart} data-daily-bar-chart="">
      <div className={styles.scale} aria-hidden="true">
        {ticks.toReversed().map((tick) => (
          <span key={tick}>{number.format(tick)}</span>
        ))}
      </div>
      <svg
        className={styles.plot}
        viewBox={`0 0 ${BOX} ${BOX}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.slice(1).map((tick) => (
          <line
            key={tick}
            className={styles.grid}
            x1="0"
            x2={BOX}
            y1={BOX - (tick / top) * BOX}
            y2={BOX - (tick / top) * BOX}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {data.map((day, index) =>
          day.count > 0 ? (
            <rect
              key={day.date}
              className={styles.bar}
              x={index * slot + (slot * (1 - BAR)) / 2}
              width={slot * BAR}
              y={BOX - (day.count / top) * BOX}
              height={(day.count / top) * BOX}
              data-date={day.date}
              data-count={day.count}
            />
          ) : null,
        )}
      </svg>
      <div className={styles.dates} aria-hidden="true">
        {data.map((day, index) => (
          <span key={day.date}>{labelled(index) ? shortDate(day.date) : ''}</span>
        ))}
      </div>
      {/* In a clipping box: a table grows to its rows whatever its height, and lengthened the page. */}
      <div className={styles.values}>
        <table>
          <caption>{title}</caption>
          <tbody>
            {data.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td>{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
