import { type PartnerKey, todayIn } from '@convive/sdk';
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
    </div>
  );
}
