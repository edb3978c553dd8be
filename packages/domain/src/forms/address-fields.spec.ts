import { COUNTRIES } from '../contract/ordering.js';
import { emptyOrderForm } from './order-form-rules.js';
import { ADDRESS_PARTS, addressField } from './address-fields.js';
import { COUNTRY_LABELS } from './country-labels.js';

describe('addressField', () => {
  it.each([
    ['street', false, 'street'],
    ['street', true, 'deliveryStreet'],
    ['zipCode', true, 'deliveryZipCode'],
    ['country', false, 'country'],
    ['country', true, 'deliveryCountry'],
  ] as const)('%s (delivery: %s) → %s', (part, delivery, field) => {
    expect(addressField(part, delivery)).toBe(field);
  });

  it('names a field of the order form for every part of both addresses', () => {
    const form = emptyOrderForm(0);
    for (const part of ADDRESS_PARTS) {
      expect(form).toHaveProperty(addressField(part, false));
      expect(form).toHaveProperty(addressField(part, true));
    }
  });
});

describe('COUNTRY_LABELS', () => {
  it('names every country an order may name in German', () => {
    expect(COUNTRIES.map((country) => COUNTRY_LABELS[country])).toEqual([
      'Deutschland',
      'Liechtenstein',
      'Österreich',
      'Schweiz',
    ]);
  });
});
