import type { ReactNode } from 'react';

/** What a form control carries so its message is announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The ids and the server's messages of a hand-built form's fields: `control(field)` gives the
 * control its id and points it at its message; `message(field)` is that message, if any.
 */
export function fieldMessages(idPrefix: string, errors: Readonly<Record<string, string>>) {
  const messageId = (field: string) => `${idPrefix}-${field}-error`;
  return {
    control: (field: string): FieldControlProps => ({
      id: `${idPrefix}-${field}`,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? messageId(field) : undefined,
    }),
    message: (field: string): ReactNode =>
      errors[field] ? (
        <p id={messageId(field)} className="bo-field-error">
          {errors[field]}
        </p>
      ) : null,
  };
}
