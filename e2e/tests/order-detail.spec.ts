import { BROWN, CREAM, pngImage } from './png-image.js';
import { keepBranchesOpen } from './shop-steps.js';
import {
  type APIRequestContext,
  DEMO_PASSWORD,
  expect,
  readDatabase,
  signedInStaff,
  test,
} from './support.js';

// An employee at the counter (1280 px) with a customer's order: weighs the bread, opens the
// customer's photo, reads the rating, and finds it among the ratings (issue 15, 11/13/17/18).

keepBranchesOpen();

/** A 64×48 PNG: a brown cake with a cream stripe. */
function cakePhoto(): Buffer {
  return pngImage(64, 48, (_, y) => (Math.abs(y - 24) < 4 ? CREAM : BROWN));
}

interface PlacedOrder {
  id: number;
  uid: string;
  hash: string;
  ticketNumber: number;
  items: { name: string; gross: number }[];
  pricing: { totalGross: number };
}

const euro = (value: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value);

/** Signs the request context in as the demo admin; answers the CSRF token. */
async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.csrfToken;
}

/**
 * A phone order of Wien-Neubau through the API: 2 kg Bauernbrot and a birthday cake with the
 * customer's photo (uploaded the way the item dialog uploads it).
 */
async function placeOrderWithPhoto(request: APIRequestContext, csrf: string) {
  const photo = cakePhoto();
  const upload = await request.post('/api/uploads', {
    data: { name: 'oma.png', data: `data:image/png;base64,${photo.toString('base64')}` },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const uploadId = (await upload.json()).data.id as number;
  const [branch] = readDatabase<{ id: number }>(
    "SELECT id FROM branch WHERE identifier = 'wien-neubau'",
  );
  const product = (uid: string) =>
    readDatabase<{ id: number }>('SELECT id FROM product WHERE uid = ?', uid)[0].id;
  const response = await request.post('/api/orders/staff', {
    headers: { 'x-csrf-token': csrf },
    data: {
      branch: branch.id,
      firstName: 'Anna',
      lastName: 'Berger',
      phone: '+436641234567',
      email: 'anna.berger@example.com',
      paymentMethod: 'cash',
      // The birthday cake takes two days' notice: picked up in three days.
      appointmentDate: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString(),
      items: [
        { product: product('P-0101'), amount: 2, unit: 'kg', parts: [] },
        {
          product: product('P-0310'),
          amount: 1,
          unit: 'piece',
          // Size, flavour, inscription, photo, extras, notes.
          parts: [0, 0, 'Alles Gute, Oma!', uploadId, [], null],
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { order: (await response.json()).data as PlacedOrder, photo };
}

test.use({ viewport: { width: 1280, height: 800 } });

test('at the counter: the bread is weighed to 2,14 kg, the photo opens, the rating shows', async ({
  browser,
  baseURL,
  request,
}) => {
  const csrf = await signIn(request);
  const { order, photo } = await placeOrderWithPhoto(request, csrf);
  const staff = await signedInStaff(browser, baseURL);
  await staff.goto(`/backend/orders/${order.id}`);
  await expect(
    staff.getByRole('heading', { name: `Bestellung Nr. ${order.ticketNumber}` }),
  ).toBeVisible();

  // Nothing of the items table is cut off at 1280 px.
  const table = staff.locator('table.bo-items');
  await expect(table).toBeVisible();
  const fits = await table.evaluate((element) => {
    const container = element.closest('.bo-panel') as HTMLElement;
    const box = element.getBoundingClientRect();
    const panel = container.getBoundingClientRect();
    return {
      scrollWidth: element.scrollWidth,
      width: (element.parentElement as HTMLElement).clientWidth,
      right: box.right,
      panelRight: panel.right,
    };
  });
  expect(fits.scrollWidth).toBeLessThanOrEqual(fits.width);
  expect(fits.right).toBeLessThanOrEqual(fits.panelRight);

  // The customer's photo: a preview, and a download link that gives the file.
  const preview = staff.getByRole('img', { name: 'Vorschau: oma.png' });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const download = staff.getByRole('link', { name: 'oma.png herunterladen' });
  await expect(download).toHaveAttribute('download', 'oma.png');
  const file = await staff.request.get((await download.getAttribute('href')) as string);
  expect(file.status()).toBe(200);
  expect((await file.body()).equals(photo)).toBe(true);
  await expect(staff.getByText(/Datei\(en\)/)).toHaveCount(0);

  // The bread is weighed: 2,14 kg, typed with a comma, is billed as it is.
  await staff.getByRole('button', { name: 'Position bearbeiten: Bauernbrot' }).click();
  await staff.getByLabel('Menge für Bauernbrot (kg)').fill('2,14');
  await staff.getByRole('button', { name: 'Speichern' }).click();
  const bread = staff.getByRole('row', { name: /Bauernbrot/ });
  await expect(bread).toContainText('2,14 kg');
  await expect(bread).toContainText(euro(14.55));
  const breadBefore = order.items.find((item) => item.name === 'Bauernbrot')!.gross;
  const total = Math.round((order.pricing.totalGross - breadBefore + 14.55) * 100) / 100;
  await expect(staff.getByTestId('order-total')).toContainText(euro(total));

  // Still no sideways cut with the amount saved.
  expect(
    await table.evaluate(
      (element) => element.scrollWidth <= (element.parentElement as HTMLElement).clientWidth,
    ),
  ).toBe(true);

  // The order is completed and the customer rates it; staff read the rating on the order.
  for (const action of ['confirm', 'completed']) {
    const response = await request.post(`/api/orders/${order.id}/status/${action}`, {
      headers: { 'x-csrf-token': csrf },
      data: {},
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  const rated = await request.post(`/api/orders/public/${order.uid}/${order.hash}/questionnaire`, {
    data: {
      rating: 4,
      foodRating: 5,
      serviceRating: 4,
      processRating: 3,
      comment: 'Die Torte war wunderschön.',
    },
  });
  expect(rated.status(), await rated.text()).toBeLessThan(300);
  await staff.reload();
  const rating = staff.getByRole('region', { name: 'Bewertung' });
  await expect(rating).toContainText('Gesamt');
  await expect(rating).toContainText('4 von 5');
  await expect(rating).toContainText('Die Torte war wunderschön.');

  // The ratings list has it, with the branch's averages and a link back to the order.
  await staff
    .getByRole('navigation', { name: 'Backoffice' })
    .getByRole('link', { name: 'Bewertungen' })
    .click();
  await expect(staff.getByRole('heading', { name: 'Bewertungen' })).toBeVisible();
  const averages = staff.getByRole('table', { name: /Durchschnitt je Filiale/ });
  await expect(averages.getByRole('row', { name: /Wien-Neubau/ })).toBeVisible();
  const list = staff.getByRole('table', { name: 'Bewertungen, neueste zuerst' });
  await list
    .getByRole('link', { name: `Nr. ${order.ticketNumber}` })
    .first()
    .click();
  await expect(staff).toHaveURL(new RegExp(`/backend/orders/${order.id}$`));
  await staff.context().close();
});

test('the product form’s price preview covers none of the fields at 1280 px', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInStaff(browser, baseURL);
  await admin.goto('/backend/products');
  await admin.getByRole('searchbox', { name: 'Suche' }).fill('Geburtstagstorte');
  await admin.keyboard.press('Enter');
  await admin.getByRole('button', { name: 'Geburtstagstorte nach Wunsch bearbeiten' }).click();
  const form = admin.getByRole('form', { name: /Geburtstagstorte nach Wunsch/ });
  await expect(form).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Preisvorschau' })).toBeVisible();
  // Each field brought into view the way the keyboard does (nearest edge) is really hit there,
  // not hidden under the preview.
  const covered = await form.evaluate((element) => {
    const preview = element.querySelector('.bo-price-preview');
    const fields = [...element.querySelectorAll<HTMLElement>('input, select, textarea')].filter(
      (field) => !preview?.contains(field) && field.getClientRects().length > 0,
    );
    const hidden: string[] = [];
    for (const field of fields) {
      field.scrollIntoView({ block: 'nearest' });
      const box = field.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && preview?.contains(hit)) hidden.push(field.id || field.getAttribute('name') || '?');
    }
    return { count: fields.length, hidden };
  });
  expect(covered.count).toBeGreaterThan(10);
  expect(covered.hidden).toEqual([]);
  await admin.context().close();
});
