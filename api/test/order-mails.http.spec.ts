import type { PublicOrder } from '@bestellwerk/domain';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import { OrderMailService } from '../src/modules/ordering/notifications/order-mails.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import type { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import {
  checkoutBody,
  createMenu,
  createOpenBranch,
  createProduct,
  itemInput,
} from './support/order-fixtures.js';
import { startSmtpServer, type ReceivedMail } from './support/smtp-server.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The order e-mails over a real SMTP server: what arrives, to whom, and a mail server that fails. */
describe('order e-mails over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let branch: BranchEntity;
  let strudel: ProductEntity;

  const order = () =>
    checkoutBody(branch, [itemInput(strudel, 3)], {
      firstName: 'Jürgen',
      lastName: 'Größ',
      email: 'juergen@example.com',
      comment: 'Bitte mit Staubzucker.\nDanke!',
    });

  const place = (body: unknown) => t.create<PublicOrder>('/api/orders', body);

  /** Places an order and waits until its e-mails have gone out (or failed). */
  const placeAndSend = async (body: unknown) => {
    const before = smtp.received.length;
    const placed = await place(body);
    await t.app.get(OrderMailService).idle();
    return { placed, mails: smtp.received.slice(before) };
  };

  const addressedTo = (mails: ReceivedMail[], address: string) =>
    mails.find((mail) => mail.envelopeTo.includes(address));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://bestellen.example.at' });
    await t.app
      .get(ConfigService)
      .update({ isCashEnabled: true, shopName: 'Bäckerei Süß' } as ConfigInput);
    branch = await createOpenBranch(t.dataSource, { name: 'Wien Neubau' });
    strudel = await createProduct(t.dataSource, { name: 'Apfelstrudel', price: 3.9 });
    await createMenu(t.dataSource, [branch], [strudel]);
  });
  afterAll(async () => {
    await t.app.get(OrderMailService).idle();
    await t.close();
    await smtp.close();
  });

  it('sends the confirmation to the customer, with the items, totals and status link', async () => {
    const { placed, mails } = await placeAndSend(order());
    expect(mails).toHaveLength(2);
    const confirmation = addressedTo(mails, 'juergen@example.com')!;
    expect(confirmation.envelopeTo).toEqual(['juergen@example.com']);
    expect(confirmation.headers.get('subject')).toBe(
      `Ihre Bestellung Nr. ${placed.ticketNumber} bei Wien Neubau`,
    );
    expect(confirmation.headers.get('from')).toContain('Bäckerei Süß');
    expect(confirmation.body).toContain('Guten Tag Jürgen Größ,');
    expect(confirmation.body).toContain('Bestellart: Abholung');
    // 3 × 3,90 € = 11,70 €
    expect(confirmation.body).toMatch(/- 3 Stk\.? Apfelstrudel: 11,70\s€/);
    expect(confirmation.body).toMatch(/Gesamt: 11,70\s€/);
    expect(confirmation.body).toContain('Zahlungsart: Barzahlung');
    expect(confirmation.body).toContain('Anmerkung:\nBitte mit Staubzucker.\nDanke!');
    expect(confirmation.body).toContain(
      `Bestellstatus: https://bestellen.example.at/status/${placed.uid}/${placed.hash}`,
    );
  });

  it('sends the new-order notice to the branch, answering to the customer', async () => {
    const { placed, mails } = await placeAndSend(order());
    const notice = addressedTo(mails, 'filiale@example.com')!;
    expect(notice.envelopeTo).toEqual(['filiale@example.com']);
    expect(notice.headers.get('subject')).toBe(
      `Neue Bestellung Nr. ${placed.ticketNumber} (Abholung)`,
    );
    expect(notice.headers.get('reply-to')).toContain('juergen@example.com');
    expect(notice.body).toContain('Neue Bestellung für Wien Neubau:');
    expect(notice.body).toContain('Kunde: Jürgen Größ');
    expect(notice.body).toContain('Telefon: +436641234567');
    expect(notice.body).toContain('Adresse: Neubaugasse 1, 1070 Wien');
  });

  it('keeps header lines single: a line break in a name adds no header and no recipient', async () => {
    const { placed, mails } = await placeAndSend({
      ...order(),
      lastName: 'Größ\r\nBcc: fremd@example.com',
    });
    expect(mails.flatMap((mail) => mail.envelopeTo).sort()).toEqual([
      'filiale@example.com',
      'juergen@example.com',
    ]);
    const notice = addressedTo(mails, 'filiale@example.com')!;
    expect(notice.headers.has('bcc')).toBe(false);
    expect(notice.headers.get('subject')).toBe(
      `Neue Bestellung Nr. ${placed.ticketNumber} (Abholung)`,
    );
  });

  it('stores and answers the order when the mail server is down', async () => {
    await smtp.close();
    const placed = await place(order());
    await t.app.get(OrderMailService).idle();
    const stored = await t.dataSource.getRepository(OrderEntity).findOneBy({ uid: placed.uid });
    expect(stored?.ticketNumber).toBe(placed.ticketNumber);
    const status = await t.request('GET', `/api/orders/public/${placed.uid}/${placed.hash}`);
    expect(status.status).toBe(200);
  });
});
