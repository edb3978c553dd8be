import { useId, useState, type FormEvent } from 'react';
import {
  ORDER_STATUS_FILTERS,
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type Branch,
  type DateString,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import {
  BranchFilter,
  DateRangeFields,
  optionsOf,
  SelectFilter,
} from '../../shared/layout/index.js';
import {
  changeHistoryFilter,
  DATE_RANGE_PRESET_LABELS,
  DATE_RANGE_PRESETS,
  dateRangeOf,
  EMPTY_HISTORY_FILTER,
  historyFilterError,
  ORDER_STATUS_FILTER_LABELS,
  type HistoryFilter,
} from './history-filter.js';

export interface HistoryFilterFormProps {
  filter: HistoryFilter;
  /** The branches the user may filter by. */
  branches: readonly Branch[];
  /** Today's business day, for the quick ranges. */
  today: DateString;
  onApply: (filter: HistoryFilter) => void;
}

/**
 * The filters of the order history: date range (with quick ranges, weeks from Monday), branch,
 * status, order type, payment method and a search text. Changes apply with 'Filtern' (or Enter);
 * the quick ranges and 'Zurücksetzen' apply at once.
 */
export function HistoryFilterForm({ filter, branches, today, onApply }: HistoryFilterFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(filter);
  const error = historyFilterError(draft);
  const errorId = `${id}-error`;

  function set(changes: Partial<Omit<HistoryFilter, 'page'>>) {
    setDraft((current) => changeHistoryFilter(current, changes));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (error) return;
    onApply(changeHistoryFilter(draft, {}));
  }

  return (
    <form role="search" aria-label="Bestellungen filtern" className="bo-filter" onSubmit={submit}>
      <div className="bo-filter__row">
        <DateRangeFields
          from={draft.from}
          to={draft.to}
          onChange={set}
          errorId={error ? errorId : null}
          ordered
        />
        <div className="bo-filter__presets" role="group" aria-label="Zeitraum wählen">
          {DATE_RANGE_PRESETS.map((preset) => (
            <Button
              key={preset}
              variant="secondary"
              onClick={() => onApply(changeHistoryFilter(draft, dateRangeOf(preset, today)))}
            >
              {DATE_RANGE_PRESET_LABELS[preset]}
            </Button>
          ))}
        </div>
      </div>
      {error ? (
        <p id={errorId} className="bo-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="bo-filter__row">
        <BranchFilter
          value={draft.branch}
          branches={branches}
          onChange={(branch) => set({ branch })}
        />
        <SelectFilter
          label="Status"
          value={draft.status}
          options={optionsOf(ORDER_STATUS_FILTERS, ORDER_STATUS_FILTER_LABELS)}
          onChange={(status) => set({ status })}
        />
        <SelectFilter
          label="Bestellart"
          value={draft.orderType}
          options={optionsOf(ORDER_TYPES, ORDER_TYPE_LABELS)}
          onChange={(orderType) => set({ orderType })}
        />
        <SelectFilter
          label="Zahlungsart"
          value={draft.paymentMethod}
          options={optionsOf(PAYMENT_METHODS, PAYMENT_METHOD_LABELS)}
          onChange={(paymentMethod) => set({ paymentMethod })}
        />
        <label className="bo-field">
          Suche
          <input
            type="search"
            value={draft.search}
            maxLength={200}
            placeholder="Name, E-Mail, Telefon, Nr."
            onChange={(event) => set({ search: event.target.value })}
          />
        </label>
      </div>
      <div className="bo-filter__actions">
        <Button type="submit" disabled={error !== null}>
          Filtern
        </Button>
        <Button variant="secondary" onClick={() => onApply(EMPTY_HISTORY_FILTER)}>
          Zurücksetzen
        </Button>
      </div>
    </form>
  );
}
