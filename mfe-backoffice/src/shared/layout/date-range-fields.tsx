import type { DateString } from '@bestellwerk/domain';

export interface DateRangeFieldsProps {
  from: DateString | '';
  to: DateString | '';
  /** Gets the changed side. */
  onChange: (change: { from?: DateString; to?: DateString }) => void;
  /** The id of the range's error message while it has one: both fields are invalid and name it. */
  errorId?: string | null;
  /** Both days must be given. */
  required?: boolean;
  /** The pickers keep the range in order: 'Von' offers no day after 'Bis', and back. */
  ordered?: boolean;
}

/** A filter's period: the date fields 'Von' and 'Bis'. */
export function DateRangeFields({
  from,
  to,
  onChange,
  errorId = null,
  required = false,
  ordered = false,
}: DateRangeFieldsProps) {
  const invalid = errorId ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <>
      <label className="bo-field">
        Von
        <input
          type="date"
          value={from}
          max={(ordered && to) || undefined}
          required={required}
          {...invalid}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </label>
      <label className="bo-field">
        Bis
        <input
          type="date"
          value={to}
          min={(ordered && from) || undefined}
          required={required}
          {...invalid}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </label>
    </>
  );
}
