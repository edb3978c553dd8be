import { useId, useRef } from 'react';
import { Button, useDialogFocus } from '@bestellwerk/ui';

export interface ConfirmDeleteProps {
  /** The question, e.g. 'Benutzer „anna“ wirklich löschen?'. */
  question: string;
  busy?: boolean;
  /** A sentence under the question: what deleting does and keeps. */
  details?: string;
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
  details,
  busy = false,
  confirmLabel = 'Löschen',
  onConfirm,
  onCancel,
}: ConfirmDeleteProps) {
  const ref = useRef<HTMLDivElement>(null);
  const questionId = useId();
  const detailsId = useId();
  useDialogFocus(ref, { onEscape: onCancel });
  return (
    <div
      ref={ref}
      role="alertdialog"
      aria-labelledby={questionId}
      aria-describedby={details ? detailsId : undefined}
      className="bo-confirm"
    >
      <p id={questionId} className="bo-confirm__question">
        {question}
      </p>
      {details ? <p id={detailsId}>{details}</p> : null}
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
