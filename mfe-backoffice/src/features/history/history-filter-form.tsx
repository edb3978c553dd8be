import { useId, useState, type FormEvent } from 'react';
import {
  ORDER_STATUS_FILTERS,
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type Branch,
  type DateString,
  type OrderStatusFilter,
  type OrderType,
  type PaymentMethod,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { BranchFilter, DateRangeFields } from '../../shared/layout/index.js';
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
        <label className="bo-field">
          Status
          <select
            value={draft.status}
            onChange={(event) => set({ status: event.target.value as OrderStatusFilter | '' })}
          >
            <option value="">Alle</option>
            {ORDER_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_FILTER_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          Bestellart
          <select
            value={draft.orderType}
            onChange={(event) => set({ orderType: event.target.value as OrderType | '' })}
          >
            <option value="">Alle</option>
            {ORDER_TYPES.map((type) => (
              <option key={type} value={type}>
                {ORDER_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          Zahlungsart
          <select
            value={draft.paymentMethod}
            onChange={(event) => set({ paymentMethod: event.target.value as PaymentMethod | '' })}
          >
            <option value="">Alle</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
        </label>
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
