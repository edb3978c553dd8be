import fc from 'fast-check';
import type { Country, OrderForm } from '../contract/ordering.js';
import type { Branch, OrderType } from '../contract/organisation.js';
import {
  DEFAULT_COUNTRY,
  emptyOrderForm,
  isCountry,
  isOrderTypeOffered,
  ORDER_FORM_MESSAGES as M,
  orderFormRequiredFields,
  orderTypeRequirements,
  validateOrderForm,
} from './order-form-rules.js';
import {
  makeBranch as makeContractBranch,
  makeDeliveryArea,
  makeOrderForm,
} from '../testing/contract-fixtures.js';

/** A branch that offers all three order types and delivers to area 5 (6020 Innsbruck). */
const makeBranch = (overrides: Partial<Branch> = {}) =>
  makeContractBranch({
    isDeliveryEnabled: true,
    isDineInEnabled: true,
    deliveryAreas: [makeDeliveryArea({ id: 5 })],
    ...overrides,
  });

const fieldsOf = (errors: { field: string }[]) => errors.map((error) => error.field);

/** A delivery form with an area of the branch and an address. */
const deliveryForm = (overrides: Partial<OrderForm> = {}) =>
  makeOrderForm({
    deliveryArea: 5,
    street: 'Anichstraße 3',
    zipCode: '6020',
    city: 'Innsbruck',
    ...overrides,
  });

describe('emptyOrderForm', () => {
  it('starts with the defaults of the spec: AT, cash, nothing ticked', () => {
    const form = emptyOrderForm(9);
    expect(form).toMatchObject({
      branch: 9,
      country: 'AT',
      deliveryCountry: 'AT',
      paymentMethod: 'cash',
      legalInstructions: false,
      privacyPolicy: false,
      table: null,
      deliveryArea: null,
      donatee: null,
      appointmentDate: null,
    });
    expect(DEFAULT_COUNTRY).toBe('AT');
  });

  it('takes another default payment method', () => {
    expect(emptyOrderForm(1, 'datatrans').paymentMethod).toBe('datatrans');
  });
});

describe('isCountry', () => {
  it.each([
    ['AT', true],
    ['DE', true],
    ['LI', true],
    ['CH', true],
    ['IT', false],
    ['at', false],
    ['', false],
    [null, false],
  ])('%j: %s', (value, expected) => {
    expect(isCountry(value)).toBe(expected);
  });
});

describe('isOrderTypeOffered', () => {
  const branch = makeBranch({
    isDeliveryEnabled: true,
    isTakeawayEnabled: false,
    isDineInEnabled: false,
  });
  it.each<[OrderType, boolean]>([
    ['delivery', true],
    ['takeaway', false],
    ['dineIn', false],
  ])('%s: %s', (orderType, expected) => {
    expect(isOrderTypeOffered(branch, orderType)).toBe(expected);
  });
});

describe('orderTypeRequirements', () => {
  const flags: [OrderType, keyof Branch, 'email' | 'phone' | 'address'][] = [
    ['delivery', 'isDeliveryEmailRequired', 'email'],
    ['delivery', 'isDeliveryPhoneRequired', 'phone'],
    ['delivery', 'isDeliveryAddressRequired', 'address'],
    ['dineIn', 'isDineInEmailRequired', 'email'],
    ['dineIn', 'isDineInPhoneRequired', 'phone'],
    ['dineIn', 'isDineInAddressRequired', 'address'],
    ['takeaway', 'isTakeawayEmailRequired', 'email'],
    ['takeaway', 'isTakeawayPhoneRequired', 'phone'],
    ['takeaway', 'isTakeawayAddressRequired', 'address'],
  ];
  it.each(flags)('%s reads %s as %s, and nothing else', (orderType, flag, need) => {
    const requirements = orderTypeRequirements(makeBranch({ [flag]: true }), orderType);
    expect(requirements).toEqual({ email: false, phone: false, address: false, [need]: true });
  });

  it.each(flags)('%s ignores the flags of other order types than %s', (orderType, flag) => {
    for (const other of ['delivery', 'dineIn', 'takeaway'] as const) {
      if (other === orderType) continue;
      expect(orderTypeRequirements(makeBranch({ [flag]: true }), other)).toEqual({
        email: false,
        phone: false,
        address: false,
      });
    }
  });
});

describe('orderFormRequiredFields', () => {
  const base = { isCompany: false, isDeliveryAddressDifferent: false, isDeliveryCompany: false };
  const always = ['firstName', 'lastName', 'paymentMethod', 'legalInstructions', 'privacyPolicy'];
  const address = ['street', 'zipCode', 'city', 'country'];
  const deliveryAddress = [
    'deliveryFirstName',
    'deliveryLastName',
    'deliveryStreet',
    'deliveryZipCode',
    'deliveryCity',
    'deliveryCountry',
  ];

  it.each<[string, Partial<typeof base>, Partial<Branch>, OrderType, string[]]>([
    ['takeaway without flags', {}, {}, 'takeaway', always],
    ['dine-in without flags', {}, {}, 'dineIn', always],
    ['as a company', { isCompany: true }, {}, 'takeaway', ['companyName', ...always]],
    [
      'takeaway with every flag',
      {},
      {
        isTakeawayEmailRequired: true,
        isTakeawayPhoneRequired: true,
        isTakeawayAddressRequired: true,
      },
      'takeaway',
      ['phone', 'email', ...address, ...always],
    ],
    ['delivery to the address', {}, {}, 'delivery', ['deliveryArea', ...address, ...always]],
    [
      'delivery elsewhere',
      { isDeliveryAddressDifferent: true },
      {},
      'delivery',
      ['deliveryArea', ...deliveryAddress, ...always],
    ],
    [
      'delivery elsewhere with the address flag',
      { isDeliveryAddressDifferent: true },
      { isDeliveryAddressRequired: true },
      'delivery',
      ['deliveryArea', ...address, ...deliveryAddress, ...always],
    ],
    [
      'delivery elsewhere to a company',
      { isDeliveryAddressDifferent: true, isDeliveryCompany: true },
      {},
      'delivery',
      ['deliveryArea', 'deliveryCompanyName', ...deliveryAddress, ...always],
    ],
    [
      'a different delivery address when not delivering',
      { isDeliveryAddressDifferent: true, isDeliveryCompany: true },
      {},
      'takeaway',
      always,
    ],
    [
      'dine-in with table selection',
      {},
      { isTableSelectionEnabled: true },
      'dineIn',
      ['table', ...always],
    ],
    ['takeaway with table selection', {}, { isTableSelectionEnabled: true }, 'takeaway', always],
    [
      'an appointment required',
      {},
      { isAppointmentRequired: true },
      'takeaway',
      ['appointmentDate', ...always],
    ],
  ])('%s', (_name, form, branch, orderType, expected) => {
    const fields = orderFormRequiredFields({ ...base, ...form }, makeBranch(branch), orderType);
    expect([...fields].sort()).toEqual([...expected].sort());
  });
});

describe('validateOrderForm', () => {
  it('accepts a complete takeaway form', () => {
    expect(validateOrderForm(makeOrderForm(), makeBranch(), 'takeaway')).toEqual([]);
  });

  it.each<[string, Partial<OrderForm>, Partial<Branch>, OrderType, [string, string][]]>([
    ['empty first name', { firstName: '' }, {}, 'takeaway', [['firstName', M.firstName]]],
    ['blank last name', { lastName: '   ' }, {}, 'takeaway', [['lastName', M.lastName]]],
    ['company without name', { isCompany: true }, {}, 'takeaway', [['companyName', M.companyName]]],
    ['company with name', { isCompany: true, companyName: 'Korn GmbH' }, {}, 'takeaway', []],
    [
      'terms not ticked',
      { legalInstructions: false },
      {},
      'takeaway',
      [['legalInstructions', M.legalInstructions]],
    ],
    [
      'privacy not ticked',
      { privacyPolicy: false },
      {},
      'takeaway',
      [['privacyPolicy', M.privacyPolicy]],
    ],
    // phone
    [
      'phone required, missing',
      {},
      { isTakeawayPhoneRequired: true },
      'takeaway',
      [['phone', M.phoneRequired]],
    ],
    [
      'phone required, national format',
      { phone: '0664 1234567' },
      { isTakeawayPhoneRequired: true },
      'takeaway',
      [['phone', M.phoneFormat]],
    ],
    [
      'phone optional, national format',
      { phone: '0664 1234567' },
      {},
      'takeaway',
      [['phone', M.phoneFormat]],
    ],
    ['phone optional, international', { phone: '+43 664 1234567' }, {}, 'takeaway', []],
    ['phone optional, 00 prefix', { phone: '0043 664 1234567' }, {}, 'takeaway', []],
    ['phone of another order type required', {}, { isDeliveryPhoneRequired: true }, 'takeaway', []],
    // e-mail
    [
      'e-mail required, missing',
      {},
      { isDineInEmailRequired: true },
      'dineIn',
      [['email', M.emailRequired]],
    ],
    [
      'e-mail required, malformed',
      { email: 'anna@korn' },
      { isDineInEmailRequired: true },
      'dineIn',
      [['email', M.emailFormat]],
    ],
    ['e-mail optional, malformed', { email: 'anna' }, {}, 'takeaway', [['email', M.emailFormat]]],
    ['e-mail optional, valid', { email: 'anna@korn.at' }, {}, 'takeaway', []],
    // address
    [
      'address required for takeaway',
      {},
      { isTakeawayAddressRequired: true },
      'takeaway',
      [
        ['street', M.street],
        ['zipCode', M.zipCode],
        ['city', M.city],
      ],
    ],
    ['unknown country', { country: 'IT' as Country }, {}, 'takeaway', [['country', M.country]]],
    [
      'missing country, address required',
      { country: '' as Country, street: 'A 1', zipCode: '1', city: 'B' },
      { isTakeawayAddressRequired: true },
      'takeaway',
      [['country', M.country]],
    ],
    ['missing country, address optional', { country: '' as Country }, {}, 'takeaway', []],
    // table
    ['table missing', {}, { isTableSelectionEnabled: true }, 'dineIn', [['table', M.table]]],
    [
      'table blank',
      { table: ' ' },
      { isTableSelectionEnabled: true },
      'dineIn',
      [['table', M.table]],
    ],
    ['table chosen', { table: 'T3' }, { isTableSelectionEnabled: true }, 'dineIn', []],
    ['table selection off', {}, { isTableSelectionEnabled: false }, 'dineIn', []],
    // appointment
    [
      'appointment required, missing',
      {},
      { isAppointmentRequired: true },
      'takeaway',
      [['appointmentDate', 'Bitte wählen Sie einen Termin aus.']],
    ],
    [
      'appointment required, chosen',
      { appointmentDate: '2026-11-20T08:30:00.000Z' },
      { isAppointmentRequired: true },
      'takeaway',
      [],
    ],
    // order type
    [
      'order type not offered',
      {},
      { isTakeawayEnabled: false },
      'takeaway',
      [['orderType', M.orderType]],
    ],
  ])('%s', (_name, form, branch, orderType, expected) => {
    const errors = validateOrderForm(makeOrderForm(form), makeBranch(branch), orderType);
    expect(errors.map((e) => [e.field, e.message])).toEqual(expected);
  });

  describe('delivery', () => {
    it('accepts a delivery to the customer address in an area of the branch', () => {
      expect(validateOrderForm(deliveryForm(), makeBranch(), 'delivery')).toEqual([]);
    });

    it.each<[string, Partial<OrderForm>, Partial<Branch>, string[]]>([
      ['no delivery area', { deliveryArea: null }, {}, ['deliveryArea']],
      ['an area of another branch', { deliveryArea: 99 }, {}, ['deliveryArea']],
      [
        'no address although the address flag is off',
        { street: '', zipCode: '', city: '' },
        {},
        ['street', 'zipCode', 'city'],
      ],
      [
        'a different address left empty',
        { isDeliveryAddressDifferent: true },
        {},
        [
          'deliveryFirstName',
          'deliveryLastName',
          'deliveryStreet',
          'deliveryZipCode',
          'deliveryCity',
        ],
      ],
      [
        'a different address: the customer address is then optional',
        {
          isDeliveryAddressDifferent: true,
          street: '',
          zipCode: '',
          city: '',
          deliveryFirstName: 'Eva',
          deliveryLastName: 'Huber',
          deliveryStreet: 'Museumstraße 5',
          deliveryZipCode: '6020',
          deliveryCity: 'Innsbruck',
        },
        {},
        [],
      ],
      [
        'a different address with the address flag on needs both',
        {
          isDeliveryAddressDifferent: true,
          street: '',
          deliveryFirstName: 'Eva',
          deliveryLastName: 'Huber',
          deliveryStreet: 'Museumstraße 5',
          deliveryZipCode: '6020',
          deliveryCity: 'Innsbruck',
          deliveryCountry: 'US' as Country,
        },
        { isDeliveryAddressRequired: true },
        ['street', 'deliveryCountry'],
      ],
      [
        'a company as recipient needs its name',
        {
          isDeliveryAddressDifferent: true,
          isDeliveryCompany: true,
          deliveryFirstName: 'Eva',
          deliveryLastName: 'Huber',
          deliveryStreet: 'Museumstraße 5',
          deliveryZipCode: '6020',
          deliveryCity: 'Innsbruck',
        },
        {},
        ['deliveryCompanyName'],
      ],
      ['delivery not offered', {}, { isDeliveryEnabled: false }, ['orderType']],
    ])('%s', (_name, form, branch, expected) => {
      expect(
        fieldsOf(validateOrderForm(deliveryForm(form), makeBranch(branch), 'delivery')),
      ).toEqual(expected);
    });

    it('uses the delivery messages for the delivery address', () => {
      const errors = validateOrderForm(
        deliveryForm({ isDeliveryAddressDifferent: true, isDeliveryCompany: true }),
        makeBranch(),
        'delivery',
      );
      expect(errors.map((e) => e.message)).toEqual([
        M.deliveryCompanyName,
        M.deliveryFirstName,
        M.deliveryLastName,
        M.deliveryStreet,
        M.deliveryZipCode,
        M.deliveryCity,
      ]);
    });

    it('ignores the delivery area and address of a takeaway order', () => {
      const form = makeOrderForm({ deliveryArea: 99, isDeliveryAddressDifferent: true });
      expect(validateOrderForm(form, makeBranch(), 'takeaway')).toEqual([]);
    });
  });

  describe('with context', () => {
    const tables = [
      { identifier: 'T3', branch: { id: 1 } },
      { identifier: 'T9', branch: { id: 2 } },
    ];
    const dineIn = makeBranch({ isTableSelectionEnabled: true });

    it.each([
      ['a table of the branch', 'T3', []],
      ['a table of another branch', 'T9', ['table']],
      ['an unknown table', 'T4', ['table']],
    ])('%s', (_name, table, expected) => {
      const errors = validateOrderForm(makeOrderForm({ table }), dineIn, 'dineIn', { tables });
      expect(fieldsOf(errors)).toEqual(expected);
    });

    it.each([
      ['cash among the available methods', ['cash', 'mollie'] as const, []],
      ['cash not available', ['mollie'] as const, ['paymentMethod']],
      ['no method available', [] as const, ['paymentMethod']],
    ])('%s', (_name, paymentMethods, expected) => {
      const errors = validateOrderForm(makeOrderForm(), makeBranch(), 'takeaway', {
        paymentMethods,
      });
      expect(fieldsOf(errors)).toEqual(expected);
      expect(errors.every((e) => e.message === M.paymentMethod)).toBe(true);
    });

    it('reports a missing payment method', () => {
      const form = makeOrderForm({ paymentMethod: '' as OrderForm['paymentMethod'] });
      expect(validateOrderForm(form, makeBranch(), 'takeaway')).toEqual([
        { field: 'paymentMethod', message: M.paymentMethod },
      ]);
    });
  });

  it('lists the failures in the order of the form', () => {
    const branch = makeBranch({
      isDeliveryEnabled: false,
      isDeliveryEmailRequired: true,
      isDeliveryPhoneRequired: true,
      isDeliveryAddressRequired: true,
      isAppointmentRequired: true,
    });
    const form = { ...emptyOrderForm(1), isCompany: true, isDeliveryAddressDifferent: true };
    expect(fieldsOf(validateOrderForm(form, branch, 'delivery'))).toEqual([
      'orderType',
      'deliveryArea',
      'companyName',
      'firstName',
      'lastName',
      'phone',
      'email',
      'street',
      'zipCode',
      'city',
      'deliveryFirstName',
      'deliveryLastName',
      'deliveryStreet',
      'deliveryZipCode',
      'deliveryCity',
      'appointmentDate',
      'legalInstructions',
      'privacyPolicy',
    ]);
  });

  it('has a German message for every field it reports', () => {
    for (const message of Object.values(M)) expect(message).toMatch(/^(Bitte|Diese) .+\.$/);
  });

  describe('properties', () => {
    const arbitraryCase = fc.record({
      orderType: fc.constantFrom<OrderType>('delivery', 'dineIn', 'takeaway'),
      flags: fc.record({
        isDeliveryEmailRequired: fc.boolean(),
        isDineInEmailRequired: fc.boolean(),
        isTakeawayEmailRequired: fc.boolean(),
        isDeliveryPhoneRequired: fc.boolean(),
        isDineInPhoneRequired: fc.boolean(),
        isTakeawayPhoneRequired: fc.boolean(),
        isDeliveryAddressRequired: fc.boolean(),
        isDineInAddressRequired: fc.boolean(),
        isTakeawayAddressRequired: fc.boolean(),
        isTableSelectionEnabled: fc.boolean(),
        isAppointmentRequired: fc.boolean(),
      }),
      form: fc.record({
        isCompany: fc.boolean(),
        isDeliveryAddressDifferent: fc.boolean(),
        isDeliveryCompany: fc.boolean(),
      }),
    });

    const FILLED: Partial<OrderForm> = {
      companyName: 'Korn GmbH',
      firstName: 'Anna',
      lastName: 'Berger',
      phone: '+436641234567',
      email: 'anna@korn.at',
      street: 'Anichstraße 3',
      zipCode: '6020',
      city: 'Innsbruck',
      deliveryCompanyName: 'Museum',
      deliveryFirstName: 'Eva',
      deliveryLastName: 'Huber',
      deliveryStreet: 'Museumstraße 5',
      deliveryZipCode: '6020',
      deliveryCity: 'Innsbruck',
      deliveryArea: 5,
      table: 'T3',
      appointmentDate: '2026-11-20T08:30:00.000Z',
      legalInstructions: true,
      privacyPolicy: true,
    };

    it('a form with every required field filled in passes', () => {
      fc.assert(
        fc.property(arbitraryCase, ({ orderType, flags, form }) => {
          const branch = makeBranch(flags);
          const base = { ...emptyOrderForm(1), ...form };
          const required = orderFormRequiredFields(base, branch, orderType);
          const filledIn = { ...base };
          for (const field of required)
            Object.assign(filledIn, { [field]: FILLED[field] ?? base[field] });
          expect(validateOrderForm(filledIn, branch, orderType)).toEqual([]);
        }),
      );
    });

    it('an empty form fails exactly at its required fields', () => {
      fc.assert(
        fc.property(arbitraryCase, ({ orderType, flags, form }) => {
          const branch = makeBranch(flags);
          const empty = { ...emptyOrderForm(1), ...form };
          const required = orderFormRequiredFields(empty, branch, orderType).filter(
            (field) => !['country', 'deliveryCountry', 'paymentMethod'].includes(field),
          );
          expect(fieldsOf(validateOrderForm(empty, branch, orderType))).toEqual(required);
        }),
      );
    });
  });
});
