import { acceptLegal, fillContact, keepBranchesOpen, orderOnStatusPage } from './shop-steps.js';
import { expect, readDatabase, test } from './support.js';

keepBranchesOpen();

const TWO_DAYS = 2 * 24 * 3600 * 1000;

/**
 * A cake with two days' notice at a branch that asks for no appointment (issue 16, point 4): the
 * checkout shows the appointment picker anyway, starting on the first time after the lead time,
 * and the order is stored with that appointment.
 */
test('a whole Sachertorte (two days’ notice) is ordered for a time after its lead time', async ({
  page,
}) => {
  await page.goto('/store/wien-neubau');
  await page.getByRole('button', { name: 'Sachertorte (ganz) auswählen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sachertorte (ganz)' });
  await dialog.getByRole('radio', { name: /Ø 18 cm/ }).check();
  await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/store/wien-neubau/checkout');
  const picker = page.getByRole('group', { name: 'Termin' });
  await expect(picker).toBeVisible();
  await expect(picker.getByText(/^Gewählter Termin: /)).toBeVisible();

  await fillContact(page);
  await acceptLegal(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  const order = await orderOnStatusPage(page);
  const [stored] = readDatabase<{ appointmentDate: string | number | null }>(
    'SELECT appointmentDate FROM customer_order WHERE id = ?',
    order.id,
  );
  expect(stored.appointmentDate).not.toBeNull();
  // SQLite keeps UTC without a zone ('2026-11-28 09:00:00.000').
  const text = String(stored.appointmentDate);
  const appointment = /[zZ]|[+-]\d\d:?\d\d$/.test(text)
    ? new Date(text)
    : new Date(`${text.replace(' ', 'T')}Z`);
  expect(appointment.getTime()).toBeGreaterThanOrEqual(Date.now() - 60_000 + TWO_DAYS);
});
