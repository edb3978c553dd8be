import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RootStore, StoresProvider } from '@bestellwerk/client';
import { makeBranch, makeConfig } from '@bestellwerk/domain/testing';
import { HomePage } from './home-page.js';

function renderHome() {
  const stores = new RootStore();
  stores.init.apply([
    {
      url: '/api/config',
      data: makeConfig({ shopName: 'Bäckerei Korn', title: 'Unsere Filialen' }),
    },
    {
      url: '/api/branches',
      data: [
        makeBranch({
          id: 1,
          identifier: 'innenstadt',
          name: 'Filiale Innenstadt',
          street: 'Altstadt 3',
          zipCode: '6020',
          city: 'Innsbruck',
        }),
        makeBranch({ id: 2, identifier: 'intern', name: 'Zentrale', isPublic: false }),
        makeBranch({
          id: 3,
          identifier: 'hall',
          name: 'Filiale Hall',
          street: 'Stadtplatz 1',
          zipCode: '6060',
          city: 'Hall in Tirol',
        }),
        makeBranch({ id: 4, identifier: 'umbau', name: 'Umbau', isEnabled: false }),
      ],
    },
  ]);
  render(
    <StoresProvider value={stores}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </StoresProvider>,
  );
}

describe('HomePage', () => {
  it('lists the enabled, public branches as cards linking to their store', () => {
    renderHome();

    const cards = screen.getAllByTestId('branch-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', '/store/innenstadt');
    expect(
      within(cards[0]).getByRole('heading', { name: 'Filiale Innenstadt' }),
    ).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Altstadt 3');
    expect(cards[0]).toHaveTextContent('6020 Innsbruck');
    expect(cards[1]).toHaveAttribute('href', '/store/hall');
    expect(screen.queryByText('Zentrale')).not.toBeInTheDocument();
  });

  it('shows the configured title and names the page after it', () => {
    renderHome();

    expect(screen.getByRole('heading', { level: 1, name: 'Unsere Filialen' })).toBeInTheDocument();
    expect(document.title).toBe('Unsere Filialen - Bäckerei Korn');
  });
});
