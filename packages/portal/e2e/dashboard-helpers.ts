/**
 * Small helpers shared by the dashboard's browser tests (spec 02): toasts, fresh accounts and
 * valid visit dates. The server and browser come from `harness.ts`.
 */
import type { Locator, Page } from 'playwright-core';
import type { Portal } from './harness';

/** A Sonner toast whose title is exactly `title` (the outlet is the region 'Notifications alt+T'). */
export function toast(page: Page, title: string): Locator {
  return (
    page
      // Sonner's live region, named in the page's language ('Notificaciones', 'Notifications').
      .getByRole('region', { name: /Notifica(tions|ciones)/ })
      .getByRole('listitem')
      .filter({ has: page.getByText(title, { exact: true }) })
  );
}

export interface NewAccount {
  email: string;
  password: string;
  token: string;
  id: number;
}

let accounts = 0;

/** Registers a new account through POST /register/ and answers its token and id (GET /me/). */
export async function registerAccount(
  portal: Portal,
  role: 'inquilino' | 'propietario',
  name: { first: string; last: string },
): Promise<NewAccount> {
  accounts += 1;
  const email = `e2e-${role}-${Date.now().toString(36)}-${accounts}@example.com`;
  const password = 'Tejado-Verde-2026';
  const { token } = await portal.api<{ token: string }>('/register/', {
    method: 'POST',
    json: {
      email,
      password,
      password_confirm: password,
      accept_terms: true,
      first_name: name.first,
      last_name: name.last,
      role,
    },
  });
  const me = await portal.api<{ id: number }>('/me/', { token });
  return { email, password, token, id: me.id };
}

/** Today's date in Madrid (the server's zone), 'YYYY-MM-DD'. */
function madridToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
}

/**
 * A bookable visit date (spec 01 §5: a weekday from tomorrow to three months ahead): the first
 * weekday at least `daysAhead` days after today in Madrid.
 */
export function visitDate(daysAhead = 2): string {
  const [y, m, d] = madridToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + daysAhead));
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A tiny real image (decodable by the server), made with sharp. */
export async function makeImage(
  format: 'png' | 'jpeg',
  color: { r: number; g: number; b: number },
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: color } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}
