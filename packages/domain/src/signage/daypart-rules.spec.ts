import type { SignageDaypart } from '../contract/signage.js';
import {
  normaliseSignageDaypart,
  signageDaypartErrors,
  signageDaypartText,
  SIGNAGE_DAYPART_MESSAGES as M,
} from './daypart-rules.js';

const ANY: SignageDaypart = { weekdays: [], from: null, to: null, startDate: null, endDate: null };

describe('signageDaypartErrors', () => {
  it.each<[string, unknown, { field: string; message: string }[]]>([
    ['null plays always', null, []],
    ['an empty object', {}, []],
    [
      'a full valid daypart',
      {
        weekdays: [1, 2, 3],
        from: '06:00',
        to: '11:00',
        startDate: '2026-12-01',
        endDate: '2026-12-24',
      },
      [],
    ],
    ['a night window', { from: '22:00', to: '02:00' }, []],
    ['not an object', 'morgens', [{ field: 'daypart', message: M.notObject }]],
    ['weekday 0', { weekdays: [0, 1] }, [{ field: 'daypart.weekdays', message: M.weekdays }]],
    ['weekday 8', { weekdays: [8] }, [{ field: 'daypart.weekdays', message: M.weekdays }]],
    [
      'a fractional weekday',
      { weekdays: [1.5] },
      [{ field: 'daypart.weekdays', message: M.weekdays }],
    ],
    [
      'a repeated weekday',
      { weekdays: [1, 1] },
      [{ field: 'daypart.weekdays', message: M.weekdays }],
    ],
    ['weekdays as text', { weekdays: 'Mo' }, [{ field: 'daypart.weekdays', message: M.weekdays }]],
    ['24:00', { from: '24:00' }, [{ field: 'daypart.from', message: M.time }]],
    ['6:00 without zero', { to: '6:00' }, [{ field: 'daypart.to', message: M.time }]],
    [
      'from equals to',
      { from: '06:00', to: '06:00' },
      [{ field: 'daypart.to', message: M.sameTimes }],
    ],
    ['30 February', { startDate: '2026-02-30' }, [{ field: 'daypart.startDate', message: M.date }]],
    ['a German date', { endDate: '24.12.2026' }, [{ field: 'daypart.endDate', message: M.date }]],
    [
      'end before start',
      { startDate: '2026-12-24', endDate: '2026-12-01' },
      [{ field: 'daypart.endDate', message: M.dateOrder }],
    ],
  ])('%s', (_name, daypart, expected) => {
    expect(signageDaypartErrors(daypart)).toEqual(expected);
  });

  it('names the field under the given path', () => {
    expect(signageDaypartErrors({ from: 'x' }, 'entries.2.daypart')).toEqual([
      { field: 'entries.2.daypart.from', message: M.time },
    ]);
  });
});

describe('normaliseSignageDaypart', () => {
  it.each<[string, unknown, SignageDaypart | null]>([
    ['null stays null', null, null],
    ['nothing limiting becomes null', { weekdays: [], from: '' }, null],
    ['all seven days do not limit', { weekdays: [7, 1, 2, 3, 4, 5, 6] }, null],
    [
      'fills missing parts and sorts weekdays',
      { weekdays: [5, 1], from: '06:00', extra: 1 },
      { ...ANY, weekdays: [1, 5], from: '06:00' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(normaliseSignageDaypart(input)).toEqual(expected);
  });
});

describe('signageDaypartText', () => {
  it.each<[string, Partial<SignageDaypart> | null, string]>([
    ['none', null, 'Immer'],
    ['nothing limits', {}, 'Immer'],
    [
      'breakfast on workdays',
      { weekdays: [1, 2, 3, 4, 5], from: '06:00', to: '11:00' },
      'Mo–Fr, 06:00–11:00',
    ],
    [
      'Monday to Saturday',
      { weekdays: [1, 2, 3, 4, 5, 6], from: '06:00', to: '11:00' },
      'Mo–Sa, 06:00–11:00',
    ],
    ['the weekend', { weekdays: [6, 7] }, 'Sa, So'],
    ['single days and a run', { weekdays: [1, 3, 4, 5, 7] }, 'Mo, Mi–Fr, So'],
    ['from only', { from: '11:00' }, 'ab 11:00'],
    ['to only', { to: '11:00' }, 'bis 11:00'],
    ['dates', { startDate: '2026-12-01', endDate: '2026-12-24' }, '01.12.2026–24.12.2026'],
    ['start date only', { startDate: '2026-12-01' }, 'ab 01.12.2026'],
  ])('%s', (_name, part, expected) => {
    expect(signageDaypartText(part ? { ...ANY, ...part } : null)).toBe(expected);
  });
});
