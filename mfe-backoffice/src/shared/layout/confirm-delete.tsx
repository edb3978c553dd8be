import { useId, useRef } from 'react';
import { Button, useDialogFocus } from '@bestellwerk/ui';

export interface ConfirmDeleteProps {
  /** The question, e.g. 'Benutzer „anna“ wirklich löschen?'. */
  question: string;
  busy?: boolean;
  /** The confirming button's label; 'Löschen' unless told otherwise. */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something is deleted (or otherwise lost): the question with 'Löschen' (or
 * `confirmLabel`) and 'Abbrechen'. The focus moves
 * to the first button and returns when the question goes away; Escape cancels.
 */
export function ConfirmDelete({
  question,
  busy = false,
  confirmLabel = 'Löschen',
  onConfirm,
  onCancel,
}: ConfirmDeleteProps) {
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
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </div>
  );
}
