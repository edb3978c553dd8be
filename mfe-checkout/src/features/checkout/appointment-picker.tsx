import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  businessDayOf,
  calendarDateParts,
  defaultAppointmentTime,
  formatInstantDateTime,
  parseTimeOfDay,
  pickerStart,
  pickerTimeOn,
  timeOfDayOf,
  type DateString,
} from '@bestellwerk/domain';
import { FieldError } from '@bestellwerk/ui/forms';
import { errorId, fieldId } from './checkout-form.js';
import type { CheckoutFormStore } from './checkout-form-store.js';
import { DateCalendar, type CalendarMonth } from './date-calendar.js';
import { TimeStepper } from './time-stepper.js';

function monthOf(date: DateString): CalendarMonth {
  const { year, month } = calendarDateParts(date);
  return { year, month };
}

/**
 * The appointment: a month calendar for the day and hour/minute steppers for the time. A time is
 * kept with the cart only while it lies in an available slot. The pickers start on the chosen
 * appointment, else on the first available slot (domain `pickerStart`), which a required
 * appointment (the branch's, or one a lead-time product in the cart needs) takes right away;
 * picking a day keeps the time when it is bookable there, else moves to the day's next bookable
 * time, so the picker never opens on a closed time.
 */
export const AppointmentPicker = observer(function AppointmentPicker({
  store,
}: {
  store: CheckoutFormStore;
}) {
  const planner = store.planner;
  const timeZone = store.timeZone;
  const current = store.appointment;
  const required = store.requiredFields.has('appointmentDate') || store.needsLeadTimeAppointment;
  const [start] = useState(() => (planner ? pickerStart(planner, current) : null));
  const isCurrentBookable = !!current && !!planner?.isAvailable(current);
  const [date, setDate] = useState<DateString | null>(() =>
    isCurrentBookable ? businessDayOf(current, timeZone) : required ? (start?.date ?? null) : null,
  );
  const [minutes, setMinutes] = useState<number>(
    () =>
      start?.minutes ??
      parseTimeOfDay(timeOfDayOf(defaultAppointmentTime(store.now, timeZone), timeZone)) ??
      0,
  );
  const [month, setMonth] = useState<CalendarMonth>(() =>
    monthOf(date ?? start?.date ?? planner?.firstDay ?? businessDayOf(store.now, timeZone)),
  );
  // A required appointment starts chosen: the first available slot. Decided when the picker
  // opens: later the customer's choice (or its removal) stands.
  const [initialChoice] = useState(() => (required && !isCurrentBookable ? start : null));
  useEffect(() => {
    if (initialChoice)
      store.setAppointment(store.appointmentInstant(initialChoice.date, initialChoice.minutes));
  }, [initialChoice, store]);
  if (!planner) return null;

  const invalid = 'appointmentDate' in store.fieldErrors;

  function choose(day: DateString, time: number) {
    setDate(day);
    setMinutes(time);
    store.setAppointment(store.appointmentInstant(day, time));
  }

  return (
    <fieldset
      className="bw-checkout__section"
      id={fieldId('appointmentDate')}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId('appointmentDate') : undefined}
    >
      <legend className="bw-checkout__legend">
        Termin{required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {required ? null : (
        <p className="bw-muted">Ohne Termin bereiten wir Ihre Bestellung so bald wie möglich zu.</p>
      )}
      <div className="bw-appointment">
        <DateCalendar
          month={month}
          firstMonth={monthOf(planner.firstDay)}
          lastMonth={monthOf(planner.lastDay)}
          selected={date}
          isSelectable={planner.hasSlots}
          onSelect={(day) => choose(day, pickerTimeOn(planner, day, minutes) ?? minutes)}
          onMonthChange={setMonth}
        />
        {date ? (
          <TimeStepper
            minutes={minutes}
            times={store.appointmentTimes(date)}
            message={store.appointmentMessage(date, minutes)}
            onChange={(time) => choose(date, time)}
          />
        ) : null}
      </div>
      {current ? (
        <p className="bw-checkout__chosen">
          {`Gewählter Termin: ${formatInstantDateTime(current, timeZone)} Uhr`}
        </p>
      ) : null}
      {current && !required ? (
        <button
          type="button"
          className="bw-link-button"
          onClick={() => {
            setDate(null);
            store.setAppointment(null);
          }}
        >
          Termin entfernen
        </button>
      ) : null}
      <FieldError field="appointmentDate" store={store} />
    </fieldset>
  );
});
