import { computed, makeObservable, observable, observableRef } from 'mobx';
import type { Branch, FieldError, OrderType, PaymentMethod } from '@bestellwerk/domain';
import { makeBranch, makeConfig } from '@bestellwerk/domain/testing';
import { ApiRequestError } from '../http/api-request-error.js';
import { OrderFormStore } from './order-form-store.js';

/** The smallest order form: takeaway at one branch, the rules as the test sets them. */
class TestOrderForm extends OrderFormStore<{ firstName: string }> {
  chosenBranch: Branch | null = makeBranch({ isATMCardEnabled: true });
  rules: FieldError[] = [];
  placed: unknown[] = [];

  constructor(private readonly post: jest.Mock) {
    let key = 0;
    super(
      {
        config: { config: makeConfig({ isATMCardEnabled: true }) },
        tables: { items: [] },
        api: { post },
      },
      new Date('2026-11-20T09:00:00.000Z'),
      () => `key-${++key}`,
    );
    makeObservable(this, {
      chosenBranch: observable,
      rules: observableRef,
      branch: computed,
      clientErrors: computed,
      body: computed,
    });
  }

  get branch(): Branch | null {
    return this.chosenBranch;
  }

  get orderType(): OrderType {
    return 'takeaway';
  }

  get clientErrors(): FieldError[] {
    return this.rules;
  }

  get body() {
    return { firstName: this.form.firstName };
  }

  protected get orderedProducts() {
    return [];
  }

  protected fallbackPaymentMethod(): PaymentMethod {
    return 'cash';
  }

  submit() {
    return this.place(
      (body, options): Promise<{ id: number }> => this.post('/orders', body, options),
      (order) => this.placed.push(order),
    );
  }
}

const keysOf = (post: jest.Mock) =>
  post.mock.calls.map(
    (call) => (call[2] as { headers: Record<string, string> }).headers['Idempotency-Key'],
  );

describe('OrderFormStore: placing the order', () => {
  it('keeps the key for the same body after a failure without answer, takes a new one otherwise', async () => {
    const post = jest
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(0, []))
      .mockRejectedValueOnce(new ApiRequestError(503, []))
      .mockRejectedValueOnce(new ApiRequestError(0, []))
      .mockRejectedValueOnce(
        new ApiRequestError(422, [{ code: 'IDEMPOTENCY_KEY_REUSED', message: 'Nein' }]),
      )
      .mockResolvedValueOnce({ id: 7 })
      .mockResolvedValueOnce({ id: 8 });
    const store = new TestOrderForm(post);

    await store.submit();
    await store.submit();
    store.setField('firstName', 'Anna');
    await store.submit();
    await store.submit();
    await store.submit();
    await store.submit();

    expect(keysOf(post)).toEqual(['key-1', 'key-1', 'key-2', 'key-2', 'key-3', 'key-4']);
  });

  it('keeps the key after 409 (still being processed) and 429 (too many requests)', async () => {
    const post = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiRequestError(409, [
          { code: 'IDEMPOTENCY_IN_PROGRESS', message: 'Wird noch bearbeitet.' },
        ]),
      )
      .mockRejectedValueOnce(
        new ApiRequestError(429, [{ code: 'TOO_MANY_REQUESTS', message: 'Zu viele Anfragen.' }]),
      )
      .mockResolvedValueOnce({ id: 7 });
    const store = new TestOrderForm(post);

    await store.submit();
    await store.submit();
    await store.submit();

    expect(keysOf(post)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(store.placed).toEqual([{ id: 7 }]);
  });

  it('answers what it came to and runs onPlaced before sending ends', async () => {
    const post = jest.fn().mockResolvedValue({ id: 7 });
    const store = new TestOrderForm(post);

    await expect(store.submit()).resolves.toEqual({ kind: 'placed', result: { id: 7 } });
    expect(store.placed).toEqual([{ id: 7 }]);
    expect(store.isSending).toBe(false);

    store.rules = [{ message: 'Vorname fehlt.', field: 'firstName' }];
    await expect(store.submit()).resolves.toEqual({ kind: 'invalid' });
    post.mockRejectedValueOnce(new Error('offline'));
    store.rules = [];
    await expect(store.submit()).resolves.toEqual({ kind: 'failed' });
    expect(store.serverErrors).toEqual([
      { code: 'INTERNAL_ERROR', message: 'Ein unbekannter Fehler ist aufgetreten.' },
    ]);
    expect(post).toHaveBeenCalledTimes(2);
  });
});

describe('OrderFormStore: messages', () => {
  it('shows the rules’ messages after the first submit; the server’s win and go with a change', async () => {
    const post = jest.fn().mockRejectedValue(
      new ApiRequestError(400, [
        { code: 'VALIDATION_FAILED', message: 'Vorname zu lang.', field: 'firstName' },
        { code: 'VALIDATION_FAILED', message: 'Keine Lieferung.', field: 'isDelivery' },
        { code: 'VALIDATION_FAILED', message: 'Abgelehnt.' },
      ]),
    );
    const store = new TestOrderForm(post);
    store.rules = [{ message: 'Vorname fehlt.', field: 'firstName' }, { message: 'Zu wenig.' }];
    expect(store.fieldErrors).toEqual({});
    expect(store.topErrors).toEqual([]);

    await store.submit();
    expect(store.fieldErrors).toEqual({ firstName: 'Vorname fehlt.' });
    expect(store.topErrors.map((error) => error.message)).toEqual(['Zu wenig.']);

    store.rules = [];
    await store.submit();
    expect(store.fieldErrors).toEqual({
      firstName: 'Vorname zu lang.',
      orderType: 'Keine Lieferung.',
    });
    expect(store.topErrors).toHaveLength(3);

    store.setField('firstName', 'Anna');
    expect(store.fieldErrors).toEqual({ orderType: 'Keine Lieferung.' });
  });
});

/** The ApiRequestError class of another copy of its module, as a remote's own bundle holds it. */
async function foreignApiRequestError(): Promise<typeof ApiRequestError> {
  let copy: typeof ApiRequestError | undefined;
  await jest.isolateModulesAsync(async () => {
    copy = (await import('../http/api-request-error.js')).ApiRequestError;
  });
  return copy!;
}

describe('OrderFormStore: server messages from the shell’s ApiClient', () => {
  it('shows the server’s message when the error comes from another copy of the client module', async () => {
    const Foreign = await foreignApiRequestError();
    expect(Foreign).not.toBe(ApiRequestError);
    const closed =
      'Derzeit haben wir leider geschlossen. Wir öffnen wieder am Donnerstag um 06:30 Uhr.';
    const post = jest
      .fn()
      .mockRejectedValue(
        new Foreign(400, [{ code: 'BRANCH_CLOSED', field: 'branch', message: closed }]),
      );
    const store = new TestOrderForm(post);

    await expect(store.submit()).resolves.toEqual({ kind: 'failed' });
    expect(store.topErrors).toEqual([{ code: 'BRANCH_CLOSED', field: 'branch', message: closed }]);
  });

  it('takes a refusal from another copy as definite: the next send gets a new key', async () => {
    const Foreign = await foreignApiRequestError();
    const post = jest
      .fn()
      .mockRejectedValue(new Foreign(400, [{ code: 'VALIDATION_FAILED', message: 'Nein' }]));
    const store = new TestOrderForm(post);

    await store.submit();
    await store.submit();
    expect(keysOf(post)).toEqual(['key-1', 'key-2']);
  });
});

describe('OrderFormStore: choices', () => {
  it('keeps a picked payment method while offered, else the form’s default', () => {
    const store = new TestOrderForm(jest.fn());

    expect(store.paymentMethods).toEqual(['cash', 'atm-card']);
    store.setPaymentMethod('atm-card');
    expect(store.paymentMethod).toBe('atm-card');
    store.setPaymentMethod('mollie');
    expect(store.paymentMethod).toBe('cash');
  });

  it('requires nothing and plans no appointment without a branch', () => {
    const store = new TestOrderForm(jest.fn());
    expect([...store.requiredFields]).toEqual([
      'firstName',
      'lastName',
      'paymentMethod',
      'legalInstructions',
      'privacyPolicy',
    ]);
    expect(store.planner).not.toBeNull();

    store.chosenBranch = null;
    expect([...store.requiredFields]).toEqual([]);
    expect(store.planner).toBeNull();
    expect(store.paymentMethods).toEqual([]);
  });
});
