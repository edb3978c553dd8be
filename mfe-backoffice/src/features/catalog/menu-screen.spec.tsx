import { fireEvent, screen, within } from '@testing-library/react';
import { bodyOf, renderAsAdmin } from './catalog-test-support.js';
import { MenusPage } from './catalog-screens.js';

const summer = {
  id: 5,
  name: 'Sommerkarte',
  availableFrom: '2026-06-01T08:00:00.000Z',
  branches: [1],
  catalog: [
    {
      id: 10,
      products: [
        { id: 100, isEnabled: true, schedule: null },
        { id: 101, isEnabled: true, schedule: null },
      ],
    },
    { id: 11, products: [{ id: 110, isEnabled: false, schedule: null }] },
  ],
};

function renderMenus(routes = {}) {
  return renderAsAdmin(<MenusPage />, {
    'GET /api/menus?page=1&pageSize=20': {
      body: { data: [summer] },
      headers: { 'X-Total-Count': '1' },
    },
    'GET /api/categories': {
      body: {
        data: [
          { id: 10, name: 'Brot' },
          { id: 11, name: 'Süßes' },
          { id: 12, name: 'Getränke' },
        ],
      },
    },
    'GET /api/products': {
      body: {
        data: [
          { id: 100, name: 'Laib' },
          { id: 101, name: 'Weckerl' },
          { id: 110, name: 'Strudel' },
          { id: 120, name: 'Melange' },
        ],
      },
    },
    'GET /api/branches': {
      body: {
        data: [
          { id: 1, name: 'Zentrale' },
          { id: 2, name: 'Bahnhof' },
        ],
      },
    },
    'PUT /api/menus/5': { body: { data: summer } },
    ...routes,
  });
}

async function openSummer() {
  await screen.findByRole('rowheader', { name: 'Sommerkarte' });
  fireEvent.click(screen.getByRole('button', { name: 'Sommerkarte bearbeiten' }));
  await screen.findByRole('heading', { name: 'Brot' });
}

describe('MenusPage', () => {
  it('lists menus with their start as DD.MM.YYYY HH:mm', async () => {
    renderMenus();
    const row = (await screen.findByRole('rowheader', { name: 'Sommerkarte' })).closest('tr')!;
    expect(within(row).getByText('01.06.2026 10:00')).toBeInTheDocument();
  });

  it('reorders categories and products with buttons and saves the order', async () => {
    const { calls } = renderMenus();
    await openSummer();

    fireEvent.click(screen.getByRole('button', { name: 'Kategorie „Brot“ nach unten' }));
    expect(screen.getByRole('button', { name: 'Kategorie „Brot“ nach oben' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Produkt „Weckerl“ nach oben' }));
    fireEvent.click(screen.getByLabelText('Strudel aktiv'));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Produktkatalog wurde aktualisiert.',
    );
    expect((bodyOf(calls, 'PUT') as { catalog: unknown }).catalog).toEqual([
      { id: 11, products: [{ id: 110, isEnabled: true, schedule: null }] },
      {
        id: 10,
        products: [
          { id: 101, isEnabled: true, schedule: null },
          { id: 100, isEnabled: true, schedule: null },
        ],
      },
    ]);
  });

  it('reorders by dragging within a category', async () => {
    const { calls } = renderMenus();
    await openSummer();
    const laib = screen.getByText('Laib', { selector: 'span' }).closest('li')!;
    const weckerl = screen.getByText('Weckerl', { selector: 'span' }).closest('li')!;
    const dataTransfer = { setData: () => undefined };
    fireEvent.dragStart(weckerl, { dataTransfer });
    fireEvent.dragOver(laib, { dataTransfer });
    fireEvent.drop(laib, { dataTransfer });
    const süßes = screen.getByRole('heading', { name: 'Süßes' }).closest('li')!;
    const brot = screen.getByRole('heading', { name: 'Brot' }).closest('li')!;
    fireEvent.dragStart(süßes, { dataTransfer });
    fireEvent.drop(brot, { dataTransfer });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByRole('status');
    const catalog = (
      bodyOf(calls, 'PUT') as { catalog: { id: number; products: { id: number }[] }[] }
    ).catalog;
    expect(catalog.map((c) => [c.id, c.products.map((p) => p.id)])).toEqual([
      [11, [110]],
      [10, [101, 100]],
    ]);
  });

  it('adds a category and a product from selects, sends branch ids and a product schedule', async () => {
    const { calls } = renderMenus();
    await openSummer();

    fireEvent.change(screen.getByLabelText('Kategorie hinzufügen'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    fireEvent.change(
      await screen.findByLabelText('Produkt zu „Getränke“ hinzufügen', { selector: 'select' }),
      {
        target: { value: '120' },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Produkt zu „Getränke“ hinzufügen' }));
    fireEvent.click(screen.getByLabelText('Melange: nur zu bestimmten Zeiten verfügbar'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Zeit hinzufügen' })[0]);
    fireEvent.change(screen.getByLabelText('Zeit 1: bis'), { target: { value: '11:00' } });
    fireEvent.click(await screen.findByLabelText('Bahnhof'));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await screen.findByRole('status');
    const body = bodyOf(calls, 'PUT') as { branches: number[]; catalog: unknown[] };
    expect(body.branches).toEqual([1, 2]);
    expect(body.catalog[2]).toEqual({
      id: 12,
      products: [
        {
          id: 120,
          isEnabled: true,
          schedule: {
            startDate: null,
            endDate: null,
            hours: [{ type: 'daily', date: null, isClosed: false, from: '08:00', to: '11:00' }],
          },
        },
      ],
    });
  });

  it('shows a missing product of the catalogue at its entry', async () => {
    renderMenus({
      'PUT /api/menus/5': {
        status: 400,
        body: {
          errors: [
            {
              field: 'catalog.1.products.0.id',
              message: 'Produkt mit der ID 110 existiert nicht.',
            },
          ],
        },
      },
    });
    await openSummer();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const message = await screen.findByText('Produkt mit der ID 110 existiert nicht.', {
      selector: '.bo-field-error',
    });
    expect(message.closest('li')).toHaveTextContent('Strudel');
  });
});
