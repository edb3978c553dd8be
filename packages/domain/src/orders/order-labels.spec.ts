import { makeOrder } from '../testing/contract-fixtures.js';
import { customerName, orderStateLabel, orderTypeLabel } from './order-labels.js';

describe('order labels', () => {
  it.each([
    [false, false, 'Abholung'],
    [true, false, 'Lieferung'],
    [false, true, 'Vor Ort essen'],
  ])('delivery %p, dine-in %p → %s', (isDelivery, isDineIn, label) => {
    expect(orderTypeLabel({ isDelivery, isDineIn })).toBe(label);
  });

  it.each([
    [{}, 'Offen'],
    [{ isConfirmed: true }, 'Bestätigt'],
    [{ isConfirmed: true, isInDelivery: true, isDelivery: true }, 'Unterwegs'],
    [{ isConfirmed: true, isInDelivery: true }, 'Abholbereit'],
    [{ isConfirmed: true, isCompleted: true }, 'Abgeschlossen'],
    [{ isRejected: true }, 'Abgelehnt'],
    [{ isCanceled: true }, 'Storniert'],
    [{ isFailed: true }, 'Fehlgeschlagen'],
    [{ counterAppointment: '2026-11-20T15:00:00.000Z' }, 'Terminvorschlag offen'],
  ])('%j → %s', (overrides, label) => {
    expect(orderStateLabel(makeOrder(overrides))).toBe(label);
  });

  it.each([
    [{ firstName: 'Anna', lastName: 'Berger' }, 'Anna Berger'],
    [
      { isCompany: true, companyName: 'Hofer KG', firstName: 'Anna', lastName: 'Berger' },
      'Hofer KG (Anna Berger)',
    ],
    [{ isCompany: true, companyName: 'Hofer KG', firstName: '', lastName: '' }, 'Hofer KG'],
    [{ isCompany: false, companyName: 'Hofer KG', firstName: ' ', lastName: '' }, '–'],
  ])('%j → %s', (overrides, name) => {
    expect(customerName(makeOrder(overrides))).toBe(name);
  });
});
