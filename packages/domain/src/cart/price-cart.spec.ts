import fc from 'fast-check';
import type { Product } from '../contract/catalog.js';
import type { CartItemInput } from '../contract/ordering.js';
import type { DeliveryArea, OrderType } from '../contract/organisation.js';
import { eurosToCents } from '../money/cents.js';
import {
  makeAlternativeUnit,
  makeDeliveryArea,
  makePart,
  makeProduct,
} from '../testing/contract-fixtures.js';
import { CART_MESSAGES, priceCart, type PriceCartInput } from './price-cart.js';

const euro = (euros: number) => `${euros.toFixed(2).replace('.', ',')} €`;

const semmel = makeProduct({ id: 1, uid: 'P-0101', name: 'Semmel', price: 0.55 });
const kaffee = makeProduct({
  id: 2,
  uid: 'P-0501',
  name: 'Kaffee',
  price: 3.2,
  tax: 20,
  takeawayTax: 20,
  dineInTax: 20,
});
const schokolade = makeProduct({
  id: 3,
  name: 'Heiße Schokolade',
  price: 4.2,
  tax: 10,
  takeawayTax: 10,
  dineInTax: 20,
});
const schinken = makeProduct({
  id: 4,
  name: 'Beinschinken',
  price: 2.49,
  unit: 'dag',
  calculationModel: 'fixed',
  minimumQuantity: 10,
  maximumQuantity: 200,
  quantityStepSize: 5,
  alternativeUnits: [
    makeAlternativeUnit({
      unit: 'kg',
      ratio: 100,
      calculationModel: 'approximate',
      minimumQuantity: 0.1,
      maximumQuantity: 2,
      quantityStepSize: 0.05,
    }),
  ],
});
const torte = makeProduct({
  id: 5,
  uid: 'P-0311',
  name: 'Hochzeitstorte',
  type: 'configurable',
  price: 180,
  calculationModel: 'minimum',
  isPriceHidden: true,
  config: {
    parts: [
      makePart({
        name: 'Etagen',
        type: 'select',
        options: [
          { name: '2 Etagen', modifier: 'add', value: 0 },
          { name: '3 Etagen', modifier: 'add', value: 120 },
        ],
      }),
      makePart({ name: 'Hochzeitsdatum', type: 'text' }),
      makePart({ name: 'Bilder', type: 'images', optional: true }),
    ],
  },
});
const products = [semmel, kaffee, schokolade, schinken, torte];
const area = makeDeliveryArea();

const price = (
  items: CartItemInput[],
  orderType: OrderType = 'takeaway',
  deliveryArea: DeliveryArea | null = null,
) => priceCart({ products, items, orderType, deliveryArea, formatMoney: euro });
const item = (
  product: number,
  amount: number,
  unit: CartItemInput['unit'] = 'piece',
  parts: CartItemInput['parts'] = [],
) => ({
  product,
  amount,
  unit,
  parts,
});

describe('priceCart', () => {
  it('prices a takeaway order per item and per rate', () => {
    const result = price([item(1, 4), item(2, 2)]);
    expect(result.errors).toEqual([]);
    expect(
      result.items.map((i) => [i.index, i.name, i.unitPrice, i.gross, i.net, i.tax, i.taxRate]),
    ).toEqual([
      [0, 'Semmel', 0.55, 2.2, 2, 0.2, 10],
      [1, 'Kaffee', 3.2, 6.4, 5.33, 1.07, 20],
    ]);
    expect(result.pricing).toEqual({
      gross: 8.6,
      totalNet: 7.33,
      totalGross: 8.6,
      deliveryGross: 0,
      taxes: { '10': 0.2, '20': 1.07 },
    });
    expect(result.cents.totalGross).toBe(860);
    expect(result.isApproximate).toBe(false);
    expect(result.hasHiddenPrice).toBe(false);
    expect(result.isDeliveryFree).toBe(false);
    expect(result.minimumOrder).toBeNull();
    expect(result.freeDelivery).toBeNull();
  });

  it('fills the order item snapshot', () => {
    const [priced] = price([item(5, 1, 'piece', [1, ' 12.6. ', [7]])]).items;
    expect(priced).toEqual({
      index: 0,
      product: { id: 5 },
      productUid: 'P-0311',
      name: 'Hochzeitstorte',
      amount: 1,
      unit: 'piece',
      parts: [
        { name: 'Etagen', type: 'select', values: ['3 Etagen'], uploads: [] },
        { name: 'Hochzeitsdatum', type: 'text', values: ['12.6.'], uploads: [] },
        { name: 'Bilder', type: 'images', values: ['7'], uploads: [7] },
      ],
      calculationModel: 'minimum',
      isPriceHidden: true,
      unitPrice: 300,
      gross: 300,
      net: 272.73,
      tax: 27.27,
      taxRate: 10,
      cents: { unitPrice: 30000, gross: 30000, net: 27273, tax: 2727 },
    });
  });

  it.each<[OrderType, number]>([
    ['delivery', 10],
    ['takeaway', 10],
    ['dineIn', 20],
  ])('taxes by order type: %s → %p %%', (orderType, rate) => {
    const result = price([item(3, 1)], orderType, area);
    expect(result.items[0].taxRate).toBe(rate);
    expect(Object.keys(result.pricing.taxes)).toContain(String(rate));
  });

  it('prices an alternative unit at base × ratio × amount, rounded once', () => {
    const result = price([item(4, 0.15, 'kg'), item(4, 15, 'dag')]);
    expect(result.items.map((i) => [i.unitPrice, i.gross, i.calculationModel])).toEqual([
      [249, 37.35, 'approximate'],
      [2.49, 37.35, 'fixed'],
    ]);
    expect(result.isApproximate).toBe(true);
  });

  it('counts a hidden price into the totals and makes them approximate', () => {
    const result = price([item(1, 1), item(5, 1, 'piece', [0, 'Juni', []])]);
    expect(result.pricing.gross).toBe(180.55);
    expect(result.hasHiddenPrice).toBe(true);
    expect(result.isApproximate).toBe(true);
  });

  it('charges delivery with the area tax below the threshold', () => {
    const result = price([item(2, 5)], 'delivery', area);
    expect(result.pricing).toEqual({
      gross: 16,
      deliveryGross: 3.5,
      totalGross: 19.5,
      totalNet: 16.25,
      taxes: { '20': 3.25 },
    });
    expect(result.isDeliveryFree).toBe(false);
    expect(result.freeDelivery).toEqual({ freeFrom: 40, missing: 24.01 });
    expect(result.errors).toEqual([]);
  });

  it.each<[string, number, number, boolean]>([
    ['exactly the threshold pays', 12.5, 3.5, false],
    ['above the threshold is free', 12.55, 0, true],
  ])('%s', (_name, kaffees, fee, free) => {
    // 12.5 × 3.20 € = 40.00 €; 12.55 × 3.20 € = 40.16 €.
    const coffee = makeProduct({ ...kaffee, quantityStepSize: 0.05, minimumQuantity: 1 });
    const result = priceCart({
      products: new Map([[2, coffee]]),
      items: [item(2, kaffees)],
      orderType: 'delivery',
      deliveryArea: area,
      formatMoney: euro,
    });
    expect(result.pricing.deliveryGross).toBe(fee);
    expect(result.isDeliveryFree).toBe(free);
  });

  it('ignores the area for takeaway and dine-in', () => {
    const result = price([item(2, 1)], 'takeaway', area);
    expect(result.pricing.deliveryGross).toBe(0);
    expect(result.minimumOrder).toBeNull();
    expect(result.freeDelivery).toBeNull();
  });

  it('blocks a delivery below the minimum order value', () => {
    const result = price([item(2, 1)], 'delivery', area);
    expect(result.minimumOrder).toEqual({ minimum: 15, missing: 11.8 });
    expect(result.errors).toEqual([
      {
        message:
          'Der Mindestbestellwert von 15,00 € ist noch nicht erreicht. Es fehlen noch 11,80 €.',
      },
    ]);
  });

  it('reports an empty cart and charges nothing', () => {
    const result = price([], 'delivery', area);
    expect(result.errors).toEqual([{ message: 'Keine Produkte im Warenkorb!', field: 'items' }]);
    expect(result.pricing.totalGross).toBe(0);
  });

  it('asks for a delivery area', () => {
    const result = price([item(1, 30)], 'delivery', null);
    expect(result.errors).toEqual([
      { message: CART_MESSAGES.deliveryAreaMissing, field: 'deliveryArea' },
    ]);
    expect(result.pricing.deliveryGross).toBe(0);
  });

  it.each<[string, CartItemInput, { message: string; field: string }[]]>([
    [
      'an unknown product',
      item(99, 1),
      [{ message: CART_MESSAGES.unknownProduct, field: 'items.0.product' }],
    ],
    [
      'amount 0',
      item(1, 0),
      [{ message: '„Semmel“: Die Menge muss größer als 0 sein.', field: 'items.0.amount' }],
    ],
    [
      'a negative amount',
      item(1, -2),
      [{ message: '„Semmel“: Die Menge muss größer als 0 sein.', field: 'items.0.amount' }],
    ],
    [
      'NaN',
      item(1, NaN),
      [{ message: '„Semmel“: Die Menge muss größer als 0 sein.', field: 'items.0.amount' }],
    ],
    [
      'a unit not offered',
      item(1, 1, 'kg'),
      [{ message: '„Semmel“ ist in dieser Einheit nicht erhältlich.', field: 'items.0.unit' }],
    ],
    [
      'amount 0 in a unit not offered',
      item(1, 0, 'kg'),
      [
        { message: '„Semmel“: Die Menge muss größer als 0 sein.', field: 'items.0.amount' },
        { message: '„Semmel“ ist in dieser Einheit nicht erhältlich.', field: 'items.0.unit' },
      ],
    ],
    [
      'below the minimum',
      item(4, 5, 'dag'),
      [{ message: CART_MESSAGES.amountNotAllowed('Beinschinken'), field: 'items.0.amount' }],
    ],
    [
      'off the step grid',
      item(4, 12, 'dag'),
      [{ message: CART_MESSAGES.amountNotAllowed('Beinschinken'), field: 'items.0.amount' }],
    ],
    [
      'above the maximum of the alternative unit',
      item(4, 2.5, 'kg'),
      [{ message: CART_MESSAGES.amountNotAllowed('Beinschinken'), field: 'items.0.amount' }],
    ],
    [
      'half a piece',
      item(1, 1.5),
      [{ message: CART_MESSAGES.amountNotAllowed('Semmel'), field: 'items.0.amount' }],
    ],
    [
      'invalid parts',
      item(5, 1, 'piece', [4, '  ']),
      [
        {
          message: '„Hochzeitstorte“, Etagen: Die gewählte Option ist nicht mehr verfügbar.',
          field: 'items.0.parts.0',
        },
        {
          message: '„Hochzeitstorte“, Hochzeitsdatum: Bitte füllen Sie dieses Feld aus.',
          field: 'items.0.parts.1',
        },
      ],
    ],
  ])('rejects %s', (_name, input, errors) => {
    const result = price([input]);
    expect(result.errors).toEqual(errors);
    expect(result.items).toEqual([]);
    expect(result.pricing.totalGross).toBe(0);
  });

  it.each<[string, CartItemInput, number | null]>([
    // Schinken in kg is approximate (0,1 … 2 kg): the weighed 1,234 kg, off the 0,05 grid.
    ['a weighed amount of an approximate unit', item(4, 1.234, 'kg'), 1.234],
    ['above the approximate unit’s maximum', item(4, 2.5, 'kg'), null],
    ['below the approximate unit’s minimum', item(4, 0.05, 'kg'), null],
    // In dag the product is fixed: the grid still applies.
    ['off the grid of a fixed unit', item(4, 12, 'dag'), null],
  ])('with exactAmounts (staff): %s', (_name, input, amount) => {
    const exact = priceCart({
      products,
      items: [input],
      orderType: 'takeaway',
      deliveryArea: null,
      formatMoney: euro,
      exactAmounts: true,
    });
    expect(exact.items.map((i) => i.amount)).toEqual(amount === null ? [] : [amount]);
    expect(exact.errors.map((e) => e.field)).toEqual(amount === null ? ['items.0.amount'] : []);
    // Customers' carts keep the grid.
    expect(price([input]).errors.map((e) => e.field)).toEqual(['items.0.amount']);
  });

  it('prices the valid items and reports the others by index', () => {
    const result = price([item(1, 2), item(99, 1), item(2, 1)]);
    expect(result.items.map((i) => i.index)).toEqual([0, 2]);
    expect(result.errors.map((e) => e.field)).toEqual(['items.1.product']);
    expect(result.pricing.gross).toBe(4.3);
  });

  it('takes the first of duplicate products', () => {
    const result = priceCart({
      products: [semmel, { ...semmel, price: 9 }],
      items: [item(1, 1)],
      orderType: 'takeaway',
      deliveryArea: null,
      formatMoney: euro,
    });
    expect(result.pricing.gross).toBe(0.55);
  });

  describe('properties of random carts', () => {
    const rate = fc.constantFrom(0, 5.5, 10, 13, 20);
    const productArb = fc
      .record({
        cents: fc.integer({ min: 0, max: 50000 }),
        tax: rate,
        takeawayTax: rate,
        dineInTax: rate,
        model: fc.constantFrom('fixed', 'approximate', 'minimum' as const),
        hidden: fc.boolean(),
        addCents: fc.integer({ min: -2000, max: 5000 }),
        subtractCents: fc.integer({ min: 0, max: 60000 }),
      })
      .map((p): Omit<Product, 'id'> => {
        const { id: _id, ...base } = makeProduct({
          price: p.cents / 100,
          tax: p.tax,
          takeawayTax: p.takeawayTax,
          dineInTax: p.dineInTax,
          calculationModel: p.model,
          isPriceHidden: p.hidden,
          type: 'configurable',
          unit: 'kg',
          quantityStepSize: 0.001,
          minimumQuantity: 0.001,
          alternativeUnits: [makeAlternativeUnit({ unit: 'g', ratio: 0.001 })],
          config: {
            parts: [
              makePart({
                type: 'multiselect',
                optional: true,
                options: [
                  { name: 'mehr', modifier: 'add', value: p.addCents / 100 },
                  { name: 'weniger', modifier: 'subtract', value: p.subtractCents / 100 },
                ],
              }),
            ],
          },
        });
        return base;
      });
    const cartArb = fc
      .array(productArb, { minLength: 1, maxLength: 6 })
      .chain((list) => {
        const catalog = list.map((p, index) => ({ ...p, id: index + 1 }) as Product);
        const itemArb = fc.record({
          product: fc.integer({ min: 1, max: catalog.length }),
          grams: fc.integer({ min: 1, max: 20000 }),
          inGrams: fc.boolean(),
          options: fc.subarray([0, 1]),
        });
        return fc.record({
          catalog: fc.constant(catalog),
          items: fc.array(itemArb, { maxLength: 12 }),
          orderType: fc.constantFrom<OrderType>('takeaway', 'delivery', 'dineIn'),
          area: fc.record({
            price: fc.integer({ min: 0, max: 1000 }),
            tax: rate,
            free: fc.boolean(),
            freeFrom: fc.option(fc.integer({ min: 0, max: 100000 })),
            minimum: fc.option(fc.integer({ min: 0, max: 5000 })),
          }),
        });
      })
      .map(({ catalog, items, orderType, area: a }) => ({
        products: catalog,
        items: items.map((i): CartItemInput => ({
          product: i.product,
          amount: i.inGrams ? i.grams : i.grams / 1000,
          unit: i.inGrams ? 'g' : 'kg',
          parts: [i.options],
        })),
        orderType,
        deliveryArea: makeDeliveryArea({
          price: a.price / 100,
          tax: a.tax,
          free: a.free,
          freeFromOrderValue: a.freeFrom === null ? null : a.freeFrom / 100,
          minimumOrderValue: a.minimum === null ? null : a.minimum / 100,
        }),
        formatMoney: euro,
      }));

    const check = (
      predicate: (input: PriceCartInput, result: ReturnType<typeof priceCart>) => void,
    ) => fc.assert(fc.property(cartArb, (input) => predicate(input, priceCart(input))));

    it('prices every generated item (the generator only makes valid items)', () => {
      check((input, result) => {
        expect(result.items).toHaveLength(input.items.length);
      });
    });

    it('computes whole cents that add up, and euros that are those cents', () => {
      check((_input, { cents, pricing, items }) => {
        const taxSum = Object.values(cents.taxes).reduce((a, b) => a + b, 0);
        for (const value of [
          cents.gross,
          cents.totalNet,
          cents.totalGross,
          cents.deliveryGross,
          taxSum,
        ]) {
          expect(Number.isInteger(value)).toBe(true);
        }
        expect(cents.gross).toBe(items.reduce((sum, i) => sum + i.cents.gross, 0));
        expect(cents.totalGross).toBe(cents.gross + cents.deliveryGross);
        expect(cents.totalNet + taxSum).toBe(cents.totalGross);
        expect(eurosToCents(pricing.totalGross)).toBe(cents.totalGross);
        expect(eurosToCents(pricing.totalNet)).toBe(cents.totalNet);
        for (const key of Object.keys(cents.taxes)) {
          expect(eurosToCents(pricing.taxes[key])).toBe(cents.taxes[key]);
        }
      });
    });

    it('splits every item exactly: net + tax = gross per item and per rate', () => {
      check((_input, { cents, items }) => {
        for (const i of items) {
          expect(i.cents.net + i.cents.tax).toBe(i.cents.gross);
          expect(i.cents.gross).toBeGreaterThanOrEqual(0);
          expect(i.cents.net).toBeGreaterThanOrEqual(0);
          expect(i.cents.unitPrice).toBeGreaterThanOrEqual(0);
        }
        const itemTaxByRate = new Map<string, number>();
        for (const i of items) {
          const key = String(i.taxRate);
          itemTaxByRate.set(key, (itemTaxByRate.get(key) ?? 0) + i.cents.tax);
        }
        for (const [key, tax] of itemTaxByRate) {
          expect(cents.taxes[key]).toBeGreaterThanOrEqual(tax);
        }
      });
    });

    it('prices grams and kilograms alike', () => {
      check((input, result) => {
        const asKilos = priceCart({
          ...input,
          items: input.items.map((i) =>
            i.unit === 'g' ? { ...i, unit: 'kg' as const, amount: i.amount / 1000 } : i,
          ),
        });
        expect(asKilos.cents).toEqual(result.cents);
      });
    });

    it('flags approximate totals exactly when an item is non-fixed or hidden', () => {
      check((input, result) => {
        const products = input.products as Product[];
        const expected = input.items.some((i) => {
          const p = products[i.product - 1];
          return p.isPriceHidden || p.calculationModel !== 'fixed';
        });
        expect(result.isApproximate).toBe(expected);
      });
    });

    it('charges delivery only for non-free delivery orders with items', () => {
      check((input, { cents }) => {
        const a = input.deliveryArea as DeliveryArea;
        const free =
          a.free ||
          (a.freeFromOrderValue !== null && cents.gross > eurosToCents(a.freeFromOrderValue));
        const expected =
          input.orderType === 'delivery' && input.items.length > 0 && !free
            ? eurosToCents(a.price)
            : 0;
        expect(cents.deliveryGross).toBe(expected);
      });
    });
  });
});
