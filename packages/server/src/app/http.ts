import { Socket } from 'node:net';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance } from 'fastify';
import { callAt } from '../calls';
import { registerCompression } from '../compression';
import type { Config } from '../config';
import { ERRORS, HttpError } from '../errors';
import { LANGUAGE_READ, requestLanguage, varyOnLanguage, wordBody } from '../i18n/translate';
import { bodyIdleTimeout } from '../services/bodyTimeout';
import { IMAGE_LIMITS } from '../services/images';

/** How long a connection answered before its body ended keeps draining before it is dropped. */
const LINGER_MS = 2_000;

/**
 * How requests are read and answers written, whatever the route: the body's idle timeout, the
 * bodies accepted (JSON and multipart), caching and compression of answers, errors as the API's
 * answers, and the lingering close of a connection answered before its body ended. Registered
 * before any route: compression and the error handler attach to each route as it is added.
 */
export async function registerHttp(app: FastifyInstance, config: Config): Promise<void> {
  // A body that stops arriving for BODY_IDLE_TIMEOUT_S is answered 408 and its connection closed.
  app.addHook('onRequest', bodyIdleTimeout(config.bodyIdleTimeoutMs));

  // Answers to a signed-in caller, and the calls the endpoint table marks `noStore` (a token in the
  // answer, the health check), are never stored by a browser or a proxy.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization || callAt(request.method, request.routeOptions.url)?.noStore) {
      reply.header('cache-control', 'no-store');
    }
    // An answer worded in the caller's language (an error, notifications, a reply) varies on it.
    if ((request as { [LANGUAGE_READ]?: boolean })[LANGUAGE_READ]) varyOnLanguage(reply);
    done(null, payload);
  });

  // Before every route: the plugin hooks into each route as it is registered.
  await registerCompression(app);

  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_LIMITS.maxBytes,
      files: IMAGE_LIMITS.maxFilesPerUpload,
      fields: 30,
      fieldSize: 64 * 1024,
      parts: 50,
    },
  });

  // The API speaks JSON and multipart only: any other body is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // Refused before its body was read (too many files, too large, malformed): close the connection
    // rather than read the rest of a body nobody wants.
    if (!request.raw.complete) reply.header('connection', 'close');
    // Every error body is written in Spanish and answered in the caller's language (Accept-Language).
    const language = requestLanguage(request);
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(wordBody(error.body, language));
    }
    const mapped = mapFrameworkError(error);
    if (mapped)
      return reply.code(mapped.statusCode).headers(mapped.headers).send(wordBody(mapped.body, language));
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: ERRORS.internal.in(language) });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ detail: ERRORS.notFound.in(requestLanguage(request)) }),
  );

  // An answer sent before its request's body ended (a refused upload) has been written: close the
  // connection without keeping the request (and what it held) alive while the client sends on. A
  // lingering close: the rest of the body is read and thrown away for a moment, so the client reads
  // the answer instead of a connection reset, then the socket is dropped.
  app.addHook('onResponse', (request, _reply, done) => {
    const raw = request.raw;
    // (Not for the server's own in-process requests, light-my-request's, which have no real socket.)
    if (!raw.complete && !request.headers.upgrade && raw.socket instanceof Socket) {
      const socket = raw.socket;
      raw.unpipe();
      raw.resume();
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    }
    done();
  });
}

/** Fastify's and its plugins' own errors, as DRF-shaped Spanish 4xx answers. */
function mapFrameworkError(error: FastifyError): HttpError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpError(400, { detail: ERRORS.emptyJson });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpError(400, { detail: ERRORS.malformedJson });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new HttpError(413, { detail: ERRORS.requestTooLarge });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(415, { detail: ERRORS.unsupportedMediaType });
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, {
        detail: ERRORS.fileTooLarge({ megabytes: IMAGE_LIMITS.maxBytes / 1024 / 1024 }),
      });
    case 'FST_FILES_LIMIT':
      return new HttpError(400, { images: [ERRORS.tooManyFiles({ max: IMAGE_LIMITS.maxFilesPerUpload })] });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(400, { detail: ERRORS.unsupportedMediaType });
    default:
      break;
  }
  // A JSON syntax error surfaces as a 400 SyntaxError from the content-type parser.
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
    return new HttpError(400, { detail: ERRORS.malformedJson });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpError(error.statusCode, {
      detail: error.statusCode === 404 ? ERRORS.notFound : error.message,
    });
  }
  return null;
}
