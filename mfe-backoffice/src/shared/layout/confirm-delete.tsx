import { useId, useRef } from 'react';
import { Button, useDialogFocus } from '@bestellwerk/ui';

export interface ConfirmDeleteProps {
  /** The question, e.g. 'Benutzer „anna“ wirklich löschen?'. */
  question: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something is deleted: the question with 'Löschen' and 'Abbrechen'. The focus moves
 * to the first button and returns when the question goes away; Escape cancels.
 */
export function ConfirmDelete({ question, busy = false, onConfirm, onCancel }: ConfirmDeleteProps) {
  const ref = useRef<HTMLDivElement>(null);
  const questionId = useId();
  useDialogFocus(ref, { onEscape: onCancel });
  return (
    <div ref={ref} role="alertdialog" aria-labelledby={questionId} className="bo-confirm">
      <p id={questionId} className="bo-confirm__question">
        {question}
      </p>
      <div className="bo-confirm__actions">
        <Button onClick={onConfirm} disabled={busy}>
          Löschen
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </div>
  );
}
