import { easterSunday, holidayCountryOf, publicHolidays } from './public-holidays.js';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i: %s', (year, date) => expect(easterSunday(year)).toBe(date));
});

describe('publicHolidays', () => {
  it("knows Austria's 13 holidays of 2026", () => {
    expect(publicHolidays(2026, 'AT')).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-06', // Ostermontag
      '2026-05-01',
      '2026-05-14', // Christi Himmelfahrt
      '2026-05-25', // Pfingstmontag
      '2026-06-04', // Fronleichnam
      '2026-08-15',
      '2026-10-26',
      '2026-11-01',
      '2026-12-08',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it("knows Germany's 9 nationwide holidays of 2026, Karfreitag included", () => {
    expect(publicHolidays(2026, 'DE')).toEqual([
      '2026-01-01',
      '2026-04-03', // Karfreitag
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-10-03',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('takes the country from the break rule preset', () => {
    expect(holidayCountryOf('AT_BAKERY')).toBe('AT');
    expect(holidayCountryOf('AT')).toBe('AT');
    expect(holidayCountryOf('DE')).toBe('DE');
  });
});
