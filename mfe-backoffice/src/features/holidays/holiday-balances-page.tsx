import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@bestellwerk/client';
import { businessDayOf, DEFAULT_TIME_ZONE } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { BackofficePage, DataTable, StatusNotice } from '../../shared/layout/index.js';
import { RequireAdmin } from '../../shared/session/require-admin.js';
import { AbsencePanel } from './absence-panel.js';
import { BalanceEditor } from './balance-editor.js';
import { daysText, leftText } from './holiday-days.js';
import {
  AbsenceListStore,
  BALANCES_LOAD_FAILED,
  employeeName,
  HolidayBalancesStore,
  type HolidayRow,
} from './holiday-balances-store.js';
import './holidays.css';

/** `/backend/holiday-balances` (Urlaubskonten), administrators only. */
export function HolidayBalancesPage() {
  return (
    <RequireAdmin>
      <HolidayBalances />
    </RequireAdmin>
  );
}

const HolidayBalances = observer(function HolidayBalances() {
  const { api, config } = useStores();
  const timeZone = config.config?.timeZone || DEFAULT_TIME_ZONE;
  const [thisYear] = useState(() => Number(businessDayOf(new Date(), timeZone).slice(0, 4)));
  const [store] = useState(() => new HolidayBalancesStore(api, thisYear));
  const [editing, setEditing] = useState<HolidayRow | null>(null);
  const [absences, setAbsences] = useState<AbsenceListStore | null>(null);
  const yearId = useId();

  useEffect(() => {
    void store.load();
  }, [store]);

  const openAbsences = (row: HolidayRow) =>
    setAbsences(new AbsenceListStore(api, row.employee, store.year, () => store.load()));

  return (
    <BackofficePage title="Urlaubskonten">
      <div className="bo-field bo-holidays__year">
        <label htmlFor={yearId}>Jahr</label>
        <select
          id={yearId}
          value={store.year}
          onChange={(event) => {
            setEditing(null);
            setAbsences(null);
            void store.setYear(Number(event.target.value));
          }}
        >
          {[thisYear - 2, thisYear - 1, thisYear, thisYear + 1].map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <StatusNotice text={store.changes.notice} />
      {store.changes.error ? <p role="alert">{store.changes.error}</p> : null}
      {editing ? (
        <BalancePanel
          key={editing.employee.id}
          row={editing}
          store={store}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {store.status === 'failed' ? (
        <div role="alert" className="bo-panel">
          <p>{BALANCES_LOAD_FAILED}</p>
          <Button variant="secondary" onClick={() => void store.load()}>
            Erneut versuchen
          </Button>
        </div>
      ) : store.status === 'loading' && store.employees.length === 0 ? (
        <p className="bo-muted">Urlaubskonten werden geladen…</p>
      ) : (
        <DataTable
          caption={`Urlaubskonten ${store.year}`}
          columns={[
            'Mitarbeiter/in',
            { label: 'Anspruch', className: 'bo-table__number' },
            { label: 'Übertrag', className: 'bo-table__number' },
            { label: 'Genommen', className: 'bo-table__number' },
            { label: 'Geplant', className: 'bo-table__number' },
            { label: 'Übrig', className: 'bo-table__number' },
          ]}
          hasActions
        >
          {store.rows.map((row) => {
            const name = employeeName(row.employee);
            const { balance } = row;
            return (
              <tr key={row.employee.id}>
                <th scope="row">{name}</th>
                {balance ? (
                  <>
                    <td className="bo-table__number">{daysText(balance.entitlement)}</td>
                    <td className="bo-table__number">{daysText(balance.carryOver)}</td>
                    <td className="bo-table__number">{daysText(balance.taken)}</td>
                    <td className="bo-table__number">{daysText(balance.planned)}</td>
                    <td
                      className={`bo-table__number${balance.left < 0 ? ' bo-holidays__overdrawn' : ''}`}
                    >
                      {leftText(balance.left)}
                    </td>
                  </>
                ) : (
                  <>
                    <td className="bo-muted">Kein Urlaubskonto für {store.year}</td>
                    {[1, 2, 3, 4].map((cell) => (
                      <td key={cell} className="bo-table__number">
                        –
                      </td>
                    ))}
                  </>
                )}
                <td>
                  <div className="bo-row-actions">
                    <Button
                      variant={balance ? 'secondary' : 'primary'}
                      aria-label={
                        balance
                          ? `Urlaubskonto von ${name} bearbeiten`
                          : `Urlaubskonto für ${name} anlegen`
                      }
                      onClick={() => {
                        store.changes.clear();
                        setEditing(row);
                      }}
                    >
                      {balance ? 'Bearbeiten' : 'Urlaubskonto anlegen'}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={`Abwesenheiten von ${name}`}
                      onClick={() => openAbsences(row)}
                    >
                      Abwesenheiten
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      {absences ? (
        <AbsencePanel
          key={`${absences.employee.id}-${absences.year}`}
          store={absences}
          onClose={() => setAbsences(null)}
        />
      ) : null}
    </BackofficePage>
  );
});

/** Creates or changes the account of one employee for the year, above the table. */
function BalancePanel({
  row,
  store,
  onClose,
}: {
  row: HolidayRow;
  store: HolidayBalancesStore;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const name = employeeName(row.employee);
  const { balance } = row;
  const suggestion = balance ? null : store.suggestionFor(row.employee.id);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="bo-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {balance ? 'Urlaubskonto' : 'Neues Urlaubskonto'} {store.year}: {name}
      </h2>
      {suggestion?.fromYear ? (
        <p className="bo-muted">
          Vorschlag aus {suggestion.fromYear}: Anspruch wie im Vorjahr, Übertrag ist der Rest des
          Vorjahres.
        </p>
      ) : null}
      <BalanceEditor
        name={name}
        initial={
          balance
            ? { entitlement: balance.entitlement, carryOver: balance.carryOver }
            : { entitlement: suggestion!.entitlement, carryOver: suggestion!.carryOver }
        }
        changes={store.changes}
        submitLabel={balance ? 'Speichern' : 'Urlaubskonto anlegen'}
        onSubmit={(values) =>
          balance ? store.update(balance, values) : store.create(row.employee.id, values)
        }
        onCancel={onClose}
      />
    </section>
  );
}
