import { counterAppointmentInstant } from './counter-appointment.js';

describe('counterAppointmentInstant', () => {
  it.each<[string, string, string | null]>([
    ['2026-11-21', '12:30', '2026-11-21T11:30:00.000Z'],
    ['2026-07-01', '08:00', '2026-07-01T06:00:00.000Z'],
    ['', '12:30', null],
    ['2026-11-21', '', null],
    ['21.11.2026', '12:30', null],
    ['2026-11-21', '25:00', null],
  ])('%j %j in Vienna → %j', (date, time, expected) => {
    expect(counterAppointmentInstant(date, time, 'Europe/Vienna')).toBe(expected);
  });
});
