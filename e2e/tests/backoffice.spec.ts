import { keepBranchesOpen, ONE_POLL, orderBread, orderOnStatusPage } from './shop-steps.js';
import {
  DEMO_PASSWORD,
  expect,
  type Page,
  proposeAnotherTime,
  readDatabase,
  signedInStaff,
  test,
} from './support.js';

keepBranchesOpen();

/** Clicks a status action on the open order detail and waits for the order to reload. */
async function statusAction(staff: Page, name: string) {
  await staff.getByRole('group', { name: 'Status ändern' }).getByRole('button', { name }).click();
}

test.describe('backoffice', () => {
  test('a new order arrives on the board live, staff work it through, and the customer follows each step', async ({
    browser,
    baseURL,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const staff = await signedInStaff(browser, baseURL);
    await staff.goto('/backend/orders');
    await staff.getByLabel('Filiale').selectOption({ label: 'Backstube Huber Wien-Neubau' });
    await expect(staff.getByText('Live')).toBeVisible();
    const badge = staff.getByTestId('new-orders-badge');
    const badgeBefore = Number((await badge.textContent())?.match(/\d+/)?.[0] ?? 0);

    // The customer orders in another browser; the board shows it without a reload (SSE).
    await orderBread(page);
    const order = await orderOnStatusPage(page);
    const card = staff.getByRole('link', { name: `Bestellung Nr. ${order.ticketNumber}` });
    await expect(card).toBeVisible({ timeout: 5_000 });
    await expect(badge).toContainText(String(badgeBefore + 1));

    // Staff propose another time; the customer accepts it on the status page.
    await card.click();
    await expect(staff).toHaveURL(new RegExp(`/backend/orders/${order.id}$`));
    await proposeAnotherTime(staff);
    await expect(page.getByRole('heading', { name: 'Neuer Terminvorschlag' })).toBeVisible(
      ONE_POLL,
    );
    await page.getByRole('button', { name: 'Termin annehmen' }).click();
    await expect(page.locator('[aria-current="step"]')).toHaveText(/Bestätigt – wird zubereitet/);

    // The board hears of the acceptance; the receipt goes to the branch's printer.
    await expect(statusButton(staff, 'Abholbereit')).toBeVisible(ONE_POLL);
    await staff.getByRole('button', { name: 'Bon drucken' }).click();
    // The demo printer never called in: the receipt waits in the queue, and staff are told so.
    await expect(
      staff.getByText(
        'Der Bon wurde in die Warteschlange gestellt. Derzeit ist kein Drucker der Filiale online.',
      ),
    ).toBeVisible();
    const [printer] = readDatabase<{ id: number }>(
      "SELECT id FROM device WHERE identifier = 'wien-bondrucker'",
    );
    const signIn = await request.post('/api/login', {
      data: { username: 'admin', password: DEMO_PASSWORD },
    });
    const csrf = (await signIn.json()).data.csrfToken as string;
    const key = await request.post(`/api/devices/${printer.id}/secret`, {
      headers: { 'x-csrf-token': csrf },
    });
    const jobs = await request.get(`/api/devices/${printer.id}/print-jobs`, {
      headers: { 'x-device-key': (await key.json()).data.secret },
    });
    const receipts = (await jobs.json()).data as { order: { id: number } | null; escPos: string }[];
    const receipt = receipts.find((job) => job.order?.id === order.id);
    expect(receipt).toBeDefined();
    expect(Buffer.from(receipt!.escPos, 'base64').toString('latin1')).toContain(
      `Nr. ${order.ticketNumber}`,
    );

    // Ready for pickup, then completed: the customer's page follows within a poll.
    await statusAction(staff, 'Abholbereit');
    await expect(page.locator('[aria-current="step"]')).toHaveText(/Abholbereit/, ONE_POLL);
    await statusAction(staff, 'Abgeschlossen');
    await expect(page.getByText('Die Bestellung ist abgeschlossen.')).toBeVisible(ONE_POLL);
    await expect(
      staff.getByText('Der Status dieser Bestellung kann nicht mehr geändert werden.'),
    ).toBeVisible();
    await staff.context().close();
  });
});

function statusButton(staff: Page, name: string) {
  return staff.getByRole('group', { name: 'Status ändern' }).getByRole('button', { name });
}
