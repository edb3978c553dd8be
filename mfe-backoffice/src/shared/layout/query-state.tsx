import type { ApiQuery } from '@bestellwerk/client';
import { ErrorMessage, Loader } from '@bestellwerk/ui';

export interface QueryStateProps {
  query: ApiQuery<unknown>;
  /** The error's heading when loading failed: 'Benutzer konnten nicht geladen werden.'. */
  failedTitle: string;
  /** Shows a loader while loading, with this label ('Geräte werden geladen…') or the loader's own. */
  loading?: string | boolean;
}

/** Where a page's query stands before its answer is shown: loading, or failed with a retry. */
export function QueryState({ query, failedTitle, loading = false }: QueryStateProps) {
  if (query.status === 'loading' && loading !== false)
    return <Loader label={loading === true ? undefined : loading} />;
  if (query.status === 'error')
    return <ErrorMessage title={failedTitle} text={query.error.message} onRetry={query.reload} />;
  return null;
}
