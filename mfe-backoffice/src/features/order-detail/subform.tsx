import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from '@bestellwerk/ui';

/** Moves the focus to the first field or button of a sub-form that just opened. */
export function useFocusFirst<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, textarea, button')?.focus();
  }, []);
  return ref;
}

/** Escape closes the sub-form. */
export const closeOnEscape = (close: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Escape') {
    event.preventDefault();
    close();
  }
};

/** Why the sub-form was not sent, announced as an alert; nothing while there is no problem. */
export function SubformProblem({ id, problem }: { id: string; problem: string | null }) {
  return problem ? (
    <p id={id} role="alert" className="bo-subform__problem">
      {problem}
    </p>
  ) : null;
}

export interface SubformActionsProps {
  /** The text of the button that sends the sub-form: 'Ablehnung senden'. */
  label: string;
  /** Disables that button while its action runs. */
  busy: boolean;
  /** Runs on the button's click; without it, the button submits the form around it. */
  onConfirm?: () => void;
  /** 'Abbrechen'. */
  onCancel: () => void;
}

/** The buttons of a sub-form: its action, then 'Abbrechen'. */
export function SubformActions({ label, busy, onConfirm, onCancel }: SubformActionsProps) {
  return (
    <div className="bo-actions">
      <Button type={onConfirm ? 'button' : 'submit'} disabled={busy} onClick={onConfirm}>
        {label}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Abbrechen
      </Button>
    </div>
  );
}
