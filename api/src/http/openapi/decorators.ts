import { applyDecorators } from '@nestjs/common';
import { ApiExtension, ApiParam, ApiProduces, ApiResponse, ApiSecurity } from '@nestjs/swagger';
import type { DomainSchemaName, DomainTypes } from './domain-types.js';
import { ERRORS_EXTENSION, type ErrorStatus } from './error-responses.js';

/**
 * A method decorator that only fits a handler answering exactly `T` (or a promise of it): a
 * handler answering another type, a narrower or a wider one, fails the typecheck at the
 * handler, not in a client.
 */
type AnswerDecorator<T> = <M extends (...args: never[]) => T | Promise<T>>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<M> &
    ([T] extends [Awaited<ReturnType<M>>] ? unknown : { answersAnotherType: never }),
) => void;

interface AnswerOptions {
  /** The success status (Nest answers GET with 200, POST with 201 unless @HttpCode says). */
  status?: number;
  description?: string;
}

const ref = (name: DomainSchemaName) => ({ $ref: `#/components/schemas/${name}` });

/** The `{ data }` envelope around a schema. */
function envelope(data: object) {
  return { type: 'object', required: ['data'], properties: { data } };
}

function answer<T>(data: object, { status = 200, description }: AnswerOptions): AnswerDecorator<T> {
  return ApiResponse({
    status,
    description: description ?? 'Erfolg',
    schema: envelope(data),
  }) as AnswerDecorator<T>;
}

/** The handler answers `{ data: <name> }`. */
export function ApiData<K extends DomainSchemaName>(
  name: K,
  options: AnswerOptions = {},
): AnswerDecorator<DomainTypes[K]> {
  return answer(ref(name), options);
}

/** The handler answers `{ data: <name>[] }`. */
export function ApiDataList<K extends DomainSchemaName>(
  name: K,
  options: AnswerOptions = {},
): AnswerDecorator<DomainTypes[K][]> {
  return answer({ type: 'array', items: ref(name) }, options);
}

/** The handler answers `{ data: null }` once it is done. */
export function ApiNoData(options: AnswerOptions = {}): AnswerDecorator<null> {
  return answer({ type: 'null' }, options);
}

/**
 * The handler writes its own answer (@RawResponse): a file, a page or a stream of the given
 * media types, as text or bytes.
 */
export function ApiRawAnswer(
  mediaTypes: string[],
  {
    status = 200,
    description,
    binary = false,
    schema,
  }: AnswerOptions & { binary?: boolean; schema?: object },
): MethodDecorator {
  return applyDecorators(
    ApiProduces(...mediaTypes),
    ApiResponse({
      status,
      description: description ?? 'Erfolg',
      schema: schema ?? (binary ? { type: 'string', format: 'binary' } : { type: 'string' }),
    }),
  );
}

/** The handler redirects (its answer has no body, the target is in Location). */
export function ApiRedirect(status: 302 | 303, description: string): MethodDecorator {
  return ApiResponse({
    status,
    description,
    headers: { Location: { description: 'Ziel der Weiterleitung', schema: { type: 'string' } } },
  });
}

/**
 * Error answers besides the ones every route of its kind has (400 with input, 401/403 for
 * staff, 404 with a path parameter, 429 for rate-limited writes): e.g. 409 where the route
 * refuses a change of state.
 */
export function ApiErrors(...statuses: ErrorStatus[]): MethodDecorator & ClassDecorator {
  return ApiExtension(ERRORS_EXTENSION, statuses);
}

/**
 * A device's own routes (DeviceKeyGuard): the device's key in X-Device-Key, the device's
 * number as the path's `{id}` (the guard reads it, the handlers do not).
 */
export function ApiDeviceKey(): ClassDecorator {
  return applyDecorators(
    ApiSecurity('deviceKey'),
    ApiParam({ name: 'id', description: 'Nummer des Geräts', type: 'integer' }),
  );
}

/**
 * The schema names whose domain type is exactly `T` (each assignable to the other), so a CRUD
 * resource can only name the schema of what it answers. Any name for an unknown `T`.
 */
export type SchemaOf<T> = unknown extends T
  ? DomainSchemaName
  : {
      [K in DomainSchemaName]: [DomainTypes[K]] extends [T]
        ? [T] extends [DomainTypes[K]]
          ? K
          : never
        : never;
    }[DomainSchemaName];

/**
 * `{ data: <name> }` or `{ data: <name>[] }` for generic controllers (the CRUD factory), whose
 * answer type the caller has checked (CrudResource.schema is a SchemaOf its contract type).
 */
export function ApiDataOf(
  name: DomainSchemaName,
  { list = false, ...options }: AnswerOptions & { list?: boolean },
): MethodDecorator {
  return answer(list ? { type: 'array', items: ref(name) } : ref(name), options) as MethodDecorator;
}
