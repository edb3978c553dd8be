import { observer } from 'mobx-react-lite';
import type { KioskClockState } from '@bestellwerk/domain';
import type { KioskStore } from './kiosk-store.js';

/** How a tile says where the employee's clock stands. */
export const KIOSK_STATE_TEXT: Readonly<Record<KioskClockState, string>> = {
  working: 'arbeitet',
  paused: 'in Pause',
  stopped: 'nicht eingestempelt',
};

/** The branch's employees as big tiles: a tap opens the PIN pad. */
export const EmployeeTiles = observer(function EmployeeTiles({ store }: { store: KioskStore }) {
  if (store.employees.length === 0) {
    return (
      <p className="tt-kiosk__empty">
        Hier kann sich noch niemand einstempeln: Eine PIN bekommen Mitarbeitende im Backoffice auf
        ihrer Benutzerseite.
      </p>
    );
  }
  return (
    <ul className="tt-kiosk__tiles" aria-label="Mitarbeitende">
      {store.employees.map((employee) => (
        <li key={employee.id}>
          <button
            type="button"
            className={`tt-kiosk__tile tt-kiosk__tile--${employee.state}`}
            onClick={() => store.select(employee)}
          >
            <span className="tt-kiosk__tile-name">
              {`${employee.firstName} ${employee.lastNameInitial}`.trim()}
            </span>
            <span className="tt-kiosk__tile-state">{KIOSK_STATE_TEXT[employee.state]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
});
