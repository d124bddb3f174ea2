import { LANGUAGES, type Language } from '@convive/sdk';
import type { onRequestHookHandler } from 'fastify';
import { ERRORS } from '../errors';
import { requestLanguage } from '../i18n/translate';

/**
 * Cuts a request whose body stops arriving: while a body is expected, its socket times out after
 * `ms` without a byte (Node's `requestTimeout` bounds the whole request; this catches a body that
 * trickles or stalls much sooner). The client gets a 408 and the connection closes. Once the body
 * has arrived the timer is off, so slow handlers and idle keep-alive connections are unaffected.
 */
export function bodyIdleTimeout(ms: number): onRequestHookHandler {
  const answers = new Map<Language, string>(
    LANGUAGES.map((language) => {
      const body = JSON.stringify({ detail: ERRORS.requestTimeout.in(language) });
      const answer = [
        'HTTP/1.1 408 Request Timeout',
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n');
      return [language, answer];
    }),
  );
  return (request, reply, done) => {
    const answer = answers.get(requestLanguage(request)) ?? '';
    const raw = request.raw;
    const expectsBody =
      (raw.headers['content-length'] !== undefined && raw.headers['content-length'] !== '0') ||
      raw.headers['transfer-encoding'] !== undefined;
    if (!expectsBody || raw.complete || raw.headers.upgrade) return done();
    const socket = raw.socket;
    socket.setTimeout(ms);
    const stop = () => {
      socket.setTimeout(0);
    };
    raw.once('end', stop);
    raw.once('close', stop);
    // Node emits 'timeout' on an incomplete request before destroying its socket; listening here
    // lets the 408 be written first.
    raw.once('timeout', () => {
      raw.off('end', stop);
      if (reply.raw.headersSent) socket.destroy();
      else socket.end(answer);
    });
    done();
  };
}
