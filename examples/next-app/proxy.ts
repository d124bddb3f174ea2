// A strict Content-Security-Policy on every page, as Next.js sets one: a fresh nonce per request for
// Next's own scripts, and nothing inline for styles. The Convive widgets need only the API's origin
// (calls and listing pictures); their styles are constructable stylesheets, which `style-src` allows.
import { type NextRequest, NextResponse } from 'next/server';
import { API_BASE } from './app/api';

export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const api = new URL(API_BASE).origin;
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    `img-src 'self' ${api} data:`,
    `connect-src 'self' ${api}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  // Next reads the nonce from the request's policy and writes it on its scripts.
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  matcher: [{ source: '/((?!_next/static|_next/image|favicon.ico).*)' }],
};
