/**
 * The branch a page belongs to: `/store/{identifier}` and the pages below it (checkout), whose
 * start data only need that branch's catalogue. Null for every other page and for a malformed
 * identifier.
 */
export function branchIdentifierOfPath(pathname: string): string | null {
  const match = /^\/store\/([^/]+)(\/|$)/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * The query of the start data (`GET /api/init`) for a branch: with a branch, the answer holds
 * only the menus of that branch and their products, so a branch page of a chain with thousands
 * of products does not wait for the other branches' ones. '' for everything.
 */
export function initQuery(branchIdentifier: string | null): '' | `?${string}` {
  return branchIdentifier === null ? '' : `?branch=${encodeURIComponent(branchIdentifier)}`;
}
