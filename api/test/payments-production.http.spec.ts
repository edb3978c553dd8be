import { Logger } from '@nestjs/common';
import type { Config, PublicOrder } from '@bestellwerk/domain';
import type { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import { readAppConfig } from '../src/config/app-config.js';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { TestPaymentEntity } from '../src/modules/payments/entities/test-payment.entity.js';
import {
  checkoutBody,
  createMenu,
  createOpenBranch,
  createOrder,
  createProduct,
  itemInput,
} from './support/order-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';
type InitEntries = { data: { url: string; data: unknown }[] };

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('PAYMENT_TEST_MODE: the simulated payment only where it is asked for', () => {
  it('is on by default outside production, off in production unless PAYMENT_TEST_MODE=true', () => {
    expect(readAppConfig({}).paymentTestMode).toBe(true);
    expect(readAppConfig({ NODE_ENV: 'development' }).paymentTestMode).toBe(true);
    expect(readAppConfig({ PAYMENT_TEST_MODE: 'false' }).paymentTestMode).toBe(false);
    expect(readAppConfig({ NODE_ENV: 'production' }).paymentTestMode).toBe(false);
    expect(
      readAppConfig({ NODE_ENV: 'production', PAYMENT_TEST_MODE: 'true' }).paymentTestMode,
    ).toBe(true);
  });
});

/** Issue 16.9: in production without provider keys nobody can pay (or fake-pay) online. */
describe('payments in production without provider accounts', () => {
  let t: TestApp;
  let branch: BranchEntity;
  let strudel: ProductEntity;
  let warnings: string[];

  beforeAll(async () => {
    warnings = [];
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(function (
      this: Logger,
      message: unknown,
    ) {
      warnings.push(String(message));
    });
    const production = readAppConfig({ NODE_ENV: 'production' });
    t = await createTestApp({
      paymentTestMode: production.paymentTestMode,
      mollie: null,
      datatrans: null,
    });
    warn.mockRestore();
    // The admin switched both online methods on, as the demo data does.
    await t.app.get(ConfigService).update({
      isCashEnabled: true,
      isMollieEnabled: true,
      isDatatransEnabled: true,
    } as ConfigInput);
    branch = await createOpenBranch(t.dataSource, {
      name: 'Wien Neubau',
      isMollieEnabled: true,
      isDatatransEnabled: true,
    });
    strudel = await createProduct(t.dataSource, { name: 'Apfelstrudel', price: 3.9 });
    await createMenu(t.dataSource, [branch], [strudel]);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('says at start-up why the online methods are not offered', () => {
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Online-Zahlung Mollie wird nicht angeboten: MOLLIE_API_KEY fehlt'),
        expect.stringContaining(
          'Online-Zahlung Datatrans wird nicht angeboten: DATATRANS_MERCHANT_ID und DATATRANS_PASSWORD fehlen',
        ),
      ]),
    );
  });

  it('offers no online method in the init and config answers', async () => {
    const init = (await t.request('GET', '/api/init')).json<InitEntries>().data;
    const config = init.find((entry) => entry.url === '/api/config')!.data as Config;
    expect(config).toMatchObject({
      isCashEnabled: true,
      isMollieEnabled: false,
      isDatatransEnabled: false,
    });
    const direct = (await t.request('GET', '/api/config')).json<{ data: Config }>().data;
    expect(direct).toMatchObject({ isMollieEnabled: false, isDatatransEnabled: false });
  });

  it('keeps the admin’s switches: the backoffice reads and saves what is stored', async () => {
    await t.createUser('chefin', ['ROLE_ADMIN']);
    const session = await t.login('chefin');
    const stored = (await t.request('GET', '/api/config', { session })).json<{ data: Config }>()
      .data;
    expect(stored).toMatchObject({ isMollieEnabled: true, isDatatransEnabled: true });

    // The config form sends every field back: saving it must not switch Mollie off for good.
    const saved = await t.request('POST', '/api/config', {
      session,
      body: { isMollieEnabled: stored.isMollieEnabled, shopName: 'Backstube' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json<{ data: Config }>().data).toMatchObject({ isMollieEnabled: true });
    expect(await t.app.get(ConfigService).getStored()).toMatchObject({ isMollieEnabled: true });
    // Customers still are not offered it.
    const direct = (await t.request('GET', '/api/config')).json<{ data: Config }>().data;
    expect(direct).toMatchObject({ isMollieEnabled: false, shopName: 'Backstube' });
  });

  it.each(['mollie', 'datatrans'])(
    'refuses an order paid with %s with a German 400 and stores nothing',
    async (method) => {
      const before = await t.dataSource.getRepository(OrderEntity).count();
      const response = await t.request('POST', '/api/orders', {
        body: checkoutBody(branch, [itemInput(strudel, 1)], { paymentMethod: method }),
      });
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          field: 'paymentMethod',
          message: 'Bitte wählen Sie eine verfügbare Zahlungsart aus.',
        },
      ]);
      expect(await t.dataSource.getRepository(OrderEntity).count()).toBe(before);
    },
  );

  it('still takes orders paid on site', async () => {
    const response = await t.request('POST', '/api/orders', {
      body: checkoutBody(branch, [itemInput(strudel, 1)]),
    });
    expect(response.status).toBe(201);
    expect(response.json<{ data: PublicOrder }>().data.paymentRedirectUrl).toBeNull();
  });

  it('has no Testzahlung page: its paths answer 404 and mark nothing paid', async () => {
    // A Testzahlung left from before the switch (or a guessed reference).
    const order = await createOrder(t.dataSource, { branch, paymentMethod: 'mollie' });
    const reference = 'tz_AAAAAAAAAAAAAAAAAAAAAA';
    await t.dataSource
      .getRepository(TestPaymentEntity)
      .insert({ reference, order: { id: order.id }, status: 'open' });
    await t.dataSource.getRepository(OrderEntity).update(order.id, {
      paymentReference: reference,
      paymentRedirectUrl: `http://localhost:3000/api/payments/test/${reference}`,
    });

    const page = await t.request('GET', `/api/payments/test/${reference}`);
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toContain('application/json');
    expect(page.body).not.toContain('Testzahlung');
    const pay = await t.request('POST', `/api/payments/test/${reference}/pay`, {
      headers: FORM,
      rawBody: '',
    });
    expect(pay.status).toBe(404);
    expect(
      await t.dataSource.getRepository(TestPaymentEntity).findOneByOrFail({ reference }),
    ).toMatchObject({ status: 'open' });
    expect(
      await t.dataSource.getRepository(OrderEntity).findOneByOrFail({ id: order.id }),
    ).toMatchObject({ isPaid: false });
  });
});

describe('payments in production with PAYMENT_TEST_MODE=true', () => {
  let t: TestApp;
  let branch: BranchEntity;
  let strudel: ProductEntity;

  beforeAll(async () => {
    const config = readAppConfig({ NODE_ENV: 'production', PAYMENT_TEST_MODE: 'true' });
    t = await createTestApp({
      paymentTestMode: config.paymentTestMode,
      mollie: null,
      datatrans: null,
    });
    await t.app
      .get(ConfigService)
      .update({ isCashEnabled: true, isMollieEnabled: true } as ConfigInput);
    branch = await createOpenBranch(t.dataSource, { isMollieEnabled: true });
    strudel = await createProduct(t.dataSource, { name: 'Apfelstrudel', price: 3.9 });
    await createMenu(t.dataSource, [branch], [strudel]);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('offers the online method and serves it with the Testzahlung page, as without NODE_ENV', async () => {
    const config = (await t.request('GET', '/api/config')).json<{ data: Config }>().data;
    expect(config.isMollieEnabled).toBe(true);
    const placed = await t.request('POST', '/api/orders', {
      body: checkoutBody(branch, [itemInput(strudel, 1)], { paymentMethod: 'mollie' }),
    });
    expect(placed.status).toBe(201);
    const order = placed.json<{ data: PublicOrder }>().data;
    const page = new URL(order.paymentRedirectUrl!).pathname;
    expect(page).toMatch(/^\/api\/payments\/test\/tz_/);
    const html = await t.request('GET', page);
    expect(html.status).toBe(200);
    expect(html.body).toContain('Testzahlung');
    const paid = await t.request('POST', `${page}/pay`, { headers: FORM, rawBody: '' });
    expect(paid.status).toBe(303);
    expect(
      await t.dataSource.getRepository(OrderEntity).findOneByOrFail({ id: order.id }),
    ).toMatchObject({ isPaid: true });
  });
});
