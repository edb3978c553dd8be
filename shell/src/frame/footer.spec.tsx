import { render, screen, within } from '@testing-library/react';
import type { Branch, Config, Navigation } from '@bestellwerk/domain';
import { RootStore, StoresProvider, MemoryRouter } from '@bestellwerk/client';
import {
  makeBranch,
  makeConfig,
  makeNavigation,
  makeNavItem,
  makeSite,
} from '@bestellwerk/domain/testing';
import { Footer } from './footer.js';

function renderFooter(
  config: Partial<Config>,
  branches: Branch[] = [],
  path = '/',
  navigations: Navigation[] = [],
) {
  const stores = new RootStore();
  stores.init.apply([
    { url: '/api/config', data: makeConfig(config) },
    { url: '/api/branches', data: branches },
    { url: '/api/sites', data: [makeSite({ id: 7, path: '/site/imprint', title: 'Impressum' })] },
    { url: '/api/navigations', data: navigations },
  ]);
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={[path]}>
        <Footer />
      </MemoryRouter>
    </StoresProvider>,
  );
}

const legal = () => within(screen.getByRole('navigation', { name: 'Rechtliches' }));

describe('Footer', () => {
  it('links phone and e-mail of the config', () => {
    renderFooter({ phone: '0043 (512) 123-456', email: ' hallo@korn.example ' });

    expect(screen.getByRole('link', { name: '0043 (512) 123-456' })).toHaveAttribute(
      'href',
      'tel:+43512123456',
    );
    expect(screen.getByRole('link', { name: 'hallo@korn.example' })).toHaveAttribute(
      'href',
      'mailto:hallo@korn.example',
    );
  });

  it('links each legal page internally when its text is set, else to its url, else not at all', () => {
    renderFooter(
      {
        termsAndConditionsText: '<p>AGB</p>',
        privacyPolicy: 'https://korn.example/datenschutz',
        imprintText: '<p>Impressum</p>',
        allergens: '',
        allergensText: '',
      },
      [],
      '/impressum',
    );

    expect(legal().getByRole('link', { name: 'AGB' })).toHaveAttribute(
      'href',
      '/site/terms-and-conditions',
    );
    expect(legal().getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
      'href',
      'https://korn.example/datenschutz',
    );
    expect(legal().getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('target', '_blank');
    expect(legal().getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(legal().queryByText('Allergene')).not.toBeInTheDocument();
  });

  it.each([
    ['exactly one branch', [makeBranch({ identifier: 'hall' })], '/store/hall'],
    [
      'one visible branch besides a hidden one',
      [makeBranch({ identifier: 'hall' }), makeBranch({ id: 2, isPublic: false })],
      '/store/hall',
    ],
    ['two branches', [makeBranch(), makeBranch({ id: 2, identifier: 'hall' })], null],
  ])("offers 'Online Bestellen' for %s", (_name, branches, href) => {
    renderFooter({}, branches);

    const link = screen.queryByRole('link', { name: 'Online Bestellen' });
    if (href) expect(link).toHaveAttribute('href', href);
    else expect(link).not.toBeInTheDocument();
  });

  it('lists each legal page once, though the footer menu links it too', () => {
    renderFooter(
      { imprintText: '<p>Impressum</p>', privacyPolicyText: '<p>Datenschutz</p>' },
      [],
      '/',
      [
        makeNavigation({
          identifier: 'footer-navigation',
          items: [
            makeNavItem({ type: 'site', target: 7, label: 'Impressum' }),
            makeNavItem({ type: 'link', target: '/datenschutz', label: 'Datenschutzerklärung' }),
            makeNavItem({ type: 'link', target: 'mailto:hallo@korn.example', label: 'E-Mail' }),
          ],
        }),
      ],
    );

    expect(screen.getAllByRole('link', { name: 'Impressum' })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /^Datenschutz/ })).toHaveLength(1);
    expect(legal().getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    const menu = within(screen.getByRole('navigation', { name: 'Fußzeilennavigation' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['E-Mail']);
  });

  const entry = (
    type: 'daily' | 'saturday' | 'sunday',
    from: string,
    to: string,
    isClosed = false,
  ) => ({
    type,
    date: null,
    isClosed,
    from,
    to,
  });
  const rows = (name: string) =>
    within(screen.getByRole('table', { name }))
      .getAllByRole('row')
      .map((row) => row.textContent);

  it('shows a delivering branch its opening hours and, labelled beside them, its delivery hours', () => {
    renderFooter({}, [
      makeBranch({
        name: 'Filiale Neubau',
        openingHours: [entry('daily', '06:30', '18:30'), entry('sunday', '08:00', '12:00')],
        deliveryHours: [entry('daily', '08:00', '17:30'), entry('sunday', '00:00', '00:00', true)],
        isDeliveryHoursEnabled: true,
      }),
    ]);

    expect(rows('Öffnungszeiten')).toEqual(['Mo – Sa06:30 – 18:30', 'So08:00 – 12:00']);
    expect(rows('Lieferzeiten')).toEqual(['Mo – Sa08:00 – 17:30', 'SoGeschlossen']);
  });

  it('lists the hours of visible branches as week tables from Monday, delivery hours where they differ', () => {
    renderFooter({}, [
      makeBranch({
        id: 1,
        name: 'Filiale Innenstadt',
        openingHours: [entry('daily', '07:00', '18:00'), entry('sunday', '00:00', '00:00', true)],
      }),
      makeBranch({
        id: 2,
        identifier: 'bahnhof',
        name: 'Filiale Bahnhof',
        openingHours: [entry('daily', '06:00', '20:00')],
        deliveryHours: [entry('daily', '11:00', '14:00'), entry('saturday', '10:00', '12:00')],
        isDeliveryHoursEnabled: true,
      }),
      makeBranch({
        id: 3,
        identifier: 'geheim',
        name: 'Filiale Geheim',
        openingHours: [entry('daily', '07:00', '18:00')],
        isEnabled: false,
      }),
    ]);

    expect(rows('Öffnungszeiten Filiale Innenstadt')).toEqual([
      'Mo – Sa07:00 – 18:00',
      'SoGeschlossen',
    ]);
    expect(screen.queryByRole('table', { name: 'Lieferzeiten Filiale Innenstadt' })).toBeNull();
    expect(rows('Öffnungszeiten Filiale Bahnhof')).toEqual(['Mo – So06:00 – 20:00']);
    expect(rows('Lieferzeiten Filiale Bahnhof')).toEqual([
      'Mo – Fr11:00 – 14:00',
      'Sa10:00 – 12:00',
      'So11:00 – 14:00',
    ]);
    expect(screen.queryByRole('table', { name: /Geheim/ })).not.toBeInTheDocument();
  });

  it('gives each listed branch its address, phone and a route link to its coordinates', () => {
    renderFooter({}, [
      makeBranch({
        name: 'Filiale Innenstadt',
        street: 'Maria-Theresien-Straße 10',
        zipCode: '6020',
        city: 'Innsbruck',
        phone: '+43 512 987654',
        latitude: 47.2654,
        longitude: 11.3945,
        openingHours: [{ type: 'daily', date: null, isClosed: false, from: '07:00', to: '18:00' }],
      }),
    ]);
    expect(screen.getByText('Maria-Theresien-Straße 10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+43 512 987654' })).toHaveAttribute(
      'href',
      'tel:+43512987654',
    );
    const route = screen.getByRole('link', { name: 'Route zu Filiale Innenstadt planen' });
    expect(route).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=47.2654%2C11.3945',
    );
    expect(route).toHaveAttribute('target', '_blank');
  });
});
