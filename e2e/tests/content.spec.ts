import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.js';
import { expect, readDatabase, test, writeDatabase } from './support.js';

test('a content page shows its blocks; an unknown path shows the 404 view', async ({ page }) => {
  await page.goto('/site/ueber-uns');
  await expect(page.getByRole('heading', { level: 1, name: 'Über uns' })).toBeVisible();
  await expect(page).toHaveTitle('Über uns – Familienbäckerei seit 1962 - Backstube Huber');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/site\/ueber-uns$/);
  await expect(page.locator('#form')).toBeVisible();

  await page.goto('/site/gibt-es-nicht');
  await expect(page.getByText('404 Not Found')).toBeVisible();
  await expect(page.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeVisible();
});

test('a page whose type this version does not know shows the 500 view', async ({ page }) => {
  writeDatabase(
    "INSERT INTO site (path, name, title, type, isPublic, content) VALUES ('/site/alte-seite', 'Alte Seite', 'Alte Seite', 'legacy_landing', 1, '[]')",
  );
  // The anonymous start data is reused for up to 5 s.
  await expect(async () => {
    await page.goto('/site/alte-seite');
    await expect(page.getByText(/500 Internal Server Error/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText(/Leider ist ein interner Fehler aufgetreten\./)).toBeVisible();
});

test.describe('contact form', () => {
  let inbox: SmtpInbox;
  test.beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  test.afterAll(async () => {
    await inbox.close();
  });

  test('a sent enquiry thanks the visitor and reaches the shop by e-mail', async ({ page }) => {
    await page.goto('/site/catering');
    const form = page.getByRole('form', { name: 'Kontaktformular' });
    const submit = form.getByRole('button', { name: 'Absenden' });
    await form.getByLabel('Betreff').fill('Buffet für 40 Personen');
    await form.getByLabel('Vorname').fill('Anna');
    await form.getByLabel('Nachname').fill('Berger');
    await form.getByLabel('Telefon').fill('+43 664 1234567');
    await form.getByLabel('E-Mail').fill('anna.berger@example.at');
    await form.getByLabel('Nachricht').fill('Wir feiern am Samstag und brauchen Brötchen.');
    // Everything but the privacy consent: still disabled.
    await expect(submit).toBeDisabled();
    await form.getByRole('checkbox').check();
    await expect(submit).toBeEnabled();

    const mail = inbox.next();
    await submit.click();
    await expect(
      page.getByText(/Ihre Anfrage wurde erfolgreich abgeschickt|Vielen Dank/).first(),
    ).toBeVisible();
    const received = await mail;
    expect(received.subject).toBe('Kontaktanfrage: Buffet für 40 Personen');
    expect(received.to && 'text' in received.to ? received.to.text : '').toBe(
      'hallo@backstube-huber.example',
    );
    expect(received.replyTo?.text).toContain('anna.berger@example.at');
    expect(received.text).toContain('Wir feiern am Samstag und brauchen Brötchen.');
    expect(received.text).toContain('+43 664 1234567');
    expect(
      readDatabase<{ subject: string }>(
        "SELECT subject FROM contact_message WHERE email = 'anna.berger@example.at'",
      ),
    ).toEqual([{ subject: 'Buffet für 40 Personen' }]);
    // The form starts over.
    await page.keyboard.press('Escape');
    await expect(form.getByLabel('Betreff')).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();
  });
});
