import { ApiRequestError, errorsOf } from './api-request-error.js';
import type { ApiAnswer, ApiBody, ApiItem, ApiPathOf, ApiPaths, KnownPath } from './api-paths.js';

/** Where the browser goes after any 401 (spec: "a 401 on any call redirects to /backend/login"). */
export const LOGIN_PATH = '/backend/login';

export interface ApiClientOptions {
  /** Prefix of every path; `/api` on the one-origin deployment. */
  baseUrl?: string;
  /** The fetch implementation; the browser's by default. */
  fetch?: typeof fetch;
  /** The CSRF token to echo on mutations, read at request time (from the session store). */
  csrfToken?: () => string | null;
  /** Sends the browser to another page; `window.location.assign` by default. */
  redirect?: (path: string) => void;
  /** The browser's current path; `window.location.pathname` by default. */
  currentPath?: () => string;
}

export interface RequestOptions {
  /** Set false where a 401 is an answer, not a lost session (the login call, token links). */
  redirectOnUnauthorized?: boolean;
  signal?: AbortSignal;
  /** Extra headers of this request (e.g. `Idempotency-Key`); they cannot replace the wire headers. */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One page of a list and the number of all matching entries (the X-Total-Count header). */
export interface ApiPage<T> {
  items: T[];
  /** Null when the answer carried no (valid) X-Total-Count. */
  total: number | null;
}

/** The X-Total-Count header as a number, or null when missing or malformed. */
export function totalCountOf(headers: Pick<Headers, 'get'>): number | null {
  const text = headers.get('x-total-count')?.trim() ?? '';
  return /^\d+$/.test(text) ? Number(text) : null;
}

const SAFE_METHODS: ReadonlySet<Method> = new Set(['GET']);

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The body argument and options of a mutation: the body may be left out where none is needed. */
type BodyArgs<Body> = undefined extends Body
  ? [body?: Body, options?: RequestOptions]
  : [body: Body, options?: RequestOptions];

/**
 * JSON over fetch with the wire rules of the API: `{ data }` answers, `{ errors }` failures.
 * Every path is checked against the API's OpenAPI document (`Paths`, the generated types of
 * api/openapi.json by default): a path or method it lacks, or a body of another shape, does not
 * compile, and each call resolves with the `data` type the document gives its success answer.
 * Parameters are filled in the path itself (`` `/orders/${id}` `` for `'/orders/{id}'`).
 */
export class ApiClient<Paths extends object = ApiPaths> {
  private readonly baseUrl: string;
  private readonly options: ApiClientOptions;

  constructor(options: ApiClientOptions = {}) {
    this.baseUrl = options.baseUrl ?? '/api';
    this.options = options;
  }

  /** GET `path` and return the `data` of the answer. */
  get<P extends ApiPathOf<Paths, 'get'>>(
    path: KnownPath<Paths, P, 'get'>,
    options?: RequestOptions,
  ): Promise<ApiAnswer<Paths, P, 'get'>> {
    return this.request('GET', path, undefined, options);
  }

  /** GET a paged list at `path`: its items and the total from the X-Total-Count header. */
  async getPage<P extends ApiPathOf<Paths, 'get'>>(
    path: KnownPath<Paths, P, 'get'>,
    options?: RequestOptions,
  ): Promise<ApiPage<ApiItem<ApiAnswer<Paths, P, 'get'>>>> {
    const { data, headers } = await this.exchange<ApiItem<ApiAnswer<Paths, P, 'get'>>[]>(
      'GET',
      path,
      undefined,
      options,
    );
    return { items: data ?? [], total: totalCountOf(headers) };
  }

  /** POST `body` as JSON to `path` and return the `data` of the answer. */
  post<P extends ApiPathOf<Paths, 'post'>>(
    path: KnownPath<Paths, P, 'post'>,
    ...[body, options]: BodyArgs<ApiBody<Paths, P, 'post'>>
  ): Promise<ApiAnswer<Paths, P, 'post'>> {
    return this.request('POST', path, body, options);
  }

  /** PUT `body` as JSON to `path` and return the `data` of the answer. */
  put<P extends ApiPathOf<Paths, 'put'>>(
    path: KnownPath<Paths, P, 'put'>,
    ...[body, options]: BodyArgs<ApiBody<Paths, P, 'put'>>
  ): Promise<ApiAnswer<Paths, P, 'put'>> {
    return this.request('PUT', path, body, options);
  }

  /** DELETE `path` and return the `data` of the answer, if any. */
  delete<P extends ApiPathOf<Paths, 'delete'>>(
    path: KnownPath<Paths, P, 'delete'>,
    options?: RequestOptions,
  ): Promise<ApiAnswer<Paths, P, 'delete'>> {
    return this.request('DELETE', path, undefined, options);
  }

  /**
   * Sends one request. Resolves with the unwrapped `data` (of the type the calling method read
   * from the document); rejects with an {@link ApiRequestError} on a failed status or a network
   * failure (status 0). A 401 also sends the browser to the login.
   */
  private async request<T>(
    method: Method,
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<T> {
    return (await this.exchange<T>(method, path, body, options)).data;
  }

  /** {@link request}, also answering the response headers. */
  private async exchange<T>(
    method: Method,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<{ data: T; headers: Headers }> {
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = SAFE_METHODS.has(method) ? null : this.options.csrfToken?.();
    if (token) headers['X-CSRF-Token'] = token;

    const doFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiRequestError(0, []);
    }

    const payload = parseJson(await response.text());
    if (!response.ok) {
      if (response.status === 401 && options.redirectOnUnauthorized !== false)
        this.redirectToLogin();
      throw new ApiRequestError(response.status, errorsOf(payload));
    }
    const data = (
      payload && typeof payload === 'object' && 'data' in payload ? payload.data : undefined
    ) as T;
    return { data, headers: response.headers };
  }

  private redirectToLogin(): void {
    const currentPath = this.options.currentPath ?? (() => window.location.pathname);
    if (currentPath() === LOGIN_PATH) return;
    const redirect = this.options.redirect ?? ((path: string) => window.location.assign(path));
    redirect(LOGIN_PATH);
  }
}
