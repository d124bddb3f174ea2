/** Host names that mean "a developer's own machine". */
export const DEVELOPMENT_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0'];

/** The local server's API during development (`npm start` serves on port 8080). */
export const DEVELOPMENT_API_BASE_URL = 'http://localhost:8080/api';

export interface ApiBaseUrlOptions {
  /**
   * The API used in production.
   * @default '/api' (the same origin as the page: the server serves the portal and the API together)
   */
  production?: string;
  /**
   * The API used when the page is on a development host.
   * @default DEVELOPMENT_API_BASE_URL
   */
  development?: string;
}

/**
 * Chooses the API base URL by the page's host name (spec 01 §7): a local server in development, the
 * configured host in production. Pass `location.hostname` in a browser.
 *
 * @example
 *   createClient({ baseUrl: apiBaseUrlForHost(location.hostname, { production: 'https://api.convive.es/api' }) })
 */
export function apiBaseUrlForHost(hostname: string, options: ApiBaseUrlOptions = {}): string {
  const host = hostname.trim().toLowerCase();
  const isDevelopment = DEVELOPMENT_HOSTS.includes(host) || host.endsWith('.localhost');
  return isDevelopment ? (options.development ?? DEVELOPMENT_API_BASE_URL) : (options.production ?? '/api');
}

/**
 * The server root of an API base URL (`http://h:8080/api` → `http://h:8080`): media paths in
 * answers are relative to it. A relative base (`/api`) resolves against `origin` when given.
 */
export function serverRootOf(baseUrl: string, origin?: string): string {
  try {
    const url = new URL(baseUrl, origin);
    return url.origin;
  } catch {
    return origin ?? '';
  }
}
