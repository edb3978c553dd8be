/** One canned answer: status (200 by default), a JSON body and headers. */
export interface JsonAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A canned answer, or a function of the request. */
export type JsonRoute = JsonAnswer | ((init: RequestInit) => JsonAnswer | Promise<JsonAnswer>);

/**
 * A fetch implementation for jsdom tests (jsdom has no fetch): answers each request from `routes`,
 * keyed by `"METHOD /url"` or just `"/url"`, and records the calls. Unknown urls answer 404.
 */
export function jsonResponder(routes: Record<string, JsonRoute>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    calls.push({ url, init });
    const route = routes[`${init.method ?? 'GET'} ${url}`] ?? routes[url];
    const answer =
      typeof route === 'function'
        ? await route(init)
        : (route ?? { status: 404, body: { errors: [] } });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      // jsdom has no Headers: a case-insensitive `get` is all the client reads.
      headers: {
        get: (name: string) =>
          Object.entries(answer.headers ?? {}).find(
            ([key]) => key.toLowerCase() === name.toLowerCase(),
          )?.[1] ?? null,
      },
      text: async () => text,
    } as Response;
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
