import { seriousViolations } from './axe.js';
import {
  type Browser,
  type Dialog,
  expect,
  type Locator,
  type Page,
  readDatabase,
  signInAttempt,
  signedInStaff,
  test,
} from './support.js';

// The owner of the bakery gives a new employee her account from the phone — role, branch,
// password — and she signs in with it; later her name changes and her password stays. Wrong input
// is answered at its field and saves nothing, unsaved changes are not dropped without asking, and
// the owner sets up, renames and removes a counter tablet. Both screens fit a 390 px phone. At the
// end the account is deleted again and no longer signs in (the next journeys find the demo staff).

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

const BRANCH = 'Backstube Huber Café Graz';

const STAFF = {
  username: 'lena.gruber',
  firstName: 'Lena',
  lastName: 'Gruber',
  email: 'lena.gruber@backstube-huber.example',
  password: 'Sauerteig-Lena-2026',
};
const NEW_LAST_NAME = 'Gruber-Steiner';

const TABLET = {
  name: 'Kassen-Tablet Graz',
  renamed: 'Kassen-Tablet Graz Gastgarten',
  identifier: 'graz-kassen-tablet',
};

/** The question the users screen asks before unsaved changes are dropped (link or Abbrechen). */
const USERS_UNSAVED_QUESTION =
  'Es gibt ungespeicherte Änderungen. Möchten Sie die Seite trotzdem verlassen?';
/** The question the devices screen asks before its form's unsaved changes are dropped. */
const DEVICES_UNSAVED_QUESTION = 'Es gibt ungespeicherte Änderungen. Möchten Sie sie verwerfen?';

/** The new employee, signed in with her own password (not the demo one) at phone width. */
async function signedInAsStaff(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await signInAttempt(browser, baseURL, STAFF.username, STAFF.password, PHONE);
  await expect(page).toHaveURL(/\/backend$/);
  return page;
}

/** The demo administrator, signed in, at the given width. */
async function adminAt(
  browser: Browser,
  baseURL: string | undefined,
  viewport: typeof PHONE,
): Promise<Page> {
  const admin = await signedInStaff(browser, baseURL);
  await admin.setViewportSize(viewport);
  return admin;
}

/** Nothing on the page is wider than the window, so nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `Seitenbreite bei ${innerWidth} px Fenster`).toBeLessThanOrEqual(innerWidth);
}

/**
 * Runs `act` answering every question the page asks (accept or dismiss) and returns the
 * questions as '<type>: <text>'.
 */
async function answering(page: Page, accept: boolean, act: () => Promise<unknown>) {
  const asked: string[] = [];
  const answer = (dialog: Dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void (accept ? dialog.accept() : dialog.dismiss());
  };
  page.on('dialog', answer);
  try {
    await act();
  } finally {
    page.off('dialog', answer);
  }
  return asked;
}

/** Opens a screen from the staff navigation: 'Verwaltung' or 'Backoffice'. */
async function openScreen(page: Page, navigation: string, screen: string) {
  await page
    .getByRole('navigation', { name: navigation })
    .getByRole('link', { name: screen })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
}

/** The row of the list whose row heading is `name`. */
function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

/** The data cells of a user row: name, e-mail, roles, branches, state (then the buttons). */
async function expectUserRow(page: Page, cells: string[]) {
  await expect(rowOf(page, STAFF.username).getByRole('cell')).toHaveText([...cells, /Bearbeiten/]);
}

const userForm = (page: Page, name: string) => page.getByRole('form', { name });
const editUserTitle = `Benutzer „${STAFF.username}“ bearbeiten`;

/** The demo administrator on the users screen of a phone. */
async function adminOnUsers(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const admin = await adminAt(browser, baseURL, PHONE);
  await openScreen(admin, 'Verwaltung', 'Benutzer');
  return admin;
}

/** Opens the new employee's account in the form. */
async function editStaff(admin: Page): Promise<Locator> {
  await admin.getByRole('button', { name: `${STAFF.username} bearbeiten` }).click();
  const form = userForm(admin, editUserTitle);
  await expect(form).toBeVisible();
  return form;
}

/** The screen's notice after a change (the frame's new-order badge is a status too). */
async function expectNotice(page: Page, notice: string) {
  await expect(page.getByRole('status').filter({ hasText: notice })).toHaveText(notice);
}

async function saveUser(page: Page, form: Locator, notice: string) {
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expectNotice(page, notice);
  await expect(form).toBeHidden();
}

/** How many staff accounts the database holds. */
const userCount = () => readDatabase<{ n: number }>('SELECT COUNT(*) AS n FROM user')[0].n;

test.describe('staff accounts and devices', () => {
  test.describe.configure({ mode: 'serial' });

  test('the owner creates an employee account on the phone, with role and branch, and it is still so after a reload', async ({
    browser,
    baseURL,
  }) => {
    const admin = await adminOnUsers(browser, baseURL);
    await expectNoSidewaysScroll(admin);

    await admin.getByRole('button', { name: 'Neuer Benutzer' }).click();
    const form = userForm(admin, 'Neuer Benutzer');
    await form.getByRole('textbox', { name: 'Benutzername' }).fill(STAFF.username);
    await form.getByRole('textbox', { name: 'E-Mail' }).fill(STAFF.email);
    await form.getByRole('textbox', { name: 'Vorname' }).fill(STAFF.firstName);
    await form.getByRole('textbox', { name: 'Nachname' }).fill(STAFF.lastName);
    const password = form.getByLabel('Neues Passwort');
    // A password field: the browser shows dots and does not offer a stored one.
    await expect(password).toHaveAttribute('type', 'password');
    await password.fill(STAFF.password);

    // A new account starts as an enabled employee of no branch.
    const roles = form.getByRole('group', { name: 'Rollen' });
    await expect(roles.getByRole('checkbox', { name: 'Mitarbeiter' })).toBeChecked();
    await expect(roles.getByRole('checkbox', { name: 'Administrator' })).not.toBeChecked();
    const branches = form.getByRole('group', { name: 'Filialen' });
    await expect(branches.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await branches.getByRole('checkbox', { name: BRANCH }).check();
    await expect(form.getByRole('checkbox', { name: 'Aktiviert' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Gesperrt' })).not.toBeChecked();

    await expectNoSidewaysScroll(admin);
    expect(await seriousViolations(admin)).toEqual([]);
    await saveUser(admin, form, 'Benutzer wurde erstellt.');
    const saved = [`${STAFF.firstName} ${STAFF.lastName}`, STAFF.email, 'Mitarbeiter', BRANCH];
    await expectUserRow(admin, [...saved, 'Aktiv']);

    // What was saved comes back from the server, in the list and in the form.
    await admin.reload();
    await expectUserRow(admin, [...saved, 'Aktiv']);
    const edit = await editStaff(admin);
    await expect(edit.getByRole('textbox', { name: 'Benutzername' })).toHaveValue(STAFF.username);
    await expect(edit.getByRole('textbox', { name: 'E-Mail' })).toHaveValue(STAFF.email);
    await expect(edit.getByRole('textbox', { name: 'Vorname' })).toHaveValue(STAFF.firstName);
    await expect(edit.getByRole('textbox', { name: 'Nachname' })).toHaveValue(STAFF.lastName);
    await expect(edit.getByLabel('Neues Passwort')).toHaveValue('');
    const savedRoles = edit.getByRole('group', { name: 'Rollen' });
    await expect(savedRoles.getByRole('checkbox', { checked: true })).toHaveAccessibleName(
      'Mitarbeiter',
    );
    const savedBranches = edit.getByRole('group', { name: 'Filialen' });
    await expect(savedBranches.getByRole('checkbox', { checked: true })).toHaveAccessibleName(
      BRANCH,
    );
    await admin.context().close();
  });

  test('the new employee signs in with her password and sees her branch, but no management', async ({
    browser,
    baseURL,
  }) => {
    const lena = await signedInAsStaff(browser, baseURL);
    await expect(lena.getByRole('heading', { level: 1 })).toHaveText(
      `Willkommen, ${STAFF.firstName}`,
    );
    await expect(
      lena.getByText(`Angemeldet als ${STAFF.firstName} ${STAFF.lastName}`),
    ).toBeVisible();
    await expect(
      lena.getByRole('list', { name: 'Ihre Filialen' }).getByRole('listitem'),
    ).toHaveText([new RegExp(`^${BRANCH} – `)]);

    // Employees get no "Verwaltung", and the users screen refuses them.
    await expect(lena.getByRole('navigation', { name: 'Backoffice' })).toBeVisible();
    await expect(lena.getByRole('navigation', { name: 'Verwaltung' })).toHaveCount(0);
    await lena.goto('/backend/users');
    await expect(lena.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();

    // On the devices screen she sees her branch's devices only, and cannot add one.
    await lena.goto('/backend');
    await openScreen(lena, 'Backoffice', 'Geräte');
    await expect(lena.getByRole('rowheader')).toHaveText([
      'Bondrucker Café Graz',
      'Theken-Tablet Graz',
    ]);
    await expect(lena.getByRole('button', { name: 'Neues Gerät' })).toHaveCount(0);
    await expectNoSidewaysScroll(lena);
    await lena.context().close();
  });

  test('the owner changes the employee’s name without touching her password, and the old password still works', async ({
    browser,
    baseURL,
  }) => {
    const admin = await adminOnUsers(browser, baseURL);
    const form = await editStaff(admin);
    const password = form.getByLabel('Neues Passwort');
    await expect(password).toHaveValue('');
    await expect(password).toHaveAccessibleDescription(
      'Leer lassen, um das bisherige Passwort zu behalten.',
    );
    await form.getByRole('textbox', { name: 'Nachname' }).fill(NEW_LAST_NAME);
    await expectNoSidewaysScroll(admin);
    await saveUser(admin, form, 'Benutzer wurde aktualisiert.');
    const renamed = `${STAFF.firstName} ${NEW_LAST_NAME}`;
    await expectUserRow(admin, [renamed, STAFF.email, 'Mitarbeiter', BRANCH, 'Aktiv']);
    await admin.context().close();

    const lena = await signedInAsStaff(browser, baseURL);
    await expect(lena.getByText(`Angemeldet als ${renamed}`)).toBeVisible();
    await lena.context().close();
  });

  test('a wrong e-mail address or a taken username is named at its field, and nothing is saved', async ({
    browser,
    baseURL,
  }) => {
    const admin = await adminOnUsers(browser, baseURL);
    const usersBefore = userCount();

    await admin.getByRole('button', { name: 'Neuer Benutzer' }).click();
    const form = userForm(admin, 'Neuer Benutzer');
    const username = form.getByRole('textbox', { name: 'Benutzername' });
    const email = form.getByRole('textbox', { name: 'E-Mail' });
    await username.fill('jonas.berger');
    await email.fill('jonas.berger(at)backstube-huber.example');
    await form.getByLabel('Neues Passwort').fill('Kaisersemmel-2026');
    await form.getByRole('button', { name: 'Speichern' }).click();

    // The API's message for an invalid e-mail (the field named as validation messages name it)
    // stands at the field, which takes the focus; the failed action is named above the form.
    const emailMessage = 'Das Feld „E-Mail-Adresse“ muss eine gültige E-Mail-Adresse sein.';
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(emailMessage);
    await expect(email).toBeFocused();
    await expect(form.getByRole('alert')).toContainText('Benutzer konnte nicht erstellt werden.');
    await expect(form.getByRole('alert')).toContainText(emailMessage);
    await expectNoSidewaysScroll(admin);

    // Correcting the address drops its message; a taken username is refused at its field.
    await email.fill('jonas.berger@backstube-huber.example');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await username.fill('admin');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('Dieser Benutzername ist bereits vergeben.');
    await expect(username).toBeFocused();
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(userCount()).toBe(usersBefore);

    // Given up: the list, after a reload too, holds neither account twice nor the new one.
    const asked = await answering(admin, true, () =>
      form.getByRole('button', { name: 'Abbrechen' }).click(),
    );
    expect(asked).toEqual([`confirm: ${USERS_UNSAVED_QUESTION}`]);
    await admin.reload();
    await expect(admin.getByRole('rowheader', { name: 'admin', exact: true })).toHaveCount(1);
    await expect(admin.getByRole('rowheader', { name: STAFF.username })).toBeVisible();
    await expect(admin.getByRole('rowheader', { name: 'jonas.berger' })).toHaveCount(0);
    await admin.context().close();
  });

  test('leaving the user form with unsaved changes asks first, and staying keeps them', async ({
    browser,
    baseURL,
  }) => {
    const admin = await adminOnUsers(browser, baseURL);
    const form = await editStaff(admin);
    const firstName = form.getByRole('textbox', { name: 'Vorname' });
    await firstName.fill('Magdalena');

    // A link of the navigation asks; declining stays on the form with the typed name.
    const devicesLink = admin
      .getByRole('navigation', { name: 'Backoffice' })
      .getByRole('link', { name: 'Geräte' });
    expect(await answering(admin, false, () => devicesLink.click())).toEqual([
      `confirm: ${USERS_UNSAVED_QUESTION}`,
    ]);
    await expect(admin).toHaveURL(/\/backend\/users$/);
    await expect(firstName).toHaveValue('Magdalena');

    // So does 'Abbrechen'.
    expect(
      await answering(admin, false, () => form.getByRole('button', { name: 'Abbrechen' }).click()),
    ).toEqual([`confirm: ${USERS_UNSAVED_QUESTION}`]);
    await expect(firstName).toHaveValue('Magdalena');

    // Closing the tab asks the browser's own question.
    const unloadQuestion = admin.waitForEvent('dialog');
    await admin.close({ runBeforeUnload: true });
    const unload = await unloadQuestion;
    expect(unload.type()).toBe('beforeunload');
    await unload.dismiss();
    await expect(firstName).toHaveValue('Magdalena');

    // Discarding leaves the screen; the account keeps its name.
    expect(await answering(admin, true, () => devicesLink.click())).toEqual([
      `confirm: ${USERS_UNSAVED_QUESTION}`,
    ]);
    await expect(admin.getByRole('heading', { level: 1, name: 'Geräte' })).toBeVisible();
    await openScreen(admin, 'Verwaltung', 'Benutzer');
    await expectUserRow(admin, [
      `${STAFF.firstName} ${NEW_LAST_NAME}`,
      STAFF.email,
      'Mitarbeiter',
      BRANCH,
      'Aktiv',
    ]);

    // An unchanged form is left without a question.
    await editStaff(admin);
    expect(
      await answering(admin, false, () => form.getByRole('button', { name: 'Abbrechen' }).click()),
    ).toEqual([]);
    await expect(form).toBeHidden();
    await admin.context().close();
  });

  test('the owner adds a counter tablet at the desk, renames it and removes it again', async ({
    browser,
    baseURL,
  }) => {
    const admin = await adminAt(browser, baseURL, DESK);
    await openScreen(admin, 'Backoffice', 'Geräte');
    await admin.getByRole('button', { name: 'Neues Gerät' }).click();
    const form = admin.getByRole('form', { name: 'Neues Gerät' });
    const type = form.getByRole('combobox', { name: 'Typ' });
    await expect(type).toHaveValue('printer');
    await type.selectOption({ label: 'Tablet' });
    await form.getByRole('textbox', { name: 'Name' }).fill(TABLET.name);
    await form.getByRole('textbox', { name: 'Kennung' }).fill(TABLET.identifier);
    await form.getByRole('combobox', { name: 'Filiale' }).selectOption({ label: BRANCH });
    await expect(form.getByRole('checkbox', { name: 'Aktiviert' })).toBeChecked();
    expect(await seriousViolations(admin)).toEqual([]);

    // Unsaved input is not dropped by 'Abbrechen' without asking.
    expect(
      await answering(admin, false, () => form.getByRole('button', { name: 'Abbrechen' }).click()),
    ).toEqual([`confirm: ${DEVICES_UNSAVED_QUESTION}`]);
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(TABLET.name);

    await form.getByRole('button', { name: 'Speichern' }).click();
    await expectNotice(admin, 'Gerät wurde erstellt.');
    await expect(form).toBeHidden();
    // A new device has never called in.
    const created = [TABLET.identifier, 'Tablet', BRANCH, /^Offline\s*noch nie verbunden$/];
    await expect(rowOf(admin, TABLET.name).getByRole('cell')).toHaveText([
      ...created,
      /Test und Protokolle/,
    ]);
    await admin.reload();
    await expect(rowOf(admin, TABLET.name).getByRole('cell')).toHaveText([
      ...created,
      /Test und Protokolle/,
    ]);

    await admin.getByRole('button', { name: `${TABLET.name} bearbeiten` }).click();
    const edit = admin.getByRole('form', { name: `Gerät „${TABLET.name}“ bearbeiten` });
    await expect(edit.getByRole('combobox', { name: 'Typ' })).toHaveValue('tablet');
    await expect(
      edit.getByRole('combobox', { name: 'Filiale' }).locator('option:checked'),
    ).toHaveText(BRANCH);
    await edit.getByRole('textbox', { name: 'Name' }).fill(TABLET.renamed);
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await expectNotice(admin, 'Gerät wurde aktualisiert.');
    await expect(rowOf(admin, TABLET.name)).toHaveCount(0);
    await expect(rowOf(admin, TABLET.renamed).getByRole('cell')).toHaveText([
      ...created,
      /Test und Protokolle/,
    ]);

    // The phone shows the list and the form without sideways scrolling.
    await admin.setViewportSize(PHONE);
    await expectNoSidewaysScroll(admin);
    await admin.getByRole('button', { name: `${TABLET.renamed} bearbeiten` }).click();
    await expectNoSidewaysScroll(admin);
    await admin
      .getByRole('form', { name: `Gerät „${TABLET.renamed}“ bearbeiten` })
      .getByRole('button', { name: 'Abbrechen' })
      .click();
    await admin.setViewportSize(DESK);

    await admin.getByRole('button', { name: `${TABLET.renamed} löschen` }).click();
    const question = admin.getByRole('alertdialog', {
      name: `Gerät „${TABLET.renamed}“ wirklich löschen?`,
    });
    await question.getByRole('button', { name: 'Löschen' }).click();
    await expectNotice(admin, 'Gerät wurde gelöscht.');
    await expect(rowOf(admin, TABLET.renamed)).toHaveCount(0);
    await admin.reload();
    await expect(admin.getByRole('rowheader', { name: 'Theken-Tablet Graz' })).toBeVisible();
    await expect(rowOf(admin, TABLET.renamed)).toHaveCount(0);
    await admin.context().close();
  });

  test('the owner deletes the account, and it no longer signs in', async ({ browser, baseURL }) => {
    const admin = await adminOnUsers(browser, baseURL);
    await admin.getByRole('button', { name: `${STAFF.username} löschen` }).click();
    const question = admin.getByRole('alertdialog', {
      name: `Benutzer „${STAFF.username}“ wirklich löschen?`,
    });
    await question.getByRole('button', { name: 'Löschen' }).click();
    await expectNotice(admin, 'Benutzer wurde gelöscht.');
    await admin.reload();
    await expect(admin.getByRole('rowheader', { name: 'admin', exact: true })).toBeVisible();
    await expect(rowOf(admin, STAFF.username)).toHaveCount(0);
    await admin.context().close();

    const refused = await signInAttempt(browser, baseURL, STAFF.username, STAFF.password, PHONE);
    await expect(refused.getByRole('alert')).toHaveText('Benutzername oder Passwort ist falsch.');
    await expect(refused).toHaveURL(/\/backend\/login$/);
    await refused.context().close();
  });
});
