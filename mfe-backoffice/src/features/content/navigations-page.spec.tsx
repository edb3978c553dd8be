import { fireEvent, screen, within } from '@testing-library/react';
import type { Navigation, NavigationItem } from '@bestellwerk/domain';
import { lastBody, page, renderAsAdmin } from './content-test-setup.js';
import { NavigationsPage } from './navigations-page.js';

const item = (
  label: string,
  children: NavigationItem[] = [],
  type: NavigationItem['type'] = 'group',
  target: NavigationItem['target'] = null,
): NavigationItem => ({ type, target, label, isEnabled: true, children });

const header: Navigation = {
  id: 1,
  identifier: 'header-navigation',
  name: 'Hauptnavigation',
  isPublic: true,
  items: [
    item('Startseite', [], 'home'),
    item('Über uns', [], 'site', 3),
    item('Standorte', [item('Linz', [], 'branch', 7)]),
  ],
};

/** The tree as nested labels of the last PUT: 'A(B,C)'. */
const shape = (items: NavigationItem[]): string =>
  items
    .map((each) => (each.children.length ? `${each.label}(${shape(each.children)})` : each.label))
    .join(',');

function renderNavigations(routes = {}) {
  return renderAsAdmin(<NavigationsPage />, '/backend/navigations', {
    'GET /api/navigations?page=1&pageSize=20': page([header]),
    'GET /api/sites': { body: { data: [{ id: 3, name: 'Über uns', path: '/site/ueber-uns' }] } },
    'GET /api/branches': { body: { data: [{ id: 7, name: 'Linz-Urfahr' }] } },
    'PUT /api/navigations/1': { body: { data: header } },
    ...routes,
  });
}

async function openHeader() {
  fireEvent.click(await screen.findByRole('button', { name: 'Hauptnavigation bearbeiten' }));
}

const save = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  await screen.findByRole('status');
};

describe('NavigationsPage', () => {
  it('reorders, nests and removes items with the buttons, keeping the focus on the moved item', async () => {
    const { calls } = renderNavigations();
    await openHeader();
    expect(screen.getByRole('button', { name: '„Startseite“ nach oben' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '„Startseite“ einrücken' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '„Linz“ einrücken' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: '„Über uns“ nach oben' }));
    expect(screen.getByRole('button', { name: '„Über uns“ nach unten' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: '„Startseite“ einrücken' }));
    fireEvent.click(screen.getByRole('button', { name: '„Linz“ ausrücken' }));
    expect(screen.getByRole('button', { name: '„Linz“ ausrücken' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '„Standorte“ nach unten' }));
    fireEvent.click(screen.getByRole('button', { name: '„Standorte“ entfernen' }));
    await save();

    expect(shape((lastBody(calls, 'PUT') as Navigation).items)).toBe('Über uns(Startseite),Linz');
  });

  it('adds a link item below another and edits its target; drags an item into another', async () => {
    const { calls } = renderNavigations();
    await openHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Unterpunkt zu „Über uns“ hinzufügen' }));
    const added = screen.getByRole('group', { name: /^Eintrag 2\.1/ });
    expect(added).toHaveFocus();
    fireEvent.change(within(added).getByLabelText('Art'), { target: { value: 'link' } });
    fireEvent.change(within(added).getByLabelText('Beschriftung'), {
      target: { value: 'Instagram' },
    });
    fireEvent.change(within(added).getByLabelText('Adresse'), {
      target: { value: 'https://instagram.com/backstube' },
    });

    const home = screen.getByRole('group', { name: /^Eintrag 1:/ }).closest('li')!;
    const places = screen.getByRole('group', { name: /^Eintrag 3:/ }).closest('li')!;
    fireEvent.dragStart(home);
    fireEvent.dragOver(places);
    fireEvent.drop(places);
    await save();

    const sent = (lastBody(calls, 'PUT') as Navigation).items;
    expect(shape(sent)).toBe('Über uns(Instagram),Standorte(Linz,Startseite)');
    expect(sent[0].children[0]).toEqual(
      item('Instagram', [], 'link', 'https://instagram.com/backstube'),
    );
  });

  it('shows the server message at the item it concerns', async () => {
    renderNavigations({
      'PUT /api/navigations/1': {
        status: 400,
        body: {
          errors: [
            {
              field: 'items.2.children.0.target',
              message: 'Das Ziel muss die ID einer Filiale sein.',
            },
          ],
        },
      },
    });
    await openHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const linz = screen.getByRole('group', { name: /^Eintrag 3\.1/ });
    expect(
      await within(linz).findByText('Das Ziel muss die ID einer Filiale sein.'),
    ).toBeInTheDocument();
    expect(within(linz).getByLabelText('Filiale')).toHaveAttribute('aria-invalid', 'true');
  });
});
