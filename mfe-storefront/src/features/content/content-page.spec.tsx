import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RootStore, StoresProvider } from '@bestellwerk/client';
import { makeConfig, makeSite } from '@bestellwerk/domain/testing';
import { ContentPage } from './content-page.js';

function renderContent(path: string) {
  const stores = new RootStore();
  stores.init.apply([
    {
      url: '/api/config',
      data: makeConfig({ shopName: 'Bäckerei Korn', privacyPolicyText: '<p>Ihre Daten</p>' }),
    },
    {
      url: '/api/sites',
      data: [
        makeSite({
          id: 2,
          path: '/site/ueber-uns',
          title: '',
          name: 'Über uns',
          content: [{ type: 'text', value: { html: '<p>Bäckerei Korn GmbH</p>' } }],
        }),
      ],
    },
  ]);
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={[path]}>
        <ContentPage />
      </MemoryRouter>
    </StoresProvider>,
  );
}

describe('ContentPage', () => {
  it('shows a stored site and names the page after its title or name', () => {
    renderContent('/site/ueber-uns/');

    expect(screen.getByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
    expect(screen.getByText('Bäckerei Korn GmbH')).toBeInTheDocument();
    expect(document.title).toBe('Über uns - Bäckerei Korn');
  });

  it('shows the configured legal text on its legal route', () => {
    renderContent('/datenschutz');

    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutz' })).toBeInTheDocument();
    expect(screen.getByText('Ihre Daten')).toBeInTheDocument();
    expect(document.title).toBe('Datenschutz - Bäckerei Korn');
  });

  it('shows the 404 view for an unknown path', () => {
    renderContent('/gibt-es-nicht');

    expect(screen.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('Leider wurde die angeforderte Seite nicht gefunden.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('404 Not Found - Bäckerei Korn');
  });
});
