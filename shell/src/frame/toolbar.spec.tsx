import { render, screen } from '@testing-library/react';
import type { Branch, OpeningHourEntry } from '@bestellwerk/domain';
import { RootStore, StoresProvider, MemoryRouter } from '@bestellwerk/client';
import { makeBranch, makeConfig } from '@bestellwerk/domain/testing';
import { selectedBranchIdentifier, Toolbar } from './toolbar.js';

const daily = (from: string, to: string): OpeningHourEntry => ({
  type: 'daily',
  date: null,
  isClosed: false,
  from,
  to,
});

const DAY = [daily('07:00', '18:00')];
const EVENING = [daily('17:00', '22:00')];

function renderToolbar(path: string, branches: Branch[], viennaTime: string) {
  // 23 November 2026: Vienna is UTC+1.
  jest.setSystemTime(new Date(`2026-11-23T${viennaTime}:00+01:00`));
  const stores = new RootStore();
  stores.init.apply([
    {
      url: '/api/config',
      data: makeConfig({ enablePluginToolbar: true, timeZone: 'Europe/Vienna' }),
    },
    { url: '/api/branches', data: branches },
  ]);
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={[path]}>
        <Toolbar />
      </MemoryRouter>
    </StoresProvider>,
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Toolbar without a selected branch', () => {
  const branches = [
    makeBranch({ id: 1, identifier: 'innenstadt', openingHours: DAY }),
    makeBranch({ id: 2, identifier: 'bahnhof', openingHours: EVENING }),
    makeBranch({ id: 3, identifier: 'geheim', openingHours: DAY, isPublic: false }),
  ];

  it.each([
    ['10:00', '1 Standort geöffnet'],
    ['17:30', '2 Standorte geöffnet'],
    ['23:00', 'Alle Standorte geschlossen'],
  ])('reads at %s: %s (hidden branches do not count)', (time, text) => {
    renderToolbar('/', branches, time);
    expect(screen.getByRole('region', { name: 'Standorte' })).toHaveTextContent(text);
  });
});

describe('Toolbar of a selected branch', () => {
  const branches = [
    makeBranch({ identifier: 'innenstadt', name: 'Filiale Innenstadt', openingHours: DAY }),
  ];

  it('shows the branch with a link back and its closing time in green', () => {
    renderToolbar('/store/innenstadt', branches, '10:00');

    const region = screen.getByRole('region', { name: 'Standort' });
    expect(region).toHaveTextContent('Filiale Innenstadt');
    expect(screen.getByRole('link', { name: /Alle Standorte/ })).toHaveAttribute('href', '/');
    expect(screen.getByText('Geöffnet bis 18:00')).toHaveClass('shell-toolbar__status--open');
  });

  it('warns when the branch closes within 60 minutes, also on the checkout', () => {
    renderToolbar('/store/innenstadt/checkout', branches, '17:01');

    expect(screen.getByText('Geöffnet bis 18:00')).toHaveClass('shell-toolbar__status--warning');
  });

  it("reads 'Geschlossen' outside the opening hours", () => {
    renderToolbar('/store/innenstadt', branches, '18:00');

    expect(screen.getByText('Geschlossen')).toHaveClass('shell-toolbar__status--closed');
  });
});

describe('selectedBranchIdentifier', () => {
  it.each([
    ['/store/innenstadt', 'innenstadt'],
    ['/store/innenstadt/checkout/error', 'innenstadt'],
    ['/', null],
    ['/site/store', null],
  ])('%s → %s', (path, identifier) => {
    expect(selectedBranchIdentifier(path)).toBe(identifier);
  });
});
