import {
  type Answer,
  type AnswerOf,
  ENDPOINTS,
  type EndpointSpec,
  entriesOf,
  type FieldErrors,
  type Named,
  type PathIds,
  pageSchema,
  pathIds,
} from '@convive/sdk';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendHookHandler,
} from 'fastify';
import * as z from 'zod/mini';
import { requireLandlord, requireTenant, requireUser } from '../auth/guard';
import { fastifyPath } from '../calls';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { HttpError, notFound, type Text } from '../errors';
import { requestLanguage, wordBody } from '../i18n/translate';
import { parseId, validate } from '../validation';

export { callAt, fastifyPath } from '../calls';

/*
 * Registers a handler for one call of the contract's endpoint table (`ENDPOINTS` in @convive/sdk).
 * The table gives the method, the path, who may call, the path ids, the query and the JSON body;
 * this wrapper enforces and parses all of them before the handler runs, so a handler receives
 * checked input and only decides what the table cannot say (whose record it is, business rules).
 *
 * Order, as DRF answers: 401/403 for the role, 404 for an id that cannot name a row, then 400 for
 * the query and the body.
 */

type Schema = z.core.$ZodType;

/** The signed-in user: always there when the call needs a session. */
type UserOf<E extends EndpointSpec> = E['access'] extends 'public' | 'optional' ? UserRow | null : UserRow;
/** Path parameters that name no row: opaque text (a feed export's token), never coerced to a number. */
type TextParam = 'token';
const TEXT_PARAMS: ReadonlySet<string> = new Set<TextParam>(['token']);
type ParamsOf<E extends EndpointSpec> = {
  [K in PathIds<E['path']>[number]]: K extends TextParam ? string : number;
};

/** A text parameter: url-safe characters only, else 404 as for an id no row can have. */
function parseTextParam(value: unknown): string {
  const text = String(value ?? '');
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) throw notFound();
  return text;
}
type QueryOf<E extends EndpointSpec> = E['query'] extends Named<infer Q> ? z.output<Q> : undefined;
/** A multipart call's handler reads its own body (files stream in; JSON is its other form). */
type BodyOf<E extends EndpointSpec> = E['multipart'] extends string
  ? undefined
  : E['body'] extends Named<infer B>
    ? z.output<B>
    : undefined;

/** What the wrapper knows before it reads the query and the body. */
export interface CallTarget<E extends EndpointSpec> {
  request: FastifyRequest;
  user: UserOf<E>;
  params: ParamsOf<E>;
}

export interface CallInput<E extends EndpointSpec, R = undefined> extends CallTarget<E> {
  reply: FastifyReply;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** What `load` found: the record the path names, already checked to be the caller's. */
  record: R;
  /** Answers with the entry's second success status (`one(…, 201, 200)`: 200 when nothing was created). */
  answerWith(status: 200 | 201): void;
}

export interface RouteOptions<E extends EndpointSpec = EndpointSpec, R = undefined> {
  /**
   * Finds the record the path names and checks it is the caller's (404, 403), before the body is
   * validated, as DRF does. Required for the table's `owner: true` calls.
   */
  load?: (target: CallTarget<E>) => Promise<R> | R;
  /** Runs before the body is read (per-address throttles: `perAddress(ctx, name)`). */
  onRequest?: onRequestAsyncHookHandler;
  /** A check of the call's own that must answer before validation does (e.g. 401 for a kind of body). */
  before?: (request: FastifyRequest) => void;
  /**
   * Answers before the query is validated, when it can: a cached answer, stored only for a query
   * that was valid (zod's parse was a twelfth of a cached search's time). True when it has sent it.
   */
  early?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean> | boolean;
  /** Rewrites the body's field errors before the 400 (one message where two fields say the same). */
  invalid?: (errors: FieldErrors, raw: unknown) => FieldErrors;
}

/** A handler's answer: an acknowledgement's `detail` may be a text by code, worded as it leaves. */
type Answered<T> = T extends { detail: string } ? Omit<T, 'detail'> & { detail: Text } : T;

type Handler<E extends EndpointSpec, R> = (
  input: CallInput<E, R>,
) =>
  | Promise<Answered<AnswerOf<E['answer'], 'input'>> | FastifyReply>
  | Answered<AnswerOf<E['answer'], 'input'>>
  | FastifyReply;

function guard(access: EndpointSpec['access'], request: FastifyRequest): UserRow | null {
  switch (access) {
    case 'user':
      return requireUser(request);
    case 'tenant':
      return requireTenant(request);
    case 'landlord':
      return requireLandlord(request);
    default:
      return request.user;
  }
}

/** The strict schema of a successful answer (the client's is more lenient about collections). */
export function answerSchema(answer: Answer): Schema | null {
  switch (answer.kind) {
    case 'one':
      return answer.of.schema;
    case 'many':
      return z.array(answer.of.schema);
    case 'page':
      return pageSchema(answer.of.schema);
    case 'ack':
      return z.object({ detail: z.string() });
    case 'none':
    case 'text':
      return null;
  }
}

/** True for the calls that answer a `{detail}` message (an acknowledgement, or one Detail). */
function answersDetail(answer: Answer): boolean {
  return answer.kind === 'ack' || (answer.kind === 'one' && answer.of.name === 'Detail');
}

/** Checks a sent answer against the contract: a 500 naming the call and the first problems if not. */
function answerChecker(name: string, answer: Answer): onSendHookHandler {
  const schema = answerSchema(answer);
  return async (_request, reply, payload) => {
    if (reply.statusCode >= 300) return payload;
    if (answer.kind === 'text') {
      const type = String(reply.getHeader('content-type') ?? '');
      if (reply.statusCode !== answer.status || type.split(';')[0] !== answer.contentType)
        throw new Error(
          `${name}: answered ${reply.statusCode} ${type}, the contract says ${answer.contentType}`,
        );
      return payload;
    }
    if (answer.kind === 'none' || schema === null) {
      if (reply.statusCode !== 204)
        throw new Error(`${name}: answered ${reply.statusCode}, the contract says 204`);
      return payload;
    }
    if (reply.statusCode !== answer.status && !('also' in answer && reply.statusCode === answer.also)) {
      throw new Error(`${name}: answered ${reply.statusCode}, the contract says ${answer.status}`);
    }
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    if (text === null) return payload;
    const result = z.safeParse(schema, JSON.parse(text));
    if (!result.success) {
      const problems = result.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(raíz)'}: ${issue.message}`);
      throw new HttpError(500, { detail: `Respuesta fuera del contrato en ${name}: ${problems.join('; ')}` });
    }
    return payload;
  };
}

/** Each entry's name in the table ('rooms.changeStatus'), for messages. */
const NAMES = new Map<EndpointSpec, string>(entriesOf(ENDPOINTS).map(([name, spec]) => [spec, name]));

/**
 * Registers `handler` for the call `spec`, an entry of `ENDPOINTS`.
 * Its answer gets the table's status (201 on create, 204 when it answers nothing).
 */
export function route<E extends EndpointSpec, R = undefined>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: E,
  options: RouteOptions<E, R>,
  handler: Handler<E, R>,
): void {
  const name = NAMES.get(spec) ?? `${spec.method} ${spec.path}`;
  if (spec.owner && !options.load)
    throw new Error(`${name}: the contract says owner-only; give it a load step`);
  const idNames = pathIds(spec.path);
  app.route({
    method: spec.method,
    url: fastifyPath(spec.path),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(ctx.config.checkAnswers ? { onSend: answerChecker(name, spec.answer) } : {}),
    handler: async (request, reply) => {
      const user = guard(spec.access, request) as UserOf<E>;
      if (options.early && (await options.early(request, reply))) return reply;
      const raw = request.params as Record<string, string | undefined>;
      const ids: Record<string, number | string> = {};
      for (const id of idNames) ids[id] = TEXT_PARAMS.has(id) ? parseTextParam(raw[id]) : parseId(raw[id]);
      const params = ids as ParamsOf<E>;
      const record = (options.load ? await options.load({ request, user, params }) : undefined) as R;
      options.before?.(request);
      const languageOf = () => requestLanguage(request);
      const query = spec.query ? validate(spec.query.schema, request.query, languageOf) : undefined;
      let body: unknown;
      if (spec.body && !spec.multipart) {
        if (options.invalid) {
          try {
            body = validate(spec.body.schema, request.body, languageOf);
          } catch (error) {
            if (error instanceof HttpError && error.statusCode === 400 && !('detail' in error.body)) {
              throw new HttpError(400, options.invalid(error.body as FieldErrors, request.body));
            }
            throw error;
          }
        } else body = validate(spec.body.schema, request.body, languageOf);
      }
      let status: number = spec.answer.status;
      const answerWith = (code: 200 | 201) => {
        const also = 'also' in spec.answer ? spec.answer.also : undefined;
        if (code !== spec.answer.status && code !== also) {
          throw new Error(`${name}: ${code} is not a success status of this call in the contract`);
        }
        status = code;
      };
      const result = await handler({
        request,
        reply,
        user,
        params,
        query: query as QueryOf<E>,
        body: body as BodyOf<E>,
        record,
        answerWith,
      });
      if (reply.sent || result === reply) return reply;
      if (spec.answer.kind === 'none') return reply.code(204).send();
      // A document (an .ics file): its media type, and a download named as the contract says.
      if (spec.answer.kind === 'text') {
        const filename = spec.answer.filename.replace(/\{(\w+)\}/g, (_, id: string) => String(ids[id] ?? ''));
        return reply
          .code(status)
          .type([spec.answer.contentType, 'charset=utf-8'].join('; '))
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(result);
      }
      // An acknowledgement's `detail` is a Spanish message: sent in the caller's language.
      if (answersDetail(spec.answer))
        return reply.code(status).send(wordBody(result, requestLanguage(request)));
      return reply.code(status).send(result);
    },
  });
}

/**
 * `route` bound to one app and context, for a routes module: `const on = router(app, ctx)`, then
 * `on(ENDPOINTS.rooms.get, handler)` or `on(ENDPOINTS.rooms.update, { load: ownRoom }, handler)`.
 */
export function router(app: FastifyInstance, ctx: AppContext) {
  function on<E extends EndpointSpec>(spec: E, handler: Handler<E, undefined>): void;
  function on<E extends EndpointSpec, R>(spec: E, options: RouteOptions<E, R>, handler: Handler<E, R>): void;
  function on<E extends EndpointSpec, R>(
    spec: E,
    optionsOrHandler: RouteOptions<E, R> | Handler<E, R>,
    handler?: Handler<E, R>,
  ): void {
    if (typeof optionsOrHandler === 'function') route(app, ctx, spec, {}, optionsOrHandler);
    else route(app, ctx, spec, optionsOrHandler, handler as Handler<E, R>);
  }
  return on;
}
