import { ENDPOINTS, entriesOf } from '@convive/sdk';

/**
 * The read-only calls a partner site may make cross-origin (issue "Partner embedding"): the
 * entries of the contract's endpoint table marked `partner` (listings search and details, rooms),
 * and media. Everything signed-in stays same-origin.
 */
const PUBLIC_READ_PATHS: readonly RegExp[] = [
  ...entriesOf(ENDPOINTS)
    .filter(([, e]) => e.partner && e.method === 'GET')
    .map(([, e]) => {
      const pattern = e.path
        .replace(/\/$/, '')
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('\\d+');
      return new RegExp(`^/api${pattern}/?$`);
    }),
  /^\/media\//,
];

export function isPublicRead(method: string, url: string, preflightMethod?: string | string[]): boolean {
  const effective = method === 'OPTIONS' ? String(preflightMethod ?? '').toUpperCase() : method;
  if (effective !== 'GET' && effective !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '';
  return PUBLIC_READ_PATHS.some((pattern) => pattern.test(path));
}
