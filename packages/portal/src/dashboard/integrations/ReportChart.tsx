import { type PartnerReportDay, weekdayIndexMondayFirst } from '@convive/sdk';
import { type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { fill } from '../../app/copy/fill';
import { useIntegrationsCopy } from './copy';
import styles from './Integrations.module.css';
import {
  dayAndMonth,
  dayWithWeekday,
  intlLocale,
  type ReportTotals,
  SERIES,
  type Series,
  seriesLabel,
  shortDate,
} from './reportSeries';

/*
 * The chart's drawing units are CSS pixels: the SVG is drawn at its box's measured width (never
 * narrower than MIN_WIDTH, where it scrolls), so its text keeps its size on a phone and on a wide
 * screen instead of being scaled with the picture. The figures differ by orders of magnitude
 * (hundreds of impressions, a few visits), so each series gets its own row with its own scale —
 * small multiples — instead of one shared axis where the visits would be invisible.
 */
const MIN_WIDTH = 520;
/** Until measured (and where nothing measures, as in tests). */
const DEFAULT_WIDTH = 640;
const PAD_X = 8;
const LABEL_H = 20;
const ROW_H = 52;
const ROW_GAP = 14;
const AXIS_H = 24;
const HEIGHT = SERIES.length * (LABEL_H + ROW_H + ROW_GAP) + AXIS_H;

/** An element's content width, followed as it changes (the window turns, a sidebar folds). */
function useWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The CSS class that colours a series (bars, swatches), the same in the totals and the legend. */
export const SERIES_CLASS: Record<Series, string> = {
  impressions: styles.seriesImpressions ?? '',
  clicks: styles.seriesClicks ?? '',
  enquiries: styles.seriesEnquiries ?? '',
  visits: styles.seriesVisits ?? '',
};

/**
 * A key's 30 days as bars per day for the four series (hand-written SVG, no chart library): one row
 * per series with its maximum, week lines and date labels on Mondays, and a legend. The SVG is one
 * `role="img"` with a spoken summary; the figures themselves are in a table below it, hidden until
 * asked for but always read by screen readers.
 */
export function ReportChart({ days, totals }: { days: readonly PartnerReportDay[]; totals: ReportTotals }) {
  const { copy, locale } = useIntegrationsCopy();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const scrollRef = useRef<HTMLElement>(null);
  const width = Math.max(MIN_WIDTH, useWidth(scrollRef, DEFAULT_WIDTH));
  // Scrolled to the latest days where the chart is wider than the screen: the recent ones matter most.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, []);
  const number = new Intl.NumberFormat(intlLocale(locale));
  const first = days[0]?.date ?? '';
  const last = days.at(-1)?.date ?? '';
  const slot = (width - 2 * PAD_X) / Math.max(days.length, 1);
  const barWidth = Math.min(24, Math.max(2, slot * 0.7));
  const mondays = days.flatMap((day, index) => (weekdayIndexMondayFirst(day.date) === 0 ? [index] : []));

  let peak: PartnerReportDay | null = null;
  for (const day of days) if (day.impressions > (peak?.impressions ?? 0)) peak = day;
  const summary = [
    fill(copy.chartSummary, {
      from: dayAndMonth(first, locale),
      to: dayAndMonth(last, locale),
      impressions: number.format(totals.impressions),
      clicks: number.format(totals.clicks),
      enquiries: number.format(totals.enquiries),
      visits: number.format(totals.visits),
    }),
    peak
      ? fill(copy.chartPeak, { date: dayAndMonth(peak.date, locale), count: number.format(peak.impressions) })
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.chart}>
      <ul className={styles.legend} aria-hidden="true">
        {SERIES.map((series) => (
          <li key={series}>
            <span className={`${styles.swatch} ${SERIES_CLASS[series]}`} />
            {seriesLabel(series, copy)}
          </li>
        ))}
      </ul>
      {/* Too narrow for 30 legible days on a phone: the chart keeps its size and scrolls sideways. */}
      <figure
        ref={scrollRef}
        className={styles.chartScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label={copy.chartLabel}
      >
        <svg
          className={styles.chartSvg}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-label={summary}
        >
          {mondays.map((index) => (
            <line
              key={`week-${days[index]?.date}`}
              className={styles.chartWeek}
              x1={PAD_X + index * slot}
              x2={PAD_X + index * slot}
              y1={0}
              y2={HEIGHT - AXIS_H}
            />
          ))}
          {SERIES.map((series, row) => {
            const top = row * (LABEL_H + ROW_H + ROW_GAP);
            const base = top + LABEL_H + ROW_H;
            const max = Math.max(0, ...days.map((day) => day[series]));
            return (
              <g key={series}>
                {/* The maximum beside the name, not at the far end: on a phone that end is scrolled away. */}
                <text className={styles.chartRowLabel} x={PAD_X} y={top + 14}>
                  {seriesLabel(series, copy)}
                  <tspan className={styles.chartRowMax} dx={8}>
                    {fill(copy.chartMax, { count: number.format(max) })}
                  </tspan>
                </text>
                <line className={styles.chartBase} x1={PAD_X} x2={width - PAD_X} y1={base} y2={base} />
                {days.map((day, index) => {
                  const value = day[series];
                  if (value === 0 || max === 0) return null;
                  // A day with some activity never vanishes beside a much busier one.
                  const height = Math.max(2, (value / max) * ROW_H);
                  return (
                    <rect
                      key={day.date}
                      className={SERIES_CLASS[series]}
                      x={PAD_X + index * slot + (slot - barWidth) / 2}
                      y={base - height}
                      width={barWidth}
                      height={height}
                      rx={1.5}
                    >
                      <title>{`${shortDate(day.date, locale)} · ${seriesLabel(series, copy)}: ${number.format(value)}`}</title>
                    </rect>
                  );
                })}
              </g>
            );
          })}
          {mondays.map((index) => {
            const date = days[index]?.date ?? '';
            return (
              <text
                key={`label-${date}`}
                className={styles.chartAxisLabel}
                x={PAD_X + index * slot + 3}
                y={HEIGHT - 6}
              >
                {shortDate(date, locale)}
              </text>
            );
          })}
        </svg>
      </figure>
      <button
        type="button"
        className={`btn btn--ghost btn--sm ${styles.tableToggle}`}
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {showTable ? copy.hideTable : copy.showTable}
      </button>
      {/* Hidden from sight only: screen readers always have the figures. */}
      <div id={tableId} className={showTable ? styles.tableScroll : 'visually-hidden'}>
        <table className={styles.table}>
          <caption>{copy.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.date}</th>
              {SERIES.map((series) => (
                <th key={series} scope="col">
                  {seriesLabel(series, copy)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{dayWithWeekday(day.date, locale)}</time>
                </th>
                {SERIES.map((series) => (
                  <td key={series}>{number.format(day[series])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
