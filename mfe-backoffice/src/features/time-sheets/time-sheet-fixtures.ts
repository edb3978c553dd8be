import type { TimeSheetEmployee, TimeSheetMonth, TimeSheetMonthDay } from '@bestellwerk/domain';

/** A day without work or plan. */
export function makeDay(date: string, fields: Partial<TimeSheetMonthDay> = {}): TimeSheetMonthDay {
  return {
    date,
    start: null,
    end: null,
    breakMinutes: 0,
    netMinutes: 0,
    plannedMinutes: 0,
    overtimeMinutes: 0,
    absence: null,
    breakShortfallMinutes: 0,
    flags: { autoEnded: false, open: false, corrected: false },
    activities: [],
    ...fields,
  };
}

/** Anna's October 2026: 02.10. worked 08:00–15:00 without a break (plan 8 h), the rest off. */
export function makeEmployee(fields: Partial<TimeSheetEmployee> = {}): TimeSheetEmployee {
  const days = Array.from({ length: 31 }, (_, index) =>
    makeDay(`2026-10-${String(index + 1).padStart(2, '0')}`),
  );
  days[1] = makeDay('2026-10-02', {
    start: '08:00',
    end: '15:00',
    netMinutes: 420,
    plannedMinutes: 480,
    overtimeMinutes: -60,
    breakShortfallMinutes: 30,
    flags: { autoEnded: true, open: false, corrected: false },
    activities: [
      {
        id: 7,
        start: '2026-10-02T06:00:00.000Z',
        end: '2026-10-02T13:00:00.000Z',
        pauses: [],
        state: 'ended',
        comment: '',
        branch: null,
        autoEnded: true,
        corrected: false,
      },
    ],
  });
  return {
    id: 3,
    name: 'Anna Berger',
    days,
    totals: {
      netMinutes: 420,
      breakMinutes: 0,
      plannedMinutes: 480,
      overtimeMinutes: -60,
      absenceDays: 0,
      flaggedDays: 1,
    },
    ...fields,
  };
}

export function makeMonth(fields: Partial<TimeSheetMonth> = {}): TimeSheetMonth {
  return { month: '2026-10', closing: null, employees: [makeEmployee()], ...fields };
}
