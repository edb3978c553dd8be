import type { FieldError } from '@bestellwerk/domain';

/** What keeps the cart from being ordered (minimum order, limits, a missing area), as a list. */
export function CartErrors({ errors }: { errors: readonly FieldError[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className="bw-cart__errors">
      {errors.map((error) => (
        <li key={`${error.field}-${error.message}`} className="bw-field-error">
          {error.message}
        </li>
      ))}
    </ul>
  );
}
