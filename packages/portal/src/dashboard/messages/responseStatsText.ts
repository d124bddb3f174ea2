import type { ResponseStats } from '@convive/sdk';
import type { MessagesCopy } from './copy';

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * A landlord's typical response time in words: under an hour and up to a day as the next whole
 * hour ('en menos de 2 h' for 61–120 minutes), beyond as whole days. Null without a figure (no
 * conversation in the window).
 */
export function responseTimeText(
  stats: Pick<ResponseStats, 'median_first_response_minutes'>,
  copy: Pick<MessagesCopy, 'responseWithinHours' | 'responseWithinDays'>,
): string | null {
  const minutes = stats.median_first_response_minutes;
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return null;
  if (minutes < DAY) return copy.responseWithinHours(Math.max(1, Math.ceil(minutes / HOUR)));
  return copy.responseWithinDays(Math.round(minutes / DAY));
}

/** The share answered within 24 h as a whole percentage; null without a figure. */
export function responseRatePercent(stats: Pick<ResponseStats, 'response_rate'>): number | null {
  return stats.response_rate === null ? null : Math.round(stats.response_rate * 100);
}
