import type { Branch } from '../contract/organisation.js';
import {
  BRANCH_CLOSED_TEXT,
  branchClosedNotice,
  CHECKOUT_DELIVERY_UNAVAILABLE_TEXT,
  checkoutDeliveryError,
  DELIVERY_UNAVAILABLE_TEXT,
  deliveryUnavailableNotice,
  DINE_IN_ALTERNATIVE_TEXT,
  nextDeliveryText,
  nextOpeningDayLabel,
  nextOpeningText,
  PREORDER_HINT_TEXT,
  storeNotice,
  TAKEAWAY_ALTERNATIVE_TEXT,
} from './store-notices.js';
import { makeBranch } from '../testing/contract-fixtures.js';
import { at, closed, hours, WEEK_HOURS } from './test-fixtures.js';

describe('texts verbatim from the spec', () => {
  it('keeps the wording of storefront.md §8', () => {
    expect(BRANCH_CLOSED_TEXT).toBe('Derzeit haben wir leider geschlossen.');
    expect(DELIVERY_UNAVAILABLE_TEXT).toBe('Derzeit ist leider keine Lieferung möglich.');
    expect(CHECKOUT_DELIVERY_UNAVAILABLE_TEXT).toBe(
      'Derzeit bieten wir leider keine Lieferung an.',
    );
    expect(PREORDER_HINT_TEXT).toBe(
      'Gerne nehmen wir auch Ihre Vorbestellungen entgegen. Wir bearbeiten diese sobald wir wieder geöffnet haben.',
    );
  });
});

describe('next opening sentence', () => {
  it.each([
    ['later today', '2026-11-23 06:00', '2026-11-23 07:00', 'Wir öffnen wieder um 07:00 Uhr.'],
    [
      'tomorrow by weekday',
      '2026-11-23 19:00',
      '2026-11-24 07:00',
      'Wir öffnen wieder am Dienstag um 07:00 Uhr.',
    ],
    [
      'after midnight counts as today',
      '2026-11-24 00:30',
      '2026-11-24 07:00',
      'Wir öffnen wieder um 07:00 Uhr.',
    ],
    [
      'six days ahead by weekday',
      '2026-11-23 19:00',
      '2026-11-29 08:30',
      'Wir öffnen wieder am Sonntag um 08:30 Uhr.',
    ],
    [
      'a week ahead with the date',
      '2026-11-23 19:00',
      '2026-11-30 07:00',
      'Wir öffnen wieder am Montag, 30.11.2026 um 07:00 Uhr.',
    ],
    [
      'after the holidays',
      '2026-12-24 13:00',
      '2027-01-07 06:00',
      'Wir öffnen wieder am Donnerstag, 07.01.2027 um 06:00 Uhr.',
    ],
  ])('%s', (_name, now, next, text) => {
    expect(nextOpeningText(at(next), at(now))).toBe(text);
  });

  it('labels the day', () => {
    expect(nextOpeningDayLabel(at('2026-11-23 07:00'), at('2026-11-23 06:00'))).toBeNull();
    expect(nextOpeningDayLabel(at('2026-11-24 07:00'), at('2026-11-23 06:00'))).toBe('Dienstag');
  });

  it('builds the delivery sentence the same way', () => {
    expect(nextDeliveryText(at('2026-11-23 11:00'), at('2026-11-23 08:00'))).toBe(
      'Wir liefern wieder um 11:00 Uhr.',
    );
    expect(nextDeliveryText(at('2026-11-24 11:00'), at('2026-11-23 22:00'))).toBe(
      'Wir liefern wieder am Dienstag um 11:00 Uhr.',
    );
  });
});

describe('branchClosedNotice', () => {
  it('says nothing while open or closing soon', () => {
    const branch = makeBranch({ openingHours: WEEK_HOURS });
    expect(branchClosedNotice(branch, at('2026-11-23 10:00'))).toBeNull();
    expect(branchClosedNotice(branch, at('2026-11-23 11:30'))).toBeNull();
  });

  it.each<[string, Partial<Branch>, string, string[]]>([
    [
      'lunch break: reopens today',
      {},
      '2026-11-23 13:00',
      [BRANCH_CLOSED_TEXT, 'Wir öffnen wieder um 14:00 Uhr.'],
    ],
    [
      'Saturday afternoon: Monday',
      {},
      '2026-11-28 13:00',
      [BRANCH_CLOSED_TEXT, 'Wir öffnen wieder am Montag um 07:00 Uhr.'],
    ],
    [
      'with preorders',
      { isPreorderEnabled: true },
      '2026-11-23 19:00',
      [BRANCH_CLOSED_TEXT, 'Wir öffnen wieder am Dienstag um 07:00 Uhr.', PREORDER_HINT_TEXT],
    ],
    [
      'no next shift: the closedMessage',
      { openingHours: [closed('daily')], closedMessage: 'Wir sind auf Urlaub.' },
      '2026-11-23 10:00',
      [BRANCH_CLOSED_TEXT, 'Wir sind auf Urlaub.'],
    ],
    [
      'no next shift, no closedMessage',
      { openingHours: [], closedMessage: '  ' },
      '2026-11-23 10:00',
      [BRANCH_CLOSED_TEXT],
    ],
    [
      'open only by delivery hours counts as open elsewhere; here both closed',
      { deliveryHours: [hours('daily', '18:00', '21:00')], isDeliveryHoursEnabled: true },
      '2026-11-23 22:00',
      [BRANCH_CLOSED_TEXT, 'Wir öffnen wieder am Dienstag um 07:00 Uhr.'],
    ],
  ])('%s', (_name, overrides, now, lines) => {
    expect(
      branchClosedNotice(makeBranch({ openingHours: WEEK_HOURS, ...overrides }), at(now)),
    ).toEqual(lines);
  });

  it('counts delivery hours, when enabled, as open', () => {
    const branch = makeBranch({
      openingHours: WEEK_HOURS,
      deliveryHours: [hours('daily', '18:00', '21:00')],
      isDeliveryHoursEnabled: true,
    });
    expect(branchClosedNotice(branch, at('2026-11-23 19:00'))).toBeNull();
  });

  it('takes the next opening from delivery hours too', () => {
    const branch = makeBranch({
      openingHours: [hours('daily', '07:00', '12:00')],
      deliveryHours: [hours('daily', '17:00', '21:00')],
      isDeliveryHoursEnabled: true,
    });
    expect(branchClosedNotice(branch, at('2026-11-23 13:00'))).toEqual([
      BRANCH_CLOSED_TEXT,
      'Wir öffnen wieder um 17:00 Uhr.',
    ]);
  });
});

describe('deliveryUnavailableNotice', () => {
  const delivering = {
    isDeliveryEnabled: true,
    deliveryHours: [hours('daily', '11:00', '17:00')],
    isDeliveryHoursEnabled: true,
  };
  it('says nothing while delivering', () => {
    expect(
      deliveryUnavailableNotice(
        makeBranch({ openingHours: WEEK_HOURS, ...delivering }),
        at('2026-11-23 12:00'),
      ),
    ).toBeNull();
  });

  it.each<[string, Partial<Branch>, string, string[]]>([
    [
      'before delivery starts, pickup open',
      delivering,
      '2026-11-23 08:00',
      [DELIVERY_UNAVAILABLE_TEXT, 'Wir liefern wieder um 11:00 Uhr.', TAKEAWAY_ALTERNATIVE_TEXT],
    ],
    [
      'with dine-in and preorders too',
      { ...delivering, isDineInEnabled: true, isPreorderEnabled: true },
      '2026-11-23 08:00',
      [
        DELIVERY_UNAVAILABLE_TEXT,
        'Wir liefern wieder um 11:00 Uhr.',
        TAKEAWAY_ALTERNATIVE_TEXT,
        DINE_IN_ALTERNATIVE_TEXT,
        PREORDER_HINT_TEXT,
      ],
    ],
    [
      'dine-in only',
      { ...delivering, isTakeawayEnabled: false, isDineInEnabled: true },
      '2026-11-23 17:30',
      [
        DELIVERY_UNAVAILABLE_TEXT,
        'Wir liefern wieder am Dienstag um 11:00 Uhr.',
        DINE_IN_ALTERNATIVE_TEXT,
      ],
    ],
    [
      'everything closed: no alternatives',
      delivering,
      '2026-11-23 20:00',
      [DELIVERY_UNAVAILABLE_TEXT, 'Wir liefern wieder am Dienstag um 11:00 Uhr.'],
    ],
    [
      'branch does not deliver at all',
      { isDeliveryEnabled: false },
      '2026-11-23 08:00',
      [DELIVERY_UNAVAILABLE_TEXT, TAKEAWAY_ALTERNATIVE_TEXT],
    ],
    [
      'no delivery day within the search',
      { ...delivering, deliveryHours: [] },
      '2026-11-23 08:00',
      [DELIVERY_UNAVAILABLE_TEXT, TAKEAWAY_ALTERNATIVE_TEXT],
    ],
  ])('%s', (_name, overrides, now, lines) => {
    expect(
      deliveryUnavailableNotice(makeBranch({ openingHours: WEEK_HOURS, ...overrides }), at(now)),
    ).toEqual(lines);
  });

  it('follows opening hours when delivery hours are disabled', () => {
    const branch = makeBranch({ openingHours: WEEK_HOURS, isDeliveryEnabled: true });
    expect(deliveryUnavailableNotice(branch, at('2026-11-23 10:00'))).toBeNull();
    expect(deliveryUnavailableNotice(branch, at('2026-11-23 13:00'))).toEqual([
      DELIVERY_UNAVAILABLE_TEXT,
      'Wir liefern wieder um 14:00 Uhr.',
    ]);
  });
});

describe('storeNotice', () => {
  const branch = makeBranch({
    openingHours: WEEK_HOURS,
    isDeliveryEnabled: true,
    deliveryHours: [hours('daily', '11:00', '17:00')],
    isDeliveryHoursEnabled: true,
  });
  it.each([
    ['open, takeaway', 'takeaway', '2026-11-23 08:00', []],
    [
      'open, delivery not yet',
      'delivery',
      '2026-11-23 08:00',
      [DELIVERY_UNAVAILABLE_TEXT, 'Wir liefern wieder um 11:00 Uhr.', TAKEAWAY_ALTERNATIVE_TEXT],
    ],
    ['open, delivering', 'delivery', '2026-11-23 12:00', []],
    [
      'closed: the closed notice for every type',
      'delivery',
      '2026-11-23 19:00',
      [BRANCH_CLOSED_TEXT, 'Wir öffnen wieder am Dienstag um 07:00 Uhr.'],
    ],
    [
      'closed, dine-in',
      'dineIn',
      '2026-11-29 18:00',
      [BRANCH_CLOSED_TEXT, 'Wir öffnen wieder am Montag um 07:00 Uhr.'],
    ],
  ] as const)('%s', (_name, orderType, now, lines) => {
    expect(storeNotice(branch, orderType, at(now))).toEqual(lines);
  });
});

describe('checkoutDeliveryError', () => {
  const error = { message: CHECKOUT_DELIVERY_UNAVAILABLE_TEXT, field: 'isDelivery' };
  const delivering = { isDeliveryEnabled: true, openingHours: WEEK_HOURS };
  it.each([
    ['not a delivery', {}, 'takeaway', '2026-11-23 10:00', null],
    ['delivering now', delivering, 'delivery', '2026-11-23 10:00', null],
    ['closed, no preorders', delivering, 'delivery', '2026-11-23 13:00', error],
    [
      'closed, preorders taken',
      { ...delivering, isPreorderEnabled: true },
      'delivery',
      '2026-11-23 13:00',
      null,
    ],
    [
      'branch does not deliver',
      { isDeliveryEnabled: false },
      'delivery',
      '2026-11-23 10:00',
      error,
    ],
  ] as const)('%s', (_name, overrides, orderType, now, expected) => {
    expect(
      checkoutDeliveryError(
        makeBranch({ openingHours: WEEK_HOURS, ...overrides }),
        orderType,
        at(now),
      ),
    ).toEqual(expected);
  });
});
