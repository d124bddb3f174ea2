/**
 * The read-only calls a partner site may make cross-origin (issue "Partner embedding"): listings
 * search and details, rooms, and media. Everything signed-in stays same-origin.
 */
const PUBLIC_READ_PATHS = [
  /^\/api\/properties\/all\/?$/,
  /^\/api\/properties\/\d+\/?$/,
  /^\/api\/rooms\/?$/,
  /^\/api\/rooms\/\d+\/?$/,
  /^\/api\/rooms\/by-property\/\d+\/?$/,
  /^\/media\//,
];

export function isPublicRead(method: string, url: string, preflightMethod?: string | string[]): boolean {
  const effective = method === 'OPTIONS' ? String(preflightMethod ?? '').toUpperCase() : method;
  if (effective !== 'GET' && effective !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '';
  return PUBLIC_READ_PATHS.some((pattern) => pattern.test(path));
}
