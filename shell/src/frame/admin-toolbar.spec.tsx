import { render, screen, within } from '@testing-library/react';
import { RootStore, StoresProvider, MemoryRouter } from '@bestellwerk/client';
import type { Me } from '@bestellwerk/domain';
import { makeMe } from '@bestellwerk/domain/testing';
import { AdminToolbar } from './admin-toolbar.js';

function renderFor(roles: Me['roles'] | null) {
  const stores = new RootStore();
  if (roles) stores.session.setMe(makeMe({ username: 'chefin', roles }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter>
        <AdminToolbar />
      </MemoryRouter>
    </StoresProvider>,
  );
}

describe('AdminToolbar', () => {
  it('links an admin to the backend pages, the sign-out, and shows user and app version', () => {
    renderFor(['ROLE_ADMIN']);

    const toolbar = within(screen.getByRole('navigation', { name: 'Verwaltung' }));
    expect(toolbar.getByRole('link', { name: 'Seiten' })).toHaveAttribute('href', '/backend/sites');
    expect(toolbar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/backend');
    expect(toolbar.getByRole('link', { name: 'Navigationen' })).toHaveAttribute(
      'href',
      '/backend/navigations',
    );
    expect(toolbar.getByRole('link', { name: 'Ins Backend wechseln' })).toHaveAttribute(
      'href',
      '/backend',
    );
    expect(toolbar.getByRole('link', { name: 'Abmelden' })).toHaveAttribute(
      'href',
      '/backend/logout',
    );
    expect(toolbar.getByText('chefin')).toBeInTheDocument();
    expect(toolbar.getByText('Version 1.7.2-dev')).toBeInTheDocument();
  });

  it.each<[string, Me['roles'] | null]>([
    ['an employee', ['ROLE_EMPLOYEE']],
    ['a visitor', null],
  ])('is not there for %s', (_name, roles) => {
    renderFor(roles);
    expect(screen.queryByRole('navigation', { name: 'Verwaltung' })).not.toBeInTheDocument();
  });
});
