import {
  type Answer,
  detailSchema,
  ENDPOINTS,
  type EndpointSpec,
  entriesOf,
  FEED_FORMATS,
  FEED_MAX_BYTES,
  fieldErrorsSchema,
  IMAGES_PER_UPLOAD_MAX,
  LISTING_IMAGE_TYPES,
  liveEventSchema,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_TEXT_MAX,
  type MultipartBody,
  type Named,
  PAGE_SIZE_MAX,
  PROFILE_PICTURE_TYPES,
  pathIds,
  propertySummarySchema,
  roomsStatusSummarySchema,
  SESSION_ANONYMOUS,
  SESSION_HEADER,
  socketMessageSchema,
  type Tag,
} from '@convive/sdk';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { ERRORS, type Text } from './errors';

/**
 * The API reference: an OpenAPI 3.1 document generated from the contract's endpoint table
 * (`ENDPOINTS` in @convive/sdk: every call's method, path, access and zod schemas, the same the
 * server registers its routes and validates with, so the reference cannot drift from either),
 * served as JSON at GET /api/schema/ and browsable at /api/docs/ (Swagger UI, assets from the package).
 */

type JsonSchema = Record<string, unknown>;
type Schema = z.core.$ZodType;

/** Schemas named in the reference though no call answers them directly (nested, or on the socket). */
const NESTED_OUTPUTS: readonly Named[] = [
  { name: 'PropertySummary', schema: propertySummarySchema },
  { name: 'RoomsStatusSummary', schema: roomsStatusSummarySchema },
  { name: 'FieldErrors', schema: fieldErrorsSchema },
  { name: 'Detail', schema: detailSchema },
  { name: 'LiveEvent', schema: liveEventSchema },
  { name: 'SocketMessage', schema: socketMessageSchema },
];

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * A transform's output cannot be written as JSON Schema (zod answers `{}`); for the sdk's output
 * transforms (null text → '') the input side is the honest description, so use it.
 */
function describeTransforms(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }) {
  const def = (
    ctx.zodSchema as {
      _zod: { def: { type: string; in?: Schema; out?: { _zod: { def: { type: string } } } } };
    }
  )._zod.def;
  if (
    def.type === 'pipe' &&
    def.out?._zod.def.type === 'transform' &&
    def.in &&
    Object.keys(ctx.jsonSchema).length === 0
  ) {
    const { $schema: _ignored, ...inner } = z.toJSONSchema(def.in, { io: 'output', unrepresentable: 'any' });
    Object.assign(ctx.jsonSchema, inner);
  }
}

/** Adds `named` to `into`, refusing one name for two different schemas. */
function collect(into: Map<string, Schema>, named: Named): void {
  const known = into.get(named.name);
  if (known && known !== named.schema) throw new Error(`the name ${named.name} is given to two schemas`);
  into.set(named.name, named.schema);
}

function componentSchemas(schemas: Map<string, Schema>, io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of schemas) registry.add(schema, { id });
  const { schemas: generated } = z.toJSONSchema(registry, {
    io,
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
    override: describeTransforms,
  }) as { schemas: Record<string, JsonSchema> };
  const out: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(generated)) {
    const { $schema: _s, $id: _i, ...rest } = schema;
    out[id] = rest;
  }
  return out;
}

function pageOf(item: string): JsonSchema {
  return {
    type: 'object',
    description: `A page of ${item} (DRF's PageNumberPagination envelope).`,
    properties: {
      count: { type: 'integer', minimum: 0 },
      next: { type: ['string', 'null'], description: 'URL of the next page, or null.' },
      previous: { type: ['string', 'null'], description: 'URL of the previous page, or null.' },
      results: { type: 'array', items: ref(item) },
    },
    required: ['count', 'next', 'previous', 'results'],
  };
}

const binaryFile = { type: 'string', format: 'binary' } as const;

/** The multipart bodies: their files have no zod schema, so they are written here. */
function multipartSchemas(inputs: Record<string, JsonSchema>): Record<MultipartBody, JsonSchema> {
  const profile = inputs.ProfileUpdate ?? {};
  return {
    ProfileUpdateMultipart: {
      type: 'object',
      description: `A profile update with a picture (${PROFILE_PICTURE_TYPES.join(', ')}; at most 5 MB). An empty date_of_birth clears it.`,
      properties: {
        ...((profile.properties as JsonSchema | undefined) ?? {}),
        profile_picture: { ...binaryFile, description: 'The picture; stored as a centred 512×512 square.' },
      },
    },
    FeedUpload: {
      type: 'object',
      description: `A feed document uploaded instead of fetched (at most ${FEED_MAX_BYTES / 1024 / 1024} MB).`,
      properties: {
        file: { ...binaryFile, description: 'The Kyero v3 XML document.' },
        format: { type: 'string', enum: [...FEED_FORMATS], default: 'kyero-v3' },
      },
      required: ['file'],
    },
    MessageAttachments: {
      type: 'object',
      description: `A message with files: \`text\` (may be empty when files are sent) and the repeated field \`attachments\` (${MESSAGE_ATTACHMENT_TYPES.join(', ')}; at most ${MESSAGE_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB each, checked by their content).`,
      properties: {
        text: { type: 'string', maxLength: MESSAGE_TEXT_MAX },
        attachments: { type: 'array', items: binaryFile, minItems: 1, maxItems: MESSAGE_ATTACHMENTS_MAX },
      },
      required: ['attachments'],
    },
    ImagesUpload: {
      type: 'object',
      description: `Images (${LISTING_IMAGE_TYPES.join(', ')}; at most 10 MB each), in the repeated field \`images\`.`,
      properties: {
        images: { type: 'array', items: binaryFile, minItems: 1, maxItems: IMAGES_PER_UPLOAD_MAX },
      },
      required: ['images'],
    },
  };
}

/** Query parameters from a filter schema (every field optional; text is coerced by the server). */
function queryParameters(filters: Schema): JsonSchema[] {
  const schema = z.toJSONSchema(filters, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: 'query',
      required: false,
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

const TAG_DESCRIPTIONS: Record<Tag, string> = {
  Sistema: 'Estado del servidor.',
  Cuenta: 'Inicio y cierre de sesión, registro, Google y recuperación de contraseña.',
  Usuarios: 'El usuario de la sesión, su perfil, contraseña y preferencias.',
  Propiedades: 'Búsqueda pública y gestión de propiedades e imágenes (propietarios).',
  Habitaciones: 'Habitaciones de coliving: búsqueda y gestión.',
  Favoritos: 'Favoritos de los inquilinos.',
  Citas: 'Visitas: solicitud, confirmación y cancelación.',
  Solicitudes: 'Consultas y solicitudes de alquiler sobre propiedades y habitaciones.',
  Contacto: 'Formulario de contacto.',
  Notificaciones:
    'Notificaciones y la vista de solicitudes del inquilino. En vivo: WebSocket /ws/notifications/{userId}/?token=… (mensajes SocketMessage; ping cada 30 s).',
  Anuncios: 'Anuncios de los propietarios.',
  Socios:
    'Claves de socio para los elementos <convive-…> en webs de agencias, y el origen de las consultas que traen.',
  'Búsquedas guardadas':
    'Búsquedas guardadas de los inquilinos y sus avisos: al momento, en un resumen diario a las 08:00 o ninguno; baja con un clic desde el correo.',
  Ubicaciones:
    'Autocompletar ciudades y barrios del buscador, con cuántas propiedades disponibles tiene cada uno.',
  Webhooks:
    'Webhooks firmados (Standard Webhooks) hacia los sistemas de propietarios y agencias: consultas, visitas, solicitudes y anuncios, con reintentos durante más de 24 h y registro de entregas.',
  Mensajes:
    'Conversaciones entre inquilinos (o invitados) y propietarios sobre una vivienda: mensajes con adjuntos, leídos, denuncias, bloqueos, respuestas guardadas y el tiempo de respuesta. En vivo por el socket de notificaciones (`{"type": "message", …}`).',
  Feeds:
    'Feeds de anuncios: importar el stock de una agencia en Kyero v3 XML (por URL, cada hora, o subido) y exportar el propio en XML y JSON en una dirección privada.',
  Disponibilidad:
    'Viviendas alquiladas por fechas: los días ocupados, bloqueados y libres de cada habitación (o de la vivienda entera), los bloqueos del propietario, y la sincronización con Airbnb, Booking y Google por iCal (exportación privada e importación cada 15 minutos).',
};

function errorResponse(description: string, example: Text, schema: JsonSchema = ref('Detail')) {
  // The reference is in Spanish, as its examples.
  return { description, content: { 'application/json': { schema, example: { detail: String(example) } } } };
}

const RESPONSES = {
  BadRequest: {
    description:
      'Datos no válidos. Forma de Django REST Framework: {campo: [mensajes], non_field_errors: [mensajes]} (o {detail} si el cuerpo no es JSON válido).',
    content: {
      'application/json': {
        schema: { anyOf: [ref('FieldErrors'), ref('Detail')] },
        example: { email: ['Introduce una dirección de correo electrónico válida.'] },
      },
    },
  },
  Unauthorized: errorResponse('Sin token o con un token no válido.', ERRORS.notAuthenticated),
  Forbidden: errorResponse('Sin permiso (rol o propietario equivocado).', ERRORS.forbidden),
  NotFound: errorResponse('No existe (o no es visible para quien pregunta).', ERRORS.notFound),
  Conflict: errorResponse('Choca con el estado actual (p. ej. ya existe).', 'Ya existe.'),
  PayloadTooLarge: errorResponse('Archivo demasiado grande.', ERRORS.fileTooLarge({ megabytes: 10 })),
  UnsupportedMediaType: errorResponse(
    'El archivo no es una imagen admitida, o el cuerpo no es JSON ni multipart.',
    ERRORS.notAnImage,
  ),
  TooManyRequests: {
    ...errorResponse(
      'Demasiadas solicitudes; la cabecera Retry-After dice cuántos segundos esperar.',
      ERRORS.rateLimited({ seconds: 60 }),
    ),
    headers: {
      'Retry-After': { schema: { type: 'integer' }, description: 'Segundos hasta poder reintentar.' },
    },
  },
  ServiceUnavailable: errorResponse('Función no configurada en este servidor.', ERRORS.googleDisabled),
} as const;

const ERROR_REF: Record<number, keyof typeof RESPONSES> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  413: 'PayloadTooLarge',
  409: 'Conflict',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  503: 'ServiceUnavailable',
};

const ACCESS_TEXT: Record<EndpointSpec['access'], string> = {
  public: 'Pública: sin sesión.',
  optional: 'Pública; con sesión, la respuesta incluye lo propio del usuario.',
  user: 'Con sesión.',
  tenant: 'Solo inquilinos.',
  landlord: 'Solo propietarios.',
};

/** The success answer of an entry, as an OpenAPI response. */
function successResponse(answer: Answer): [string, JsonSchema] {
  const json = (schema: JsonSchema, description: string) => ({
    description,
    content: { 'application/json': { schema } },
  });
  switch (answer.kind) {
    case 'one':
      return [
        String(answer.status),
        json(
          ref(answer.of.name),
          answer.status === 201 ? 'Creado' : answer.status === 202 ? 'Aceptado' : 'OK',
        ),
      ];
    case 'many':
      return [
        String(answer.status),
        json({ type: 'array', items: ref(answer.of.name) }, answer.status === 201 ? 'Creados' : 'OK'),
      ];
    case 'page':
      return ['200', json(ref(`${answer.of.name}Page`), 'Una página')];
    case 'ack':
      return ['200', json(ref('Detail'), 'Hecho ({detail}); algunas versiones responden 204')];
    case 'none':
      return ['204', { description: 'Hecho, sin contenido' }];
    case 'text':
      return [
        '200',
        {
          description: `Un documento ${answer.contentType} (\`Content-Disposition: attachment; filename="${answer.filename}"\`)`,
          content: { [answer.contentType]: { schema: { type: 'string' } } },
        },
      ];
  }
}

function operationObject(name: string, op: EndpointSpec): JsonSchema {
  const ids = pathIds(op.path);
  const pathParams = ids.map((id) => ({
    name: id,
    in: 'path',
    required: true,
    // A feed export's token is text; every other path parameter is a row id.
    schema:
      id === 'token' ? { type: 'string', pattern: '^[A-Za-z0-9_-]+$' } : { type: 'integer', minimum: 1 },
  }));
  const parameters = [...pathParams, ...(op.query ? queryParameters(op.query.schema) : [])];
  const errors = new Set<number>(op.errors ?? []);
  if (op.body || op.query || op.multipart) errors.add(400);
  if (op.access !== 'public') errors.add(401);
  if (op.access === 'tenant' || op.access === 'landlord' || op.owner === true) errors.add(403);
  if (ids.length > 0) errors.add(404);

  const [status, success] = successResponse(op.answer);
  const responses: Record<string, unknown> = { [status]: success };
  if (op.answer.kind === 'one' && op.answer.also) {
    responses[String(op.answer.also)] = { ...success, description: 'Ya existía: el mismo, sin cambios' };
  }
  for (const code of [...errors].sort()) {
    responses[String(code)] = { $ref: `#/components/responses/${ERROR_REF[code]}` };
  }

  let requestBody: JsonSchema | undefined;
  if (op.body || op.multipart) {
    const content: Record<string, unknown> = {};
    if (op.body) content['application/json'] = { schema: ref(op.body.name) };
    if (op.multipart) content['multipart/form-data'] = { schema: ref(op.multipart) };
    requestBody = { required: true, content };
  }

  const security =
    op.access === 'public' ? [] : op.access === 'optional' ? [{}, { Token: [] }] : [{ Token: [] }];
  const access = [
    ACCESS_TEXT[op.access],
    op.owner === true ? 'Solo sobre lo propio (403 si es de otro).' : '',
    op.owner === 'hidden' ? 'Solo sobre lo propio (404 si es de otro: no se revela que existe).' : '',
    op.partner ? 'Pensada para los elementos en webs de socios.' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    operationId: name.replace(/\.(\w)/, (_, c: string) => c.toUpperCase()),
    summary: op.summary,
    description: [op.description, access, `Cliente: \`client.${name}()\` de @convive/sdk.`]
      .filter(Boolean)
      .join('\n\n'),
    tags: [op.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    security,
    'x-convive-access': op.access,
    ...(op.owner ? { 'x-convive-owner': op.owner } : {}),
    ...(op.partner ? { 'x-convive-partner': true } : {}),
    // Whether a successful write may change what the public searches answer (caches keyed on them).
    ...(op.method === 'GET' ? {} : { 'x-convive-changes-search': op.changesSearch !== false }),
    ...(op.noStore ? { 'x-convive-no-store': true } : {}),
  };
}

export interface OpenApiOptions {
  /** The version shown in the reference. @default '1.0.0' */
  version?: string;
}

/** The OpenAPI 3.1 document of the API. */
export function buildOpenApiDocument(options: OpenApiOptions = {}): JsonSchema {
  const entries = entriesOf(ENDPOINTS);
  const outputNames = new Map<string, Schema>();
  const inputNames = new Map<string, Schema>();
  const pages = new Set<string>();
  for (const named of NESTED_OUTPUTS) collect(outputNames, named);
  for (const [, op] of entries) {
    if (op.body) collect(inputNames, op.body);
    if (op.answer.kind === 'one' || op.answer.kind === 'many' || op.answer.kind === 'page') {
      collect(outputNames, op.answer.of);
    }
    if (op.answer.kind === 'page') pages.add(op.answer.of.name);
  }
  const outputs = componentSchemas(outputNames, 'output');
  const inputs = componentSchemas(inputNames, 'input');
  const clash = Object.keys(inputs).find((name) => name in outputs);
  if (clash) throw new Error(`the name ${clash} is both an input and an output schema`);
  const schemas: Record<string, JsonSchema> = { ...outputs, ...inputs, ...multipartSchemas(inputs) };
  for (const item of pages) schemas[`${item}Page`] = pageOf(item);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, op] of entries) {
    paths[op.path] ??= {};
    paths[op.path]![op.method.toLowerCase()] = operationObject(name, op);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Convive API',
      version: options.version ?? '1.0.0',
      description: [
        'La API de Convive, el marketplace de coliving y alquiler tradicional.',
        '',
        '- Base `/api`, barras finales como en la especificación, cuerpos JSON (multipart solo para imágenes).',
        '- Autenticación: cabecera `Authorization: Token <token>` (el token de `/api-token-auth/`, `/register/` o `/auth/google/`).',
        `- Un token que ya no vale (revocado, caducado o desconocido) no hace fallar una llamada pública: se responde como a un visitante, con la cabecera \`${SESSION_HEADER}: ${SESSION_ANONYMOUS}\`; una llamada que pide sesión responde 401 con la misma cabecera. Al verla, el cliente olvida el token.`,
        '- Errores con la forma de Django REST Framework y mensajes en español: 400 `{campo: [mensajes]}`, el resto `{detail}`.',
        `- Colecciones paginadas con \`page\` y \`page_size\` (máximo ${PAGE_SIZE_MAX}).`,
        '- El cliente tipado de todas estas llamadas es `@convive/sdk`; los esquemas de este documento salen de sus esquemas zod.',
      ].join('\n'),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/api', description: 'Este servidor' }],
    tags: (Object.keys(TAG_DESCRIPTIONS) as Tag[]).map((name) => ({
      name,
      description: TAG_DESCRIPTIONS[name],
    })),
    paths,
    components: {
      schemas,
      responses: RESPONSES,
      securitySchemes: {
        Token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'Escribe `Token ` seguido del token, p. ej. `Token 9f3c…`.',
        },
      },
    },
  };
}

/** Serves the document at GET /api/schema/ and Swagger UI at /api/docs/. */
let built: JsonSchema | null = null;

export async function registerDocs(app: FastifyInstance): Promise<void> {
  // The document only depends on the contract: build it once per process, not once per app.
  built ??= buildOpenApiDocument();
  const document = built;
  await app.register(swagger, {
    mode: 'static',
    // @fastify/swagger's types describe a 3.0 document; ours is 3.1, which Swagger UI reads.
    specification: { document: document as never },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true, tryItOutEnabled: false },
    theme: { title: 'Convive API' },
    logo: {
      type: 'image/svg+xml',
      content: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40"><rect x="2" y="6" width="28" height="28" rx="8" fill="#6366f1"/><path d="M9 22 L16 15 L23 22 V29 H9 Z" fill="#fff"/><text x="40" y="28" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#fff">Convive API</text></svg>',
      ),
    },
  });
  app.get('/api/schema/', (_request, reply) => reply.header('cache-control', 'no-cache').send(document));
}
