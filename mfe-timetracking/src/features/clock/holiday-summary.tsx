import { observer } from 'mobx-react-lite';
import { formatDecimal } from '@bestellwerk/domain';
import type { TimeClockStore } from './time-clock-store.js';

/** Days as the holiday account shows them: `20,5 Tage`, `1 Tag`. */
function days(value: number): string {
  return `${formatDecimal(value)} ${value === 1 ? 'Tag' : 'Tage'}`;
}

/**
 * The holiday account of this year (and last year's, while it is kept): entitlement (with the
 * carry-over), days taken, days planned and what is left; an overdrawn account says so in words.
 */
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
              {balance.carryOver !== 0 && <span>Übertrag {days(balance.carryOver)}</span>}
              <span>genommen {days(balance.taken)}</span>
              <span>geplant {days(balance.planned)}</span>
              <strong className="tt-list__net">
                {balance.left < 0
                  ? `überzogen ${days(-balance.left)}`
                  : `übrig ${days(balance.left)}`}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
