import type { AppContext } from '../context';

/**
 * Per-route rate limits (per client address): the calls a bot would hammer. `RATE_LIMIT=false`
 * turns them off (benchmarks, load tests); test suites that check them keep them on.
 */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '10 minutes' },
  passwordRecovery: { max: 5, timeWindow: '15 minutes' },
  contact: { max: 5, timeWindow: '10 minutes' },
  enquiry: { max: 20, timeWindow: '10 minutes' },
} as const;

export function rateLimit(
  ctx: AppContext,
  limit: keyof typeof RATE_LIMITS,
): { rateLimit: { max: number; timeWindow: string } | false } {
  return { rateLimit: ctx.config.rateLimit ? RATE_LIMITS[limit] : false };
}
