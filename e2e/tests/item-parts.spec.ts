import { expect, readDatabase, test } from './support.js';
import { BROWN, CREAM, pngImage } from './png-image.js';
import { acceptLegal, fillContact, keepBranchesOpen, orderOnStatusPage } from './shop-steps.js';

// The item dialog's text and photo parts as a customer meets them on a phone (issue 15, 7).

/** A PNG of `size`×`size` pixels: a brown square with a cream diagonal. */
function cakePhoto(size = 48): Buffer {
  return pngImage(size, size, (x, y) => (Math.abs(x - y) < 4 ? CREAM : BROWN));
}

/** Words of the browser's own file input that must not reach a German page. */
const ENGLISH = /Choose file|No file chosen|Browse|files? selected|Upload/i;

test.use({ viewport: { width: 390, height: 844 } });

keepBranchesOpen();

test('on a phone, the inscription stops at 40 characters and the chosen photo shows with its name', async ({
  page,
}) => {
  await page.goto('/store/wien-neubau');
  await page.getByRole('button', { name: 'Geburtstagstorte nach Wunsch auswählen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Geburtstagstorte nach Wunsch' });
  await dialog.getByRole('radio', { name: /Ø 22 cm/ }).check();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('radio', { name: /Schokolade-Obers/ }).check();
  await dialog.getByRole('button', { name: 'Weiter' }).click();

  // Step 3: the inscription counts its characters and takes no more than 40.
  const inscription = dialog.getByRole('textbox', { name: /Aufschrift/ });
  await expect(dialog.getByText('0/40 Zeichen')).toBeVisible();
  const wish = 'Alles Gute zum 80. Geburtstag, liebe Oma Anna!';
  expect(wish.length).toBeGreaterThan(40);
  await inscription.pressSequentially(wish);
  await expect(inscription).toHaveValue(wish.slice(0, 40));
  await expect(dialog.getByText('40/40 Zeichen')).toBeVisible();
  await expect(dialog.getByText('Bitte geben Sie höchstens 40 Zeichen ein.')).toBeVisible();
  await expect(inscription).toHaveAccessibleDescription(/40\/40 Zeichen/);
  await dialog.getByRole('button', { name: 'Weiter' }).click();

  // Step 4: a German button in place of the browser's file input.
  const button = dialog.getByText('Foto auswählen', { exact: true });
  await expect(button).toBeVisible();
  await expect(dialog.getByText('Noch kein Foto ausgewählt.')).toBeVisible();
  expect(await dialog.innerText()).not.toMatch(ENGLISH);
  const input = dialog.getByLabel(/Foto für Tortenaufleger/);
  await expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif');
  await input.focus();
  await expect(input).toBeFocused();

  // The file input is the control, named by the part and by its German button.
  const control = dialog.getByRole('button', { name: /Foto für Tortenaufleger.*Foto auswählen/ });
  await expect(control).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await control.click();
  await (await chooser).setFiles({ name: 'oma.png', mimeType: 'image/png', buffer: cakePhoto() });
  const preview = dialog.getByRole('img', { name: 'Vorschau: oma.png' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  await expect(dialog.getByRole('list', { name: /Hochgeladen/ })).toContainText('oma.png');
  await expect(dialog.getByRole('button', { name: 'oma.png entfernen' })).toBeVisible();
  await expect(dialog.getByText('Anderes Foto auswählen', { exact: true })).toBeVisible();
  expect(await dialog.innerText()).not.toMatch(ENGLISH);

  // Nothing of the dialog scrolls sideways on the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(390);
  expect(
    await dialog.evaluate((element) => element.scrollWidth - element.clientWidth),
  ).toBeLessThanOrEqual(0);

  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(dialog).toBeHidden();

  // The cake is ordered with its photo: the upload's token goes along (issue 16, point 5), and
  // the stored order names the upload the customer made.
  await page.goto('/store/wien-neubau/checkout');
  await fillContact(page);
  await acceptLegal(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  const order = await orderOnStatusPage(page);
  const [upload] = readDatabase<{ id: number }>(
    "SELECT id FROM upload WHERE name = 'oma.png' ORDER BY id DESC LIMIT 1",
  );
  const [item] = readDatabase<{ parts: string }>(
    'SELECT parts FROM order_item WHERE orderId = ?',
    order.id,
  );
  expect(JSON.stringify(JSON.parse(item.parts))).toContain(`"uploads":[${upload.id}]`);
});
