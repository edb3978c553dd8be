import { instantOfLocalInput, localInputOfInstant } from './date-input.js';

describe('datetime-local values in the configured time zone', () => {
  it.each([
    ['2025-01-15T09:30:00.000Z', '2025-01-15T10:30'],
    ['2025-07-15T09:30:00.000Z', '2025-07-15T11:30'],
  ])('shows %s as %s in Vienna and reads it back', (instant, local) => {
    expect(localInputOfInstant(instant, 'Europe/Vienna')).toBe(local);
    expect(instantOfLocalInput(local, 'Europe/Vienna')).toBe(instant);
  });

  it('treats empty and unreadable values as none', () => {
    expect(localInputOfInstant(null, 'Europe/Vienna')).toBe('');
    expect(localInputOfInstant('kein Datum', 'Europe/Vienna')).toBe('');
    expect(instantOfLocalInput('', 'Europe/Vienna')).toBeNull();
  });
});
