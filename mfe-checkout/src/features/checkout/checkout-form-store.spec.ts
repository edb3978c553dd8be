import { ApiRequestError } from '@bestellwerk/client';
import { makeProduct } from '@bestellwerk/domain/testing';
import { CheckoutFormStore } from './checkout-form-store.js';
import { shopWithInCart } from './checkout-test-shop.js';

const bread = makeProduct({ id: 10, name: 'Bauernbrot', price: 4.5 });

function storeWith(post: jest.Mock, product = bread) {
  const stores = shopWithInCart(product);
  let key = 0;
  const form = new CheckoutFormStore(
    { ...stores, cart: stores.cart, api: { post }, analytics: { track: () => false } },
    new Date(),
    () => `key-${++key}`,
  );
  form.setField('firstName', 'Anna');
  form.setField('lastName', 'Berger');
  form.setField('legalInstructions', true);
  form.setField('privacyPolicy', true);
  return form;
}

const keyOf = (call: unknown[]) =>
  (call[2] as { headers: Record<string, string> }).headers['Idempotency-Key'];

beforeEach(() => sessionStorage.clear());

describe('CheckoutFormStore', () => {
  it('reuses the Idempotency-Key for the same body after a network failure, not for a changed one', async () => {
    const post = jest.fn().mockRejectedValue(new ApiRequestError(0, []));
    const form = storeWith(post);

    await form.submit();
    await form.submit();
    form.setField('phone', '+43664123');
    await form.submit();

    expect(post.mock.calls.map(keyOf)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(form.serverErrors).toEqual([
      { code: 'NETWORK_ERROR', message: 'Ein unbekannter Fehler ist aufgetreten.' },
    ]);
  });

  it('takes a new key after the server refused the order', async () => {
    const post = jest
      .fn()
      .mockRejectedValue(
        new ApiRequestError(422, [{ code: 'IDEMPOTENCY_KEY_REUSED', message: 'Nein' }]),
      );
    const form = storeWith(post);

    await form.submit();
    await form.submit();

    expect(post.mock.calls.map(keyOf)).toEqual(['key-1', 'key-2']);
  });

  it('sends nothing while the form is invalid', async () => {
    const post = jest.fn();
    const form = storeWith(post);
    form.setField('firstName', '');

    expect(await form.submit()).toEqual({ kind: 'invalid' });
    expect(post).not.toHaveBeenCalled();
    expect(form.fieldErrors.firstName).toBe('Bitte geben Sie Ihren Vornamen an.');
  });

  it('asks for an appointment after the lead time of a cake, though the branch requires none', async () => {
    const post = jest.fn().mockResolvedValue({ data: { uid: 'u', hash: 'h', items: [] } });
    const cake = makeProduct({
      id: 10,
      name: 'Geburtstagstorte',
      price: 45,
      isLeadTimeEnabled: true,
      leadTimeType: 'days',
      leadTimeValue: 2,
    });
    const form = storeWith(post, cake);
    expect(form.branch?.isAppointmentRequired).toBe(false);
    expect(form.isAppointmentShown).toBe(true);

    expect(await form.submit()).toEqual({ kind: 'invalid' });
    expect(post).not.toHaveBeenCalled();
    expect(form.fieldErrors.appointmentDate).toBe(
      '„Geburtstagstorte“ hat eine Vorlaufzeit von 2 Tagen. Bitte wählen Sie einen Termin aus.',
    );

    const first = form.planner!.firstAvailable()!;
    expect(first.getTime()).toBeGreaterThanOrEqual(form.now.getTime() + 2 * 24 * 3600 * 1000);
    form.setAppointment(first);
    await form.submit();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('shows no appointment picker for a cart without lead time at a branch without appointments', () => {
    const form = storeWith(jest.fn());
    expect(form.isAppointmentShown).toBe(false);
    expect(form.needsLeadTimeAppointment).toBe(false);
  });
});
