import type { ParsedMail } from 'mailparser';
import {
  acceptLegal,
  addToCart,
  fillContact,
  keepBranchesOpen,
  ONE_POLL,
  orderOnStatusPage,
} from './shop-steps.js';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.js';
import { expect, type Page, proposeAnotherTime, signedInStaff, test } from './support.js';

keepBranchesOpen();

const GRAZ = 'Backstube Huber Café Graz';
const WIEN = 'Backstube Huber Wien-Neubau';

/** The number the new-order badge shows. */
async function badgeCount(staff: Page): Promise<number> {
  const text = await staff.getByTestId('new-orders-badge').textContent();
  return Number(text?.match(/\d+/)?.[0] ?? 0);
}

const newOrders = (count: number) =>
  count === 1 ? '1 neue Bestellung' : `${count} neue Bestellungen`;

test.describe('order board across the branches of an employee', () => {
  let inbox: SmtpInbox;
  test.beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  test.afterAll(async () => {
    await inbox.close();
  });

  /** The first e-mail to the customer whose subject starts with `subject` (waits for it). */
  async function mailToCustomer(subject: string): Promise<ParsedMail> {
    let found: ParsedMail | undefined;
    await expect
      .poll(
        () => {
          found = inbox.messages.find(
            (mail) =>
              mail.subject?.startsWith(subject) &&
              (mail.to && 'text' in mail.to ? mail.to.text : '').includes(
                'anna.berger@example.com',
              ),
          );
          return found !== undefined;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    return found!;
  }

  test('"mitarbeiter" filtered to Wien-Neubau is told of an order at Graz; the customer rejects a proposed time and the open order detail follows', async ({
    browser,
    baseURL,
    page,
  }) => {
    test.setTimeout(120_000);
    const staff = await signedInStaff(browser, baseURL, 'mitarbeiter');
    await staff.goto('/backend/orders');
    await expect(staff.getByText('Live')).toBeVisible();
    const filter = staff.getByLabel('Filiale');
    // All of the employee's branches by default; Linz is not one of them.
    await expect(filter).toHaveValue('');
    await expect(filter.locator('option')).toHaveText(['Alle meine Filialen', GRAZ, WIEN]);
    await filter.selectOption({ label: WIEN });
    const before = await badgeCount(staff);

    // The customer orders for pickup at Graz in another browser.
    await page.goto('/store/graz-innere-stadt');
    await addToCart(page, 'Bauernbrot');
    await page.goto('/store/graz-innere-stadt/checkout');
    await expect(page.getByLabel('Abholung')).toBeChecked();
    await fillContact(page);
    await acceptLegal(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    const order = await orderOnStatusPage(page);
    const statusLink = `/status/${order.uid}/`;

    // The badge counts it (live, whatever the filter); the board says where it waits.
    await expect(staff.getByTestId('new-orders-badge')).toHaveText(newOrders(before + 1), {
      timeout: 5_000,
    });
    await expect(
      staff.getByText(/neue Bestellung(en)? in (einer )?anderen Filiale(n)?\./),
    ).toBeVisible();
    await expect(staff.getByTestId(`order-${order.id}`)).toBeHidden();
    await staff.getByRole('button', { name: 'Alle meine Filialen anzeigen' }).click();
    const card = staff.getByTestId(`order-${order.id}`);
    await expect(card).toContainText(GRAZ);
    await expect(filter).toHaveValue('');

    const confirmation = await mailToCustomer(
      `Ihre Bestellung Nr. ${order.ticketNumber} bei ${GRAZ}`,
    );
    expect(confirmation.text).toContain(statusLink);

    // Staff propose another time; the customer hears of it by e-mail with the status link.
    await card.getByRole('link', { name: `Bestellung Nr. ${order.ticketNumber}` }).click();
    await expect(staff).toHaveURL(new RegExp(`/backend/orders/${order.id}$`));
    const { time } = await proposeAnotherTime(staff);
    await expect(staff.getByTestId('order-state')).toHaveText('Terminvorschlag offen');
    const proposed = await mailToCustomer(
      `Neuer Terminvorschlag für Ihre Bestellung Nr. ${order.ticketNumber}`,
    );
    expect(proposed.text).toContain(`Wir schlagen Ihnen diesen Termin vor:`);
    expect(proposed.text).toContain(time);
    expect(proposed.text).toContain(statusLink);

    // The customer rejects it on the status page; the open detail follows without a reload.
    await expect(page.getByRole('heading', { name: 'Neuer Terminvorschlag' })).toBeVisible(
      ONE_POLL,
    );
    await page.getByRole('button', { name: 'Termin ablehnen' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ihre Bestellung wurde storniert.' }),
    ).toBeVisible();
    await expect(staff.getByTestId('order-state')).toHaveText('Storniert', { timeout: 5_000 });
    await expect(
      staff.getByText('Der Status dieser Bestellung kann nicht mehr geändert werden.'),
    ).toBeVisible();
    await staff.context().close();
  });
});
