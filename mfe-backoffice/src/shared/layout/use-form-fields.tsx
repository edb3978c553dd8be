import { useId, type ReactNode } from 'react';

/** The server's messages of a form, by field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FormFields<F extends string> {
  /** The id of a field's control (the target of its label). */
  controlId: (field: F) => string;
  /** The id, the invalid state and the message reference of a field's control. */
  control: (field: F) => {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  /** The server's message at a field, or nothing. */
  error: (field: F) => ReactNode;
}

/**
 * Ties the controls of a form to the server's messages: each control gets an id and, while its
 * field has a message, aria-invalid and aria-describedby pointing at the message below it.
 */
export function useFormFields<F extends string>(fieldErrors: FieldErrors<F>): FormFields<F> {
  const id = useId();
  const controlId = (field: F) => `${id}-${field}`;
  const errorId = (field: F) => `${id}-${field}-error`;
  return {
    controlId,
    control(field) {
      const invalid = !!fieldErrors[field];
      return {
        id: controlId(field),
        'aria-invalid': invalid || undefined,
        'aria-describedby': invalid ? errorId(field) : undefined,
      };
    },
    error(field) {
      const message = fieldErrors[field];
      return message ? (
        <p id={errorId(field)} className="bo-field-error">
          {message}
        </p>
      ) : null;
    },
  };
}
