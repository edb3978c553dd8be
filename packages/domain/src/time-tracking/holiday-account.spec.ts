import { absenceWorkingDays, holidayAccount } from './holiday-account.js';

describe('holidayAccount', () => {
  it('counts working days taken up to today and planned after it', () => {
    const account = holidayAccount({
      year: 2026,
      entitlement: 25,
      carryOver: 3,
      today: '2026-11-26',
      absences: [
        { from: '2026-08-03', to: '2026-08-14', kind: 'holiday' }, // two weeks: 10 days
        { from: '2026-11-26', to: '2026-11-27', kind: 'holiday' }, // today counts as taken
        { from: '2026-12-21', to: '2027-01-08', kind: 'holiday' }, // 21.–31.12.: 9 weekdays
        { from: '2026-10-05', to: '2026-10-07', kind: 'sick' },
      ],
    });
    expect(account).toEqual({
      year: 2026,
      entitlement: 25,
      carryOver: 3,
      taken: 11,
      planned: 10,
      left: 7,
    });
  });

  it('counts a day covered by two entries once and respects part-time weekdays', () => {
    const account = holidayAccount({
      year: 2026,
      entitlement: 10,
      carryOver: 0,
      today: '2026-01-01',
      workingWeekdays: [0, 2], // Monday and Wednesday
      absences: [
        { from: '2026-03-02', to: '2026-03-08', kind: 'holiday' },
        { from: '2026-03-04', to: '2026-03-04', kind: 'holiday' },
      ],
    });
    expect(account.planned).toBe(2);
    expect(account.left).toBe(8);
  });

  it('leaves weekends out of an absence', () => {
    expect(
      absenceWorkingDays({ from: '2026-11-27', to: '2026-11-30', kind: 'holiday' }, 2026),
    ).toEqual(['2026-11-27', '2026-11-30']);
  });

  it("leaves the country's public holidays out: Christmas week costs 4 days, and Epiphany is free only in Austria", () => {
    const christmas = { from: '2026-12-21', to: '2026-12-27', kind: 'holiday' as const };
    // Mo 21 – Fr 25: 25.12. is a holiday in both countries (26.12. is a Saturday).
    expect(absenceWorkingDays(christmas, 2026, undefined, 'AT')).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
    ]);
    const epiphany = { from: '2027-01-04', to: '2027-01-08', kind: 'holiday' as const };
    expect(absenceWorkingDays(epiphany, 2027, undefined, 'AT')).toHaveLength(4);
    expect(absenceWorkingDays(epiphany, 2027, undefined, 'DE')).toHaveLength(5);
    const account = holidayAccount({
      year: 2026,
      entitlement: 25,
      carryOver: 0,
      absences: [christmas],
      today: '2026-11-29',
      country: 'AT',
    });
    expect(account).toMatchObject({ taken: 0, planned: 4, left: 21 });
  });
});
