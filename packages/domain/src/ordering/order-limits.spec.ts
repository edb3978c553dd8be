import type { UnitKey } from '../contract/catalog.js';
import { makeAlternativeUnit, makeProduct } from '../testing/contract-fixtures.js';
import { formatEuro } from '../format/money-format.js';
import { UNIT_TABLE } from '../units/unit-table.js';
import {
  hasLeadTime,
  leadTimeAppointmentError,
  leadTimeText,
  lineAmountError,
  MAX_ORDER_TOTAL_CENTS,
  maxLineAmount,
  orderAmountErrors,
  orderQuantityRules,
  orderTotalError,
  type OrderLimitLine,
} from './order-limits.js';

const semmel = makeProduct({ id: 1, name: 'Semmel', price: 0.6 });
const krapfen = makeProduct({ id: 2, name: 'Krapfen', maximumQuantity: 5 });
const kaese = makeProduct({
  id: 3,
  name: 'Bergkäse',
  unit: 'kg',
  maximumQuantity: 2,
  alternativeUnits: [makeAlternativeUnit({ unit: 'g', ratio: 0.001, maximumQuantity: 500 })],
});

const line = (product: OrderLimitLine['product'], amount: number, unit?: UnitKey) => ({
  product,
  amount,
  unit: unit ?? product.unit,
});

describe('maxLineAmount', () => {
  it.each<[UnitKey, number]>([
    ['piece', 999],
    ['serving', 999],
    ['pair', 999],
    ['person', 999],
    ['package', 999],
    ['kg', 999],
    ['dag', 99_900],
    ['g', 999_000],
    ['l', 999],
    ['ml', 999_000],
    ['m', 999],
    ['km', 0.999],
    ['m2', 999],
    ['cm2', 9_990_000],
    ['dm3', 999],
    ['m3', 0.999],
    ['mm3', 999_000_000],
  ])('%s: %d', (unit, max) => {
    expect(maxLineAmount(unit)).toBe(max);
  });

  it('fits every unit into the DECIMAL(12,3) amount column with room', () => {
    for (const unit of Object.keys(UNIT_TABLE) as UnitKey[])
      expect(maxLineAmount(unit)).toBeLessThan(1e9);
  });
});

describe('MAX_ORDER_TOTAL_CENTS', () => {
  it('is 100 000 € and far below the DECIMAL(12,2) money columns', () => {
    expect(MAX_ORDER_TOTAL_CENTS).toBe(10_000_000);
    expect(MAX_ORDER_TOTAL_CENTS / 100).toBeLessThan(9_999_999_999.99 / 1000);
  });
});

describe('orderQuantityRules', () => {
  it.each<[string, Parameters<typeof orderQuantityRules>, number]>([
    ['no product maximum: the line maximum', [semmel, 'piece'], 999],
    ['a lower product maximum stays', [krapfen, 'piece'], 5],
    ['a higher product maximum is capped', [makeProduct({ maximumQuantity: 5000 }), 'piece'], 999],
    [
      'an alternative unit without maximum: the line maximum of that unit',
      [makeProduct({ unit: 'kg', alternativeUnits: [makeAlternativeUnit({ unit: 'g' })] }), 'g'],
      999_000,
    ],
    [
      'a minimum above the cap raises the maximum to it',
      [makeProduct({ minimumQuantity: 1200 }), 'piece'],
      1200,
    ],
  ])('%s', (_name, [product, unit], maximum) => {
    expect(orderQuantityRules(product, unit).maximum).toBe(maximum);
  });

  it('keeps minimum and step', () => {
    const product = makeProduct({ minimumQuantity: 2, quantityStepSize: 2 });
    expect(orderQuantityRules(product, 'piece')).toEqual({ minimum: 2, maximum: 999, step: 2 });
  });
});

describe('lineAmountError', () => {
  it.each<[number, UnitKey, string | null]>([
    [999, 'piece', null],
    [999.0000001, 'piece', null],
    [1000, 'piece', '„Semmel“: Die Menge darf höchstens 999 Stk. betragen.'],
    [1e12, 'piece', '„Semmel“: Die Menge darf höchstens 999 Stk. betragen.'],
    [999_000, 'g', null],
    [999_001, 'g', '„Semmel“: Die Menge darf höchstens 999000 g betragen.'],
    [1, 'km', '„Semmel“: Die Menge darf höchstens 0,999 km betragen.'],
  ])('%d %s', (amount, unit, message) => {
    const error = lineAmountError({ product: semmel, amount, unit }, 'items.0.amount');
    expect(error).toEqual(message === null ? null : { message, field: 'items.0.amount' });
  });
});

describe('orderAmountErrors', () => {
  it.each<[string, OrderLimitLine[], { field: string; message: string }[]]>([
    ['normal amounts', [line(semmel, 10), line(krapfen, 5)], []],
    [
      '1e12 rolls at the line',
      [line(krapfen, 1), line(semmel, 1e12)],
      [
        {
          field: 'items.1.amount',
          message: '„Semmel“: Die Menge darf höchstens 999 Stk. betragen.',
        },
      ],
    ],
    [
      'a product maximum across lines: 3 + 3 of 5 at the second line',
      [line(krapfen, 3), line(semmel, 2), line(krapfen, 3)],
      [
        {
          field: 'items.2.amount',
          message: '„Krapfen“: Insgesamt können höchstens 5 Stk. pro Bestellung bestellt werden.',
        },
      ],
    ],
    [
      'a product maximum across lines: 2 + 3 of 5 is fine',
      [line(krapfen, 2), line(krapfen, 3)],
      [],
    ],
    [
      'reported once, at the first line beyond it',
      [line(krapfen, 5), line(krapfen, 1), line(krapfen, 1)],
      [
        {
          field: 'items.1.amount',
          message: '„Krapfen“: Insgesamt können höchstens 5 Stk. pro Bestellung bestellt werden.',
        },
        {
          field: 'items.2.amount',
          message: '„Krapfen“: Insgesamt können höchstens 5 Stk. pro Bestellung bestellt werden.',
        },
      ],
    ],
    [
      'the own maximum counts lines in other units converted: 1,5 kg + 400 g + 200 g',
      [line(kaese, 1.5), line(kaese, 400, 'g'), line(kaese, 200, 'g')],
      [
        {
          field: 'items.2.amount',
          message: '„Bergkäse“: Insgesamt können höchstens 2 kg pro Bestellung bestellt werden.',
        },
      ],
    ],
    [
      "an alternative unit's maximum counts only the lines in that unit",
      [line(kaese, 1), line(kaese, 300, 'g'), line(kaese, 300, 'g')],
      [
        {
          field: 'items.2.amount',
          message: '„Bergkäse“: Insgesamt können höchstens 500 g pro Bestellung bestellt werden.',
        },
      ],
    ],
    ['not positive amounts are left to the cart rules', [line(krapfen, 0), line(krapfen, -9)], []],
    ['NaN is left to the cart rules', [line(semmel, Number.NaN)], []],
  ])('%s', (_name, lines, errors) => {
    expect(orderAmountErrors(lines)).toEqual(errors);
  });

  it('names the fields as asked (a staff change of one item)', () => {
    expect(
      orderAmountErrors([line(krapfen, 3), line(krapfen, 3)], (i) =>
        i === 1 ? 'amount' : `x${i}`,
      ),
    ).toEqual([
      {
        field: 'amount',
        message: '„Krapfen“: Insgesamt können höchstens 5 Stk. pro Bestellung bestellt werden.',
      },
    ]);
  });
});

describe('orderTotalError', () => {
  it.each<[number, boolean]>([
    [0, false],
    [MAX_ORDER_TOTAL_CENTS, false],
    [MAX_ORDER_TOTAL_CENTS + 1, true],
    [55_000_000_000_000, true],
    [Number.POSITIVE_INFINITY, true],
  ])('%d cents: %s', (cents, refused) => {
    expect(orderTotalError(cents)).toEqual(
      refused
        ? {
            field: 'items',
            message: `Der Bestellwert darf höchstens ${formatEuro(100_000)} betragen. Für größere Bestellungen wenden Sie sich bitte direkt an die Filiale.`,
          }
        : null,
    );
  });
});

describe('lead time', () => {
  const torte = makeProduct({
    name: 'Geburtstagstorte',
    isLeadTimeEnabled: true,
    leadTimeType: 'days',
    leadTimeValue: 2,
  });

  it.each<[Partial<typeof torte>, boolean, string]>([
    [{ isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 2 }, true, '2 Tagen'],
    [{ isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 1 }, true, '1 Tag'],
    [{ isLeadTimeEnabled: true, leadTimeType: 'hours', leadTimeValue: 1.5 }, true, '1,5 Stunden'],
    [{ isLeadTimeEnabled: true, leadTimeType: 'minutes', leadTimeValue: 90 }, true, '90 Minuten'],
    [{ isLeadTimeEnabled: true, leadTimeType: 'weeks', leadTimeValue: 1 }, true, '1 Woche'],
    [{ isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 0 }, false, '0 Tagen'],
    [{ isLeadTimeEnabled: false, leadTimeType: 'days', leadTimeValue: 2 }, false, '2 Tagen'],
  ])('%j: lead time %s, "%s"', (fields, has, text) => {
    const product = { ...torte, ...fields };
    expect(hasLeadTime(product)).toBe(has);
    expect(leadTimeText(product)).toBe(text);
  });

  it.each<[string, Parameters<typeof leadTimeAppointmentError>, string | null]>([
    [
      'a lead-time product without appointment',
      [[semmel, torte], null],
      '„Geburtstagstorte“ hat eine Vorlaufzeit von 2 Tagen. Bitte wählen Sie einen Termin aus.',
    ],
    [
      'an invalid appointment counts as none',
      [[torte], new Date('kein Datum')],
      '„Geburtstagstorte“ hat eine Vorlaufzeit von 2 Tagen. Bitte wählen Sie einen Termin aus.',
    ],
    ['with an appointment (its time is the slot rules’ question)', [[torte], new Date()], null],
    ['no lead-time product', [[semmel], null], null],
  ])('%s', (_name, args, message) => {
    expect(leadTimeAppointmentError(...args)).toEqual(
      message === null ? null : { message, field: 'appointmentDate' },
    );
  });
});
