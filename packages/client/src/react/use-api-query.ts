import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { ApiRequestError } from '../http/api-request-error.js';
import type { ApiClient } from '../http/api-client.js';
import { useStores } from './stores-context.js';

export type ApiQuery<T> =
  | { status: 'loading'; reload: () => void }
  | { status: 'error'; error: ApiRequestError; reload: () => void }
  | { status: 'done'; data: T; reload: () => void };

/**
 * Loads one answer for a page through the shared API client, again whenever `deps` change
 * or `reload()` is called; answers for outdated requests are dropped.
 */
export function useApiQuery<T>(
  query: (api: ApiClient, signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): ApiQuery<T> {
  const { api } = useStores();
  const [round, setRound] = useState(0);
  const [state, setState] = useState<
    | { status: 'loading' }
    | { status: 'error'; error: ApiRequestError }
    | { status: 'done'; data: T }
  >({ status: 'loading' });

  // The caller's deps stand for everything `query` reads (lint checks them at the call site:
  // useApiQuery is one of exhaustive-deps' additionalHooks); the rule cannot follow a list it
  // is handed, so it is off for this one list.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    query(api, controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'done', data }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setState({
          status: 'error',
          error: error instanceof ApiRequestError ? error : new ApiRequestError(0, []),
        }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps forwarded from the caller, checked there
  }, [api, round, ...deps]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
