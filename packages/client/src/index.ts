export {
  ApiClient,
  LOGIN_PATH,
  totalCountOf,
  type ApiClientOptions,
  type ApiPage,
  type RequestOptions,
} from './http/api-client.js';
export type {
  ApiAnswer,
  ApiBody,
  ApiItem,
  ApiMethod,
  ApiPathOf,
  ApiPaths,
  ApiRoute,
} from './http/api-paths.js';
export { ApiRequestError, UNKNOWN_ERROR_MESSAGE } from './http/api-request-error.js';
export { BranchStore } from './stores/branch-store.js';
export { ConfigStore } from './stores/config-store.js';
export { ConsentStore } from './stores/consent-store.js';
export { readCookie, writeCookie } from './browser/cookies.js';
export { InitStore, type InitStatus } from './stores/init-store.js';
export { ListStore } from './stores/list-store.js';
export { NavigationStore } from './stores/navigation-store.js';
export { getRootStore, RootStore } from './stores/root-store.js';
export { SessionStore } from './stores/session-store.js';
export { SiteStore } from './stores/site-store.js';
export { InitGate } from './react/init-gate.js';
export { BranchDataGate } from './react/branch-data-gate.js';
export { mountApp } from './react/mount-app.js';
export { StoresProvider, useStores } from './react/stores-context.js';
export { usePageTitle } from './react/use-page-title.js';
export {
  applyHeadTags,
  pageMetaDescription,
  pageMetaTags,
  siteMetaTags,
  usePageMeta,
  useSiteMeta,
  type HeadTag,
  type PageMeta,
} from './react/use-page-meta.js';
export { useNow } from './react/use-now.js';
export { useApiQuery, type ApiQuery } from './react/use-api-query.js';
export {
  CartStore,
  cartStorageKey,
  deliveryMethodStorageKey,
  UPLOAD_TOKENS_STORAGE_KEY,
  type CartSources,
  type CartStorage,
} from './stores/cart-store.js';
export { AnalyticsStore } from './analytics/analytics-store.js';
export * from './routing/router.js';
export type { RemoteAppModule, RemoteAppProps } from './federation/remote-app.js';
