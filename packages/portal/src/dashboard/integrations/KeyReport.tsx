import {
  PARTNER_DISCARD_REASONS,
  type PartnerDiscarded,
  type PartnerDiscardReason,
  type PartnerKey,
  todayIn,
} from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useQuery } from '@tanstack/react-query';
import { ChartColumn, Download } from 'lucide-react';
import { fill } from '../../app/copy/fill';
import { useLoadState } from '../../app/loadState';
import { keys } from '../../app/queryKeys';
import { ErrorState } from '../../ui/States';
import { type IntegrationsCopy, useIntegrationsCopy } from './copy';
import styles from './Integrations.module.css';
import { ReportChart, SERIES_CLASS } from './ReportChart';
import { downloadText, type ReportCsvHeader, reportCsv, reportFileName } from './reportCsv';
import { dayAndMonth, intlLocale, reportTotals, SERIES, seriesLabel } from './reportSeries';

function csvHeader(copy: IntegrationsCopy): ReportCsvHeader {
  return [copy.csvDate, copy.csvImpressions, copy.csvClicks, copy.csvEnquiries, copy.csvVisits];
}

const HINTS = {
  impressions: 'impressionsHint',
  clicks: 'clicksHint',
  enquiries: 'enquiriesHint',
  visits: 'visitsHint',
} as const;

/** Grey blocks in the report's shape (four totals and the chart) while it loads. */
function ReportSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.reportSkeleton} role="status" aria-live="polite" aria-label={label}>
      <div className={styles.totals}>
        {SERIES.map((series) => (
          <span key={series} className={styles.skeletonBlock} />
        ))}
      </div>
      <span className={`${styles.skeletonBlock} ${styles.skeletonChart}`} />
    </div>
  );
}

const DISCARD_LABELS = {
  duplicate: 'discardedDuplicate',
  no_origin: 'discardedNoOrigin',
  sandboxed: 'discardedSandboxed',
} as const satisfies Record<PartnerDiscardReason, keyof IntegrationsCopy>;

/**
 * What the server received for the key and did not count, by reason, when there was any: a partner
 * whose figures look low can see why (a preview, a page that lost its Origin), and that repeats of
 * one page view were not counted twice.
 */
function DiscardedEvents({
  discarded,
  copy,
  format,
}: {
  discarded: PartnerDiscarded | undefined;
  copy: IntegrationsCopy;
  format: (n: number) => string;
}) {
  const reasons = PARTNER_DISCARD_REASONS.filter((reason) => (discarded?.[reason] ?? 0) > 0);
  if (!discarded || reasons.length === 0) return null;
  return (
    <section className={styles.discarded} aria-labelledby="discarded-title">
      <h5 id="discarded-title" className={styles.discardedTitle}>
        {copy.discardedTitle}
      </h5>
      <dl className={styles.discardedList}>
        {reasons.map((reason) => (
          <div key={reason}>
            <dt>{copy[DISCARD_LABELS[reason]]}</dt>
            <dd>{format(discarded[reason])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * A key's report (GET /partner-keys/{id}/report/): the period's totals, the chart by day with its
 * table, and 'Descargar CSV'; a skeleton while it loads, an explanation while every figure is zero,
 * and the error with 'Reintentar'.
 */
export function KeyReport({ partnerKey }: { partnerKey: PartnerKey }) {
  const { copy, locale } = useIntegrationsCopy();
  const { client } = useConvive();
  const query = useQuery({
    queryKey: keys.partnerKeys.report(partnerKey.id),
    queryFn: () => client.partnerKeys.report(partnerKey.id),
  });
  const load = useLoadState(query, keys.partnerKeys.report(partnerKey.id));

  if (load.failed) {
    return <ErrorState message={copy.reportFailure} retryLabel={copy.retry} onRetry={load.retry} />;
  }
  if (!query.data) return <ReportSkeleton label={copy.reportLoading} />;
  const { days } = query.data;
  const totals = reportTotals(days);
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const number = new Intl.NumberFormat(intlLocale(locale));

  if (SERIES.every((series) => totals[series] === 0)) {
    return (
      <div className={styles.reportEmpty}>
        <ChartColumn className={styles.emptyIcon} aria-hidden="true" />
        <h4 className={styles.snippetTitle}>{copy.reportEmptyTitle}</h4>
        <p className={styles.hint}>{copy.reportEmptyText}</p>
      </div>
    );
  }

  const download = () => {
    // Named after the report's last day (today on the server), so the file says which 30 days it holds.
    downloadText(reportFileName(partnerKey.name, last ?? todayIn()), reportCsv(days, csvHeader(copy)));
  };

  return (
    <div className={styles.report}>
      <div className={styles.reportHead}>
        {first && last ? (
          <p className={styles.hint}>
            {fill(copy.reportRange, { from: dayAndMonth(first, locale), to: dayAndMonth(last, locale) })}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn--outline btn--sm"
          aria-label={fill(copy.downloadCsvLabel, { name: partnerKey.name })}
          onClick={download}
        >
          <Download aria-hidden="true" />
          {copy.downloadCsv}
        </button>
      </div>
      <dl className={styles.totals} aria-label={copy.totalsLabel}>
        {SERIES.map((series) => (
          <div key={series} className={styles.total}>
            <dt>
              <span className={`${styles.swatch} ${SERIES_CLASS[series]}`} aria-hidden="true" />
              {seriesLabel(series, copy)}
            </dt>
            <dd className={styles.totalValue}>{number.format(totals[series])}</dd>
            <dd className={styles.hint}>{copy[HINTS[series]]}</dd>
          </div>
        ))}
      </dl>
      <ReportChart days={days} totals={totals} />
      <DiscardedEvents discarded={query.data.discarded} copy={copy} format={number.format} />
    </div>
  );
}
