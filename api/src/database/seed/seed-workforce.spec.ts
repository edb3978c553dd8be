import { demoData } from './demo/index.js';
import { mondayOfNextWeek, planWeek } from './seed-workforce.js';

describe('mondayOfNextWeek', () => {
  it.each([
    // [moment, Monday of the ISO week after it (Vienna calendar)]
    ['2026-06-15T10:00:00.000Z', '2026-06-22'], // a Monday: the next Monday, not the same day
    ['2026-06-19T12:00:00.000Z', '2026-06-22'], // Friday
    ['2026-06-21T21:59:59.000Z', '2026-06-22'], // Sunday 23:59:59 in Vienna (summer time)
    ['2026-06-21T22:00:00.000Z', '2026-06-29'], // already Monday 00:00 in Vienna
    ['2026-12-31T23:30:00.000Z', '2027-01-04'], // New Year's night in Vienna (winter time)
    ['2026-03-29T00:30:00.000Z', '2026-03-30'], // Sunday the clocks go forward
  ])('%s → %s', (now, monday) => {
    expect(mondayOfNextWeek(new Date(now))).toBe(monday);
  });
});

describe('planWeek', () => {
  const shifts = planWeek(demoData, '2026-10-26');

  it('plans Monday to Friday for each staff member, taking turns between their branches', () => {
    const byUser = (user: string) =>
      shifts.filter((shift) => shift.user === user).map((shift) => shift.branch);
    expect(byUser('admin')).toEqual([
      'wien-neubau',
      'graz-innere-stadt',
      'linz-urfahr',
      'wien-neubau',
      'graz-innere-stadt',
    ]);
    expect(byUser('mitarbeiter')).toEqual([
      'wien-neubau',
      'graz-innere-stadt',
      'wien-neubau',
      'graz-innere-stadt',
      'wien-neubau',
    ]);
  });

  it('starts at opening time in Vienna and lasts eight hours, in a department of the branch', () => {
    // The Monday after summer time ended: Vienna is UTC+1; Wien opens at 06:30.
    expect(shifts[0]).toEqual({
      user: 'admin',
      branch: 'wien-neubau',
      department: 'wien-verkauf',
      start: new Date('2026-10-26T05:30:00.000Z'),
      end: new Date('2026-10-26T13:30:00.000Z'),
    });
    for (const shift of shifts) {
      const department = demoData.departments.find((d) => d.key === shift.department);
      expect(department?.branch).toBe(shift.branch);
    }
  });

  it('ends a shift at closing time when the branch closes within eight hours', () => {
    const data = {
      ...demoData,
      branches: demoData.branches.map((branch) => ({
        ...branch,
        openingHours: branch.openingHours.map((entry) =>
          entry.type === 'monday' ? { ...entry, from: '10:00', to: '14:00' } : entry,
        ),
      })),
    };
    const [monday] = planWeek(data, '2026-10-26');
    expect(monday.end).toEqual(new Date('2026-10-26T13:00:00.000Z'));
  });

  it('leaves out days the branch is closed', () => {
    const data = {
      ...demoData,
      branches: demoData.branches.map((branch) => ({
        ...branch,
        openingHours: branch.openingHours.filter((entry) => entry.type !== 'tuesday'),
      })),
    };
    const days = planWeek(data, '2026-10-26').map((shift) =>
      shift.start.toISOString().slice(0, 10),
    );
    // Four weekdays for each account, none of them the Tuesday.
    expect(days).toHaveLength(4 * demoData.users.length);
    expect(days).not.toContain('2026-10-27');
  });
});
