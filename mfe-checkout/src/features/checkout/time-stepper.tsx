import {
  APPOINTMENT_DAY_UNAVAILABLE_TEXT,
  formatTimeOfDay,
  MINUTE_STEP,
} from '@bestellwerk/domain';

const MINUTES_PER_DAY = 24 * 60;

/** `minutes` moved by `by`, kept within the day (23:55 + 5 → 00:00). */
export function stepMinutes(minutes: number, by: number): number {
  return (((minutes + by) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

export interface TimeStepperProps {
  /** Minutes after midnight of the chosen time. */
  minutes: number;
  /** The available times of the chosen day (`HH:mm`); empty when the day has no slots. */
  times: readonly string[];
  /** Why the chosen time cannot be booked (closed, too early), or null. */
  message: string | null;
  onChange: (minutes: number) => void;
  /** Minute step of the minute stepper; 5 by default. */
  minuteStep?: number;
}

/**
 * The time picker: hour and minute steppers and the list of available times of the day. A day
 * without slots says 'Zum ausgewählten Tag sind keine Termine verfügbar.'
 */
export function TimeStepper({
  minutes,
  times,
  message,
  onChange,
  minuteStep = MINUTE_STEP,
}: TimeStepperProps) {
  if (times.length === 0) {
    return (
      <p className="bw-field-error" role="status">
        {APPOINTMENT_DAY_UNAVAILABLE_TEXT}
      </p>
    );
  }
  const time = formatTimeOfDay(minutes);
  const [hour, minute] = time.split(':');
  const chosen = times.includes(time) ? time : '';
  return (
    <div className="bw-time">
      <div className="bw-time__steppers" role="group" aria-label="Uhrzeit">
        <div className="bw-time__stepper" role="group" aria-label="Stunde">
          <button
            type="button"
            className="bw-icon-button"
            aria-label="Eine Stunde früher"
            onClick={() => onChange(stepMinutes(minutes, -60))}
          >
            −
          </button>
          <output className="bw-time__value" aria-label={`Stunde ${hour}`}>
            {hour}
          </output>
          <button
            type="button"
            className="bw-icon-button"
            aria-label="Eine Stunde später"
            onClick={() => onChange(stepMinutes(minutes, 60))}
          >
            +
          </button>
        </div>
        <span aria-hidden="true">:</span>
        <div className="bw-time__stepper" role="group" aria-label="Minute">
          <button
            type="button"
            className="bw-icon-button"
            aria-label={`${minuteStep} Minuten früher`}
            onClick={() => onChange(stepMinutes(minutes, -minuteStep))}
          >
            −
          </button>
          <output className="bw-time__value" aria-label={`Minute ${minute}`}>
            {minute}
          </output>
          <button
            type="button"
            className="bw-icon-button"
            aria-label={`${minuteStep} Minuten später`}
            onClick={() => onChange(stepMinutes(minutes, minuteStep))}
          >
            +
          </button>
        </div>
      </div>
      <p className="bw-visually-hidden" aria-live="polite">{`Gewählte Uhrzeit: ${time} Uhr`}</p>
      {message ? (
        <p className="bw-field-error" role="status">
          {message}
        </p>
      ) : null}
      <label className="bw-checkout__label" htmlFor="checkout-available-times">
        Verfügbare Uhrzeiten
      </label>
      <select
        id="checkout-available-times"
        className="bw-input"
        value={chosen}
        onChange={(event) => {
          const [h, m] = event.target.value.split(':').map(Number);
          if (!Number.isNaN(h)) onChange(h * 60 + m);
        }}
      >
        {chosen ? null : <option value="">Bitte wählen</option>}
        {times.map((option) => (
          <option key={option} value={option}>
            {`${option} Uhr`}
          </option>
        ))}
      </select>
    </div>
  );
}
