import type { Schedule } from '../contract/common.js';
import { isCategoryAvailable, isProductOrderable, isScheduleActive } from './schedules.js';
import { makeCategory, makeProduct } from '../testing/contract-fixtures.js';
import { at, closed, hours } from './test-fixtures.js';

const schedule = (overrides: Partial<Schedule>): Schedule => ({
  startDate: null,
  endDate: null,
  hours: [],
  ...overrides,
});
const breakfast = schedule({ hours: [hours('daily', '06:00', '10:30')] });
const advent = schedule({ startDate: '2026-11-29', endDate: '2026-12-24' });

describe('isScheduleActive', () => {
  it.each<[string, Schedule | null, string, boolean]>([
    ['no schedule: always', null, '2026-11-23 03:00', true],
    ['empty schedule: always', schedule({}), '2026-11-23 03:00', true],
    ['before the start date', advent, '2026-11-28 23:59', false],
    ['on the start date from midnight', advent, '2026-11-29 00:00', true],
    ['on the end date until midnight', advent, '2026-12-24 23:59', true],
    ['after the end date', advent, '2026-12-25 00:00', false],
    ['only a start date', schedule({ startDate: '2026-12-01' }), '2030-01-01 12:00', true],
    ['only an end date', schedule({ endDate: '2026-12-01' }), '2020-01-01 12:00', true],
    ['inside the hours', breakfast, '2026-11-23 10:29', true],
    ['at the end of the hours', breakfast, '2026-11-23 10:30', false],
    [
      'hours and range both needed',
      schedule({ ...breakfast, startDate: '2026-12-01' }),
      '2026-11-23 08:00',
      false,
    ],
    [
      'hours and range both given and met',
      schedule({ ...breakfast, startDate: '2026-11-01' }),
      '2026-11-23 08:00',
      true,
    ],
    [
      'closed weekday within daily hours',
      schedule({ hours: [...breakfast.hours, closed('sunday')] }),
      '2026-11-29 08:00',
      false,
    ],
    [
      'a once entry overrides daily',
      schedule({ hours: [...breakfast.hours, hours('once', '12:00', '14:00', '2026-11-23')] }),
      '2026-11-23 08:00',
      false,
    ],
    [
      'hours past midnight',
      schedule({ hours: [hours('friday', '22:00', '04:00')] }),
      '2026-11-28 03:00',
      true,
    ],
    [
      'the range uses the Vienna day (23:30 UTC is the next day)',
      schedule({ startDate: '2026-11-24' }),
      '2026-11-24 00:30',
      true,
    ],
  ])('%s', (_name, value, time, expected) => {
    expect(isScheduleActive(value, at(time))).toBe(expected);
  });

  it('reads the schedule in the given zone', () => {
    const nineToFive = schedule({ hours: [hours('daily', '09:00', '17:00')] });
    const instant = new Date('2026-11-23T17:00:00.000Z');
    expect(isScheduleActive(nineToFive, instant)).toBe(false);
    expect(isScheduleActive(nineToFive, instant, 'America/New_York')).toBe(true);
  });
});

describe('isCategoryAvailable', () => {
  it.each([
    ['enabled, unscheduled', true, null, true],
    ['disabled', false, null, false],
    ['enabled, out of schedule', true, breakfast, false],
  ] as const)('%s', (_name, isEnabled, value, expected) => {
    expect(
      isCategoryAvailable(makeCategory({ isEnabled, schedule: value }), at('2026-11-23 12:00')),
    ).toBe(expected);
  });
});

describe('isProductOrderable', () => {
  const noon = at('2026-11-23 12:00');
  const lunch = schedule({ hours: [hours('daily', '11:00', '14:00')] });
  it.each<
    [
      string,
      boolean,
      Schedule | null,
      { isEnabled: boolean; schedule: Schedule | null } | null,
      boolean,
    ]
  >([
    ['enabled, no schedules, no catalog entry', true, null, null, true],
    ['disabled product', false, null, null, false],
    ['product schedule active', true, lunch, null, true],
    ['product schedule inactive', true, breakfast, null, false],
    ['catalog entry disabled', true, null, { isEnabled: false, schedule: null }, false],
    [
      'catalog entry schedule inactive',
      true,
      null,
      { isEnabled: true, schedule: breakfast },
      false,
    ],
    ['both schedules active', true, lunch, { isEnabled: true, schedule: lunch }, true],
    [
      'product active, entry inactive: both must hold',
      true,
      lunch,
      { isEnabled: true, schedule: advent },
      false,
    ],
    [
      'entry active, product inactive: both must hold',
      true,
      advent,
      { isEnabled: true, schedule: lunch },
      false,
    ],
  ])('%s', (_name, isEnabled, productSchedule, entry, expected) => {
    expect(
      isProductOrderable(makeProduct({ isEnabled, schedule: productSchedule }), entry, noon),
    ).toBe(expected);
  });
});
