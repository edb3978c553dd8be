import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder } from '@bestellwerk/client/testing';
import { makeMe } from '@bestellwerk/domain/testing';
import { TablesPage } from './tables-page.js';

const LIST = '/api/tables?page=1&pageSize=20';

function renderPage() {
  const { fetch, calls } = jsonResponder({
    [`GET ${LIST}`]: {
      body: { data: [{ id: 4, identifier: 'T4', name: 'Fenstertisch', branch: { id: 2 } }] },
      headers: { 'X-Total-Count': '1' },
    },
    'GET /api/branches': { body: { data: [{ id: 2, identifier: 'graz', name: 'Graz Mitte' }] } },
  });
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ roles: ['ROLE_ADMIN'] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={['/backend/tables']}>
        <TablesPage />
      </MemoryRouter>
    </StoresProvider>,
  );
  return { calls };
}

describe('TablesPage', () => {
  it('lists tables with the name of their branch', async () => {
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'Fenstertisch' })).closest('tr')!;
    expect(within(row).getByText('T4')).toBeInTheDocument();
    expect(await within(row).findByText('Graz Mitte')).toBeInTheDocument();
  });

  it('opens a print view of the QR code with table and branch, prints and closes', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPage();
    await screen.findByText('Graz Mitte');
    const open = screen.getByRole('button', { name: 'QR-Code von Fenstertisch drucken' });
    open.focus();
    fireEvent.click(open);

    const dialog = screen.getByRole('dialog', { name: 'QR-Code für Fenstertisch' });
    expect(within(dialog).getByRole('heading', { name: 'Fenstertisch' })).toHaveFocus();
    expect(within(dialog).getByText('Graz Mitte')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/tables/4/qr.svg');
    expect(within(dialog).getByRole('img')).toHaveAccessibleName(
      'QR-Code: Graz Mitte, Fenstertisch (Kennung T4)',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    print.mockRestore();
  });
});
