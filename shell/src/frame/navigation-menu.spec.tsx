import { render, screen } from '@testing-library/react';
import { RootStore, StoresProvider, MemoryRouter } from '@bestellwerk/client';
import { makeBranch, makeNavigation, makeNavItem, makeSite } from '@bestellwerk/domain/testing';
import { NavigationMenu } from './navigation-menu.js';
import { usePublicNavigation } from './use-public-navigation.js';

function HeaderMenu() {
  const entries = usePublicNavigation('header-navigation');
  return entries ? <NavigationMenu entries={entries} /> : <p>kein Menü</p>;
}

function renderMenu(path: string, items = defaultItems()) {
  const stores = new RootStore();
  stores.init.apply([
    { url: '/api/sites', data: [makeSite({ id: 4, path: '/site/ueber-uns' })] },
    {
      url: '/api/branches',
      data: [
        makeBranch({ id: 2, identifier: 'bahnhof' }),
        makeBranch({ id: 3, identifier: 'geheim', isPublic: false }),
      ],
    },
    { url: '/api/navigations', data: [makeNavigation({ items })] },
  ]);
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={[path]}>
        <HeaderMenu />
      </MemoryRouter>
    </StoresProvider>,
  );
}

function defaultItems() {
  return [
    makeNavItem({ type: 'home', label: 'Start' }),
    makeNavItem({
      type: 'group',
      label: 'Filialen',
      children: [
        makeNavItem({ type: 'branch', target: 2, label: 'Bahnhof' }),
        makeNavItem({ type: 'branch', target: 3, label: 'Geheim' }),
        makeNavItem({ type: 'site', target: 4, label: 'Über uns', isEnabled: false }),
      ],
    }),
    makeNavItem({ type: 'link', target: 'https://instagram.com/korn', label: 'Instagram' }),
    makeNavItem({ type: 'link', target: 'tel:+43512123456', label: 'Anrufen' }),
  ];
}

describe('NavigationMenu', () => {
  it('links routes, external sites in a new tab, and leaves hidden branches as plain text', () => {
    renderMenu('/');

    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Bahnhof' })).toHaveAttribute('href', '/store/bahnhof');
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Anrufen' })).not.toHaveAttribute('target');
    expect(screen.queryByRole('link', { name: 'Geheim' })).not.toBeInTheDocument();
    expect(screen.getByText('Geheim')).toBeInTheDocument();
    expect(screen.queryByText('Über uns')).not.toBeInTheDocument();
  });

  it('marks the current entry as the page and its group as active', () => {
    renderMenu('/store/bahnhof/checkout');

    expect(screen.getByRole('link', { name: 'Bahnhof' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Start' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Filialen').closest('li')).toHaveClass('shell-menu__item--active');
    expect(screen.getByRole('link', { name: 'Start' }).closest('li')).not.toHaveClass(
      'shell-menu__item--active',
    );
  });

  it('shows no menu when every item is disabled', () => {
    renderMenu('/', [makeNavItem({ label: 'Aus', isEnabled: false })]);

    expect(screen.getByText('kein Menü')).toBeInTheDocument();
  });
});
