export interface SelectFilterProps<T extends string> {
  label: string;
  /** The chosen value; '' for 'Alle'. */
  value: T | '';
  options: readonly { value: T; label: string }[];
  onChange: (value: T | '') => void;
}

/** A list filter as a select: 'Alle' first, then the options. */
export function SelectFilter<T extends string>({
  label,
  value,
  options,
  onChange,
}: SelectFilterProps<T>) {
  return (
    <label className="bo-field">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value as T | '')}>
        <option value="">Alle</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The options of a select from values and their labels, in the values' order. */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
