import type { OpeningHourEntry } from '../contract/common.js';
import { makeBranch } from '../testing/contract-fixtures.js';
import { compactWeekHours, listedHoursOf, type CompactWeekHoursRow } from './compact-week-hours.js';
import { closed, hours, WEEK_HOURS } from './test-fixtures.js';

const row = (days: string, label: string, text: string): CompactWeekHoursRow => ({
  days,
  label,
  text,
});

describe('compactWeekHours', () => {
  it.each<[string, OpeningHourEntry[], CompactWeekHoursRow[]]>([
    ['no entries: nothing to list', [], []],
    ['only one-off dates: nothing to list', [hours('once', '08:00', '12:00', '2026-12-24')], []],
    [
      'the bakery week: split weekdays, short Saturday, closed Sunday',
      WEEK_HOURS,
      [
        row('Mo – Fr', 'Montag bis Freitag', '07:00 – 12:00, 14:00 – 18:00'),
        row('Sa', 'Samstag', '08:00 – 12:00'),
        row('So', 'Sonntag', 'Geschlossen'),
      ],
    ],
    [
      'daily hours for the whole week',
      [hours('daily', '14:00', '18:00'), hours('daily', '07:00', '12:00')],
      [row('Mo – So', 'Montag bis Sonntag', '07:00 – 12:00, 14:00 – 18:00')],
    ],
    [
      'a weekday entry replaces the daily ones and splits the run',
      [hours('daily', '08:00', '18:00'), hours('wednesday', '08:00', '12:00'), closed('monday')],
      [
        row('Mo', 'Montag', 'Geschlossen'),
        row('Di', 'Dienstag', '08:00 – 18:00'),
        row('Mi', 'Mittwoch', '08:00 – 12:00'),
        row('Do – So', 'Donnerstag bis Sonntag', '08:00 – 18:00'),
      ],
    ],
  ])('%s', (_name, entries, rows) => {
    expect(compactWeekHours(entries)).toEqual(rows);
  });
});

describe('listedHoursOf', () => {
  const openingHours = [hours('daily', '07:00', '18:00')];
  const deliveryHours = [hours('daily', '11:00', '14:00'), closed('sunday')];
  const opening = { heading: 'Öffnungszeiten', rows: compactWeekHours(openingHours) };
  const delivery = { heading: 'Lieferzeiten', rows: compactWeekHours(deliveryHours) };

  it.each([
    [
      'opening and delivery hours when delivery hours are enabled and differ',
      true,
      deliveryHours,
      [opening, delivery],
    ],
    ['only the opening hours when delivery hours are off', false, deliveryHours, [opening]],
    [
      'the opening hours once when the delivery hours are the same week',
      true,
      [hours('daily', '07:00', '18:00')],
      [opening],
    ],
  ])('lists %s', (_name, isDeliveryHoursEnabled, delivered, listed) => {
    expect(
      listedHoursOf(makeBranch({ openingHours, deliveryHours: delivered, isDeliveryHoursEnabled })),
    ).toEqual(listed);
  });

  it('lists the delivery hours alone when the opening hours have no weekly entry', () => {
    expect(
      listedHoursOf(makeBranch({ openingHours: [], deliveryHours, isDeliveryHoursEnabled: true })),
    ).toEqual([delivery]);
  });
});
