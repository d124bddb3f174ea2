import type { PartnerReport, PartnerReportDay } from '@convive/sdk';
import type { ReportRows } from './queries';

/**
 * A key's report: one entry for each of `days` (oldest first, every day present, zero when nothing
 * happened), what was discarded on them, and the leads bucketed by `dayOf` their creation.
 */
export function partnerReportOut(
  keyId: number,
  days: readonly string[],
  { counted, requests, visits }: ReportRows,
  dayOf: (iso: string) => string,
): PartnerReport {
  const byDay = new Map<string, PartnerReportDay>(
    days.map((date) => [date, { date, impressions: 0, clicks: 0, enquiries: 0, visits: 0 }]),
  );
  const discarded = { duplicate: 0, no_origin: 0, sandboxed: 0 };
  for (const row of counted) {
    const day = byDay.get(row.day);
    if (day) {
      day.impressions = Number(row.impressions);
      day.clicks = Number(row.clicks);
      discarded.duplicate += Number(row.discarded_duplicate);
      discarded.no_origin += Number(row.discarded_no_origin);
      discarded.sandboxed += Number(row.discarded_sandboxed);
    }
  }
  for (const row of requests) {
    const day = byDay.get(dayOf(row.created_at));
    if (day) day.enquiries += 1;
  }
  for (const row of visits) {
    const day = byDay.get(dayOf(row.created_at));
    if (day) day.visits += 1;
  }
  return { partner_key: keyId, days: [...byDay.values()], discarded };
}
