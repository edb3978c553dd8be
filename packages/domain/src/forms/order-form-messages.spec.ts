import {
  messagesByControl,
  messagesOnTop,
  orderFormControlOf,
  orderItemControlOf,
  withPricingErrors,
} from './order-form-messages.js';

describe('orderFormControlOf', () => {
  it.each([
    ['firstName', 'firstName'],
    ['isDelivery', 'orderType'],
    ['isDineIn', 'orderType'],
    ['items.3.parts.1', 'items.3.parts.1'],
    [undefined, null],
    ['', null],
  ])('%s → %s', (field, control) => {
    expect(orderFormControlOf(field)).toBe(control);
  });
});

describe('orderItemControlOf', () => {
  it.each([
    ['firstName', 'firstName'],
    ['items.3.parts.1', 'items.3'],
    ['items.12', 'items.12'],
    ['items', 'items'],
    ['itemsX', 'itemsX'],
    ['isDineIn', 'orderType'],
    [undefined, null],
  ])('%s → %s', (field, control) => {
    expect(orderItemControlOf(field)).toBe(control);
  });
});

describe('messagesByControl', () => {
  it('keeps the first rule message per control and lets the server’s win', () => {
    const rules = [
      { message: 'Vorname fehlt.', field: 'firstName' },
      { message: 'Vorname zu kurz.', field: 'firstName' },
      { message: 'Liefergebiet fehlt.', field: 'deliveryArea' },
      { message: 'Mindestbestellwert nicht erreicht.' },
    ];
    const server = [
      { message: 'Keine Lieferung.', field: 'isDelivery' },
      { message: 'Liefergebiet unbekannt.', field: 'deliveryArea' },
      { message: 'Unbekannter Fehler.' },
    ];

    expect(messagesByControl(rules, server, orderFormControlOf)).toEqual({
      firstName: 'Vorname fehlt.',
      deliveryArea: 'Liefergebiet unbekannt.',
      orderType: 'Keine Lieferung.',
    });
  });

  it('maps the messages with the given control function', () => {
    const rules = [{ message: 'Option fehlt.', field: 'items.0.parts.1' }];

    expect(messagesByControl(rules, [], orderItemControlOf)).toEqual({
      'items.0': 'Option fehlt.',
    });
    expect(messagesByControl([], [], orderItemControlOf)).toEqual({});
  });
});

describe('messagesOnTop', () => {
  it('lists every server message, then the rule messages that name no field', () => {
    const rules = [{ message: 'Vorname fehlt.', field: 'firstName' }, { message: 'Zu wenig.' }];
    const server = [{ message: 'Vorname zu lang.', field: 'firstName' }, { message: 'Fehler.' }];

    expect(messagesOnTop(rules, server).map((error) => error.message)).toEqual([
      'Vorname zu lang.',
      'Fehler.',
      'Zu wenig.',
    ]);
  });
});

describe('withPricingErrors', () => {
  const area = (message: string) => ({ message, field: 'deliveryArea' });

  it.each([
    [
      'adds the pricing’s messages after the form’s',
      [area('Form')],
      [{ message: 'Min' }],
      ['Form', 'Min'],
    ],
    [
      'drops the pricing’s area message when the form has one',
      [area('Form')],
      [area('Preis')],
      ['Form'],
    ],
    [
      'keeps one area message from the pricing',
      [],
      [area('Preis 1'), area('Preis 2')],
      ['Preis 1'],
    ],
  ])('%s', (_case, form, pricing, messages) => {
    const errors = withPricingErrors(form, pricing);

    expect(errors.map((error) => error.message)).toEqual(messages);
  });

  it('leaves the form’s list as it was', () => {
    const form = [area('Form')];
    withPricingErrors(form, [{ message: 'Min' }]);
    expect(form).toEqual([area('Form')]);
  });
});
