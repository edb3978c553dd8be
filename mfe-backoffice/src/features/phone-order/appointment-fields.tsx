import { observer } from 'mobx-react-lite';
import { APPOINTMENT_DAY_UNAVAILABLE_TEXT, formatInstantDateTime } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { FieldError, useControlProps } from '@bestellwerk/ui/forms';
import { errorId, fieldId } from './phone-order-form.js';
import type { PhoneOrderStore } from './phone-order-store.js';

/**
 * The appointment: a day and one of the times the domain's appointment planner offers for it
 * (opening or delivery hours, lead times, preorders). Without one the order is prepared as soon
 * as possible, unless the branch requires one.
 */
export const AppointmentFields = observer(function AppointmentFields({
  store,
}: {
  store: PhoneOrderStore;
}) {
  const dateControl = useControlProps('appointmentDate', store);
  const planner = store.planner;
  if (!planner) return null;
  const required = store.requiredFields.has('appointmentDate');
  const invalid = 'appointmentDate' in store.fieldErrors;
  const day = store.appointmentDay;
  const times = store.appointmentTimes;
  const appointment = store.appointment;

  return (
    <fieldset
      className="bo-panel bo-fieldset bo-phone-order__section"
      aria-describedby={invalid ? errorId('appointmentDate') : undefined}
    >
      <legend>Termin{required ? <span aria-hidden="true"> *</span> : null}</legend>
      {!planner.isOffered ? (
        <p>Derzeit sind keine Termine möglich.</p>
      ) : (
        <>
          {required ? null : (
            <p className="bo-muted">
              Ohne Termin wird die Bestellung so bald wie möglich zubereitet.
            </p>
          )}
          <div className="bo-form-grid">
            <div className="bo-field">
              <label htmlFor={fieldId('appointmentDate')}>Datum</label>
              <input
                {...dateControl}
                type="date"
                min={planner.firstDay}
                max={planner.lastDay}
                value={day}
                onChange={(event) => store.setAppointmentDay(event.target.value)}
              />
            </div>
            <div className="bo-field">
              <label htmlFor={fieldId('appointmentTime')}>Uhrzeit</label>
              <select
                id={fieldId('appointmentTime')}
                value={store.appointmentTime}
                disabled={times.length === 0}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId('appointmentDate') : undefined}
                onChange={(event) => store.setAppointmentTime(event.target.value)}
              >
                <option value="">Bitte wählen</option>
                {times.map((time) => (
                  <option key={time} value={time}>
                    {`${time} Uhr`}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {day && times.length === 0 ? (
            <p className="bo-muted">{APPOINTMENT_DAY_UNAVAILABLE_TEXT}</p>
          ) : null}
          {appointment ? (
            <p>
              {`Gewählter Termin: ${formatInstantDateTime(appointment, store.timeZone)} Uhr `}
              {required ? null : (
                <Button variant="secondary" onClick={() => store.clearAppointment()}>
                  Termin entfernen
                </Button>
              )}
            </p>
          ) : null}
        </>
      )}
      <FieldError field="appointmentDate" store={store} />
    </fieldset>
  );
});
