// The backoffice frame and the page parts every staff feature uses.
export { BackofficePage, type BackofficePageProps } from './backoffice-page.js';
export { BackofficeLayout, type BackofficeLayoutProps } from './backoffice-layout.js';
export {
  ActionError,
  ActionErrorList,
  type ActionErrorListProps,
  type ActionErrorProps,
} from './action-error.js';
export { ActionErrorStore, serverMessageOf, type ActionErrorRecord } from './action-error-store.js';
export { useActionErrors } from './use-action-errors.js';
