import { observer } from 'mobx-react-lite';
import { formatDecimal } from '@bestellwerk/domain';
import type { TimeClockStore } from './time-clock-store.js';

/** Days as the holiday account shows them: `20,5 Tage`, `1 Tag`. */
function days(value: number): string {
  return `${formatDecimal(value)} ${value === 1 ? 'Tag' : 'Tage'}`;
}

/** The holiday account of this year (and last year's, while it is kept): entitlement, taken, left. */
export const HolidaySummary = observer(function HolidaySummary({
  store,
}: {
  store: TimeClockStore;
}) {
  return (
    <section className="tt-list" aria-labelledby="tt-holiday-title">
      <h2 id="tt-holiday-title" className="tt-list__title">
        Urlaub
      </h2>
      {store.holidayBalancesError ? (
        <p role="alert">{store.holidayBalancesError}</p>
      ) : store.holidayBalances.length === 0 ? (
        <p className="tt-list__empty">Kein Urlaubskonto angelegt.</p>
      ) : (
        <ul className="tt-list__items">
          {store.holidayBalances.map((balance) => (
            <li key={balance.id} className="tt-list__item tt-holiday">
              <span className="tt-list__day">{balance.year}</span>
              <span>Anspruch {days(balance.entitlement)}</span>
              <span>genommen {days(balance.taken)}</span>
              <strong className="tt-list__net">
                übrig {days(balance.entitlement - balance.taken)}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
