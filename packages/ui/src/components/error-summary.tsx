import type { Ref } from 'react';
import type { FieldError } from '@bestellwerk/domain';

export interface ErrorSummaryProps {
  errors: readonly FieldError[];
  /** The box, focusable from script: the page moves the focus here after a failed submit. */
  ref?: Ref<HTMLDivElement>;
  className?: string;
  listClassName?: string;
}

/** The messages above a form, a list announced as an alert; an empty box while there are none. */
export function ErrorSummary({ errors, ref, className, listClassName }: ErrorSummaryProps) {
  return (
    <div ref={ref} tabIndex={-1} className={className}>
      {errors.length > 0 ? (
        <ul role="alert" className={listClassName}>
          {errors.map((error, index) => (
            <li key={`${index}-${error.message}`}>{error.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
