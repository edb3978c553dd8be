import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { keepBranchesOpen } from './shop-steps.js';

// The item dialog's text and photo parts as a customer meets them on a phone (issue 15, 7).

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of `size`×`size` pixels: a brown square with a cream diagonal, made here. */
function cakePhoto(size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const rows = Array.from({ length: size }, (_, y) => {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++)
      row.set(Math.abs(x - y) < 4 ? [250, 240, 220] : [123, 84, 39], 1 + x * 3);
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
});
