import { observer } from 'mobx-react-lite';
import { Button, ErrorMessage } from '@bestellwerk/ui';
import type { ActionErrorRecord, ActionErrorStore } from './action-error-store.js';

export interface ActionErrorProps {
  /** The catalogue message of the failed action (the notice's heading). */
  title: string;
  /** The server's message; shown below the heading when it says more than the title. */
  message?: string;
  /** Shows 'Erneut versuchen'. */
  onRetry?: () => void;
  /** Shows 'Schließen'. */
  onDismiss?: () => void;
}

/** A failed action, announced as an alert: the German message, a retry and a close button. */
export function ActionError({ title, message, onRetry, onDismiss }: ActionErrorProps) {
  return (
    <div className="bo-action-error">
      <ErrorMessage
        title={title}
        text={message && message !== title ? message : undefined}
        onRetry={onRetry}
      />
      {onDismiss ? (
        <Button variant="secondary" className="bo-action-error__dismiss" onClick={onDismiss}>
          Schließen
        </Button>
      ) : null}
    </div>
  );
}

function recordProps(store: ActionErrorStore, record: ActionErrorRecord): ActionErrorProps {
  return {
    title: record.title,
    message: record.message,
    onRetry: () => void record.retry(),
    onDismiss: () => store.dismiss(record.action),
  };
}

export interface ActionErrorListProps {
  store: ActionErrorStore;
  /** Only the errors of these actions (all when not given). */
  actions?: readonly string[];
}

/** The error records of a store, newest last, each with retry and close. */
export const ActionErrorList = observer(function ActionErrorList({
  store,
  actions,
}: ActionErrorListProps) {
  const records = actions
    ? store.errors.filter((record) => actions.includes(record.action))
    : store.errors;
  if (records.length === 0) return null;
  return (
    <div className="bo-action-errors">
      {records.map((record) => (
        <ActionError key={record.action} {...recordProps(store, record)} />
      ))}
    </div>
  );
});
