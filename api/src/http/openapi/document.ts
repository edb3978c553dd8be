import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { CRUD_COLLECTIONS } from '@bestellwerk/domain';
import { IS_PUBLIC_KEY } from '../../common/decorators/access.decorators.js';
import { SESSION_COOKIE } from '../../modules/auth/session.service.js';
import { RATE_LIMITED_ROUTES } from '../rate-limits.js';
import domainSchemas from './domain-schemas.json' with { type: 'json' };
import {
  ERROR_CONTENT,
  ERROR_RESPONSES,
  ERRORS_EXTENSION,
  errorResponseComponents,
  type ErrorStatus,
} from './error-responses.js';

/** `OrdersController` + `get` → `orders.get`; `ProductsCrudController` + `list` → `products.list`. */
export function operationId(controllerKey: string, methodKey: string): string {
  const name = controllerKey.replace(/(Crud)?Controller$/, '');
  return `${name.charAt(0).toLowerCase()}${name.slice(1)}.${methodKey}`;
}

/** What the tags group, besides the CRUD collections (named by CRUD_COLLECTIONS). */
const TAG_DESCRIPTIONS: Record<string, string> = {
  'analytics-log': 'Analyse-Ereignisse der Storefront',
  auth: 'Anmelden, Abmelden, Anmeldelinks und der angemeldete Benutzer',
  config: 'Konfiguration des Shops',
  'custom/forms': 'Kontaktformular',
  fonts: 'Schriftarten',
  init: 'Startdaten der Oberflächen',
  labels: 'Preisetiketten',
  logs: 'Protokoll des Servers',
  operations: 'Betrieb: Lebens- und Bereitschaftsprüfung, Prometheus-Metriken',
  orders: 'Bestellungen: aufgeben, Status, Bestellboard, Positionen, Bons',
  payments: 'Online-Zahlung: Rückkehr, Webhooks, Testzahlung',
  ratings: 'Bewertungen der Bestellungen',
  'time-sheets': 'Zeiterfassung: Auswertungen',
  statistics: 'Statistiken über Besuche, Bestellungen und Arbeitszeit (Tages-Rollups)',
  'time-tracking': 'Zeiterfassung per persönlichem Link',
  web: 'Web-App-Manifest und Microfrontends',
};

const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'Sitzung eines Mitarbeiters, gesetzt von POST /api/login.',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description:
      'Ändernde Aufrufe mit Sitzung: das csrfToken aus POST /api/login bzw. GET /api/users/me.',
  },
  deviceKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Device-Key',
    description:
      'Schlüssel eines Geräts (Bondrucker, Tablet), angezeigt beim Anlegen oder Erneuern.',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'METRICS_TOKEN aus der Konfiguration des Servers (GET /metrics).',
  },
} as const;

type SecurityScheme = keyof typeof SECURITY_SCHEMES;

const READ_METHODS = new Set(['get', 'head', 'options']);
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch']);

interface Operation {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, Record<string, unknown>>;
  security?: Partial<Record<SecurityScheme, string[]>>[];
  tags?: string[];
  [extension: `x-${string}`]: unknown;
}

/** Whether each handler is @Public(), by operationId (read like the AuthGuard reads it). */
function publicHandlers(app: INestApplication): Map<string, boolean> {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const result = new Map<string, boolean>();
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!controller) continue;
    for (const name of scanner.getAllMethodNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, () => unknown>)[name];
      if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
      const isPublic =
        reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [handler, controller]) ?? false;
      result.set(operationId(controller.name, name), isPublic);
    }
  }
  return result;
}

/** `/api/orders/public/{uid}/{hash}` → `/api/orders/public/:uid/:hash` (Fastify's spelling). */
const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Security and error answers of one operation: staff routes need the session (mutations also
 * the CSRF header) and may answer 401/403; @Public() routes need nothing unless the controller
 * declares a key (@ApiSecurity); input may answer 400, a path parameter 404, a rate-limited
 * write 429, and @ApiErrors() adds what the route raises besides.
 */
function completeOperation(
  path: string,
  method: string,
  operation: Operation,
  isPublic: boolean | undefined,
): void {
  if (isPublic === undefined) throw new Error(`OpenAPI: kein Handler für ${operation.operationId}`);
  const errors = new Set<ErrorStatus>(
    (operation[ERRORS_EXTENSION] as ErrorStatus[] | undefined) ?? [],
  );
  delete operation[ERRORS_EXTENSION];
  if (operation.parameters?.length || operation.requestBody) errors.add(400);
  if (path.includes('{')) errors.add(404);
  if (RATE_LIMITED_ROUTES[`${method.toUpperCase()} ${routePath(path)}`]) errors.add(429);
  if (operation.security?.length) errors.add(401);
  else if (isPublic) operation.security = [];
  else {
    operation.security = [READ_METHODS.has(method) ? { session: [] } : { session: [], csrf: [] }];
    errors.add(401).add(403);
  }
  const responses = operation.responses;
  for (const [status, response] of Object.entries(responses)) {
    if (Number(status) >= 400 && !response.content) response.content = ERROR_CONTENT;
  }
  for (const status of errors) {
    responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
  }
  operation.responses = Object.fromEntries(
    Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** Every `$ref` target below `value`. */
function collectRefs(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') into.add(item);
      else collectRefs(item, into);
    }
  }
  return into;
}

/**
 * components.schemas: the request DTOs Nest found and the generated domain schemas, only those
 * some operation reaches (a domain schema and a DTO must not share a name).
 */
function schemaComponents(
  document: OpenAPIObject,
  dtoSchemas: Record<string, unknown>,
): Record<string, unknown> {
  const all: Record<string, unknown> = { ...dtoSchemas };
  for (const [name, schema] of Object.entries(domainSchemas)) {
    if (name in all) throw new Error(`OpenAPI: Schema ${name} gibt es als DTO und als Domänentyp`);
    all[name] = schema;
  }
  const prefix = '#/components/schemas/';
  const reached = new Set<string>();
  const pending = [
    ...collectRefs({ paths: document.paths, responses: document.components?.responses }, new Set()),
  ];
  while (pending.length) {
    const ref = pending.pop() as string;
    if (!ref.startsWith(prefix) || reached.has(ref.slice(prefix.length))) continue;
    const name = ref.slice(prefix.length);
    if (!(name in all)) throw new Error(`OpenAPI: Schema ${name} fehlt`);
    reached.add(name);
    pending.push(...collectRefs(all[name], new Set()));
  }
  return Object.fromEntries([...reached].sort().map((name) => [name, all[name]]));
}

/** Top-level tags with their descriptions, in order. */
function tagList(document: OpenAPIObject): { name: string; description: string }[] {
  const crud = new Map<string, string>(
    Object.values(CRUD_COLLECTIONS).map(({ path, names }) => [path, names.many]),
  );
  const used = new Set(
    Object.values(document.paths).flatMap((item) =>
      Object.entries(item)
        .filter(([method]) => HTTP_METHODS.has(method))
        .flatMap(([, operation]) => (operation as Operation).tags ?? []),
    ),
  );
  return [...used].sort().map((name) => {
    const description = TAG_DESCRIPTIONS[name] ?? crud.get(name);
    if (!description) throw new Error(`OpenAPI: Tag ${name} hat keine Beschreibung`);
    return { name, description };
  });
}

/** The OpenAPI document of the API: what /api/docs-json serves and api/openapi.json holds. */
export function createOpenApiDocument(app: INestApplication, version: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Bestellwerk API')
    .setDescription(
      'Antworten: { data }. Fehler: { errors: [{ message, field?, code }] } mit deutscher Meldung und festem Code. ' +
        'Mitarbeiter-Routen brauchen das Sitzungs-Cookie (POST /api/login), ändernde Aufrufe zusätzlich X-CSRF-Token.',
    )
    .setVersion(version)
    .addServer('/', 'Dieser Server')
    .build();
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: operationId });
  const handlers = publicHandlers(app);
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      const op = operation as Operation;
      const id = op.operationId ?? '';
      if (ids.has(id)) throw new Error(`OpenAPI: operationId ${id} gibt es zweimal`);
      ids.add(id);
      completeOperation(path, method, op, handlers.get(id));
    }
  }
  const dtoSchemas = document.components?.schemas ?? {};
  document.tags = tagList(document);
  document.components = {
    responses: errorResponseComponents() as never,
    securitySchemes: SECURITY_SCHEMES as never,
  };
  document.components.schemas = schemaComponents(document, dtoSchemas) as never;
  return document;
}

/** The committed form of the document (api/openapi.json). */
export function serializeOpenApiDocument(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
