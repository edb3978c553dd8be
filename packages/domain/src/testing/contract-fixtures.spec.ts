import { availablePaymentMethods } from '../payment/payment-methods.js';
import { validateOrderForm } from '../forms/order-form-rules.js';
import {
  makeBranch,
  makeConfig,
  makeConfigurableProduct,
  makeImage,
  makeNavItem,
  makeOrderForm,
  makeSite,
  makeUpload,
} from './contract-fixtures.js';

describe('test fixtures', () => {
  it('keep the promises the specs rely on', () => {
    const branch = makeBranch();
    expect(validateOrderForm(makeOrderForm(), branch, 'takeaway')).toEqual([]);
    expect(
      availablePaymentMethods({ enabledProviders: ['cash'], config: makeConfig(), branch }),
    ).toEqual(['cash']);
    expect(makeSite()).toMatchObject({ isPublic: true, path: '/site/ueber-uns' });
    expect(makeNavItem()).toMatchObject({ type: 'home', isEnabled: true, children: [] });
    expect(makeImage().width).toBeGreaterThan(1280);
    expect(makeUpload().publicHash).toMatch(/^[0-9a-f]{32}$/);
    expect(
      makeConfigurableProduct().config.parts.map(({ name, type, optional }) => [
        name,
        type,
        optional,
      ]),
    ).toEqual([
      ['Größe', 'select', false],
      ['Extras', 'multiselect', true],
      ['Aufschrift', 'text', true],
      ['Foto', 'image', true],
    ]);
  });
});
