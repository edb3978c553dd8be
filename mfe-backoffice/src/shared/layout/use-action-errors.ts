import { useState } from 'react';
import { ActionErrorStore } from './action-error-store.js';

/**
 * An {@link ActionErrorStore} for one page, kept for the page's lifetime. Run each action
 * through `errors.run(name, failureMessage, task)` and render `<ActionErrorList store={errors} />`.
 */
export function useActionErrors(): ActionErrorStore {
  const [store] = useState(() => new ActionErrorStore());
  return store;
}
