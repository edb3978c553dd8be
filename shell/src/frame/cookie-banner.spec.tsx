import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Config } from '@bestellwerk/domain';
import { RootStore, StoresProvider, MemoryRouter } from '@bestellwerk/client';
import { makeConfig } from '@bestellwerk/domain/testing';
import { CookieBanner } from './cookie-banner.js';

function renderBanner(config: Partial<Config> = {}) {
  const stores = new RootStore();
  stores.init.apply([{ url: '/api/config', data: makeConfig(config) }]);
  const reload = jest.fn();
  render(
    <StoresProvider value={stores}>
      <MemoryRouter>
        <CookieBanner reload={reload} />
      </MemoryRouter>
    </StoresProvider>,
  );
  return { stores, reload };
}

const banner = () => screen.queryByRole('region', { name: 'Cookies und ähnliche Technologien' });

afterEach(() => {
  document.cookie = 'cookie-consent=; Max-Age=0; Path=/';
});

describe('CookieBanner', () => {
  it('asks for consent in a labelled region with a privacy link and an accept button', () => {
    renderBanner({ privacyPolicyText: '<p>Datenschutz</p>' });

    const region = within(banner()!);
    expect(region.getByText(/Cookies und ähnliche Technologien, um diese Website/)).toBeVisible();
    expect(region.getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    expect(region.getByRole('button', { name: 'Akzeptieren' })).toBeInTheDocument();
  });

  it('links an external privacy policy when only its url is configured', () => {
    renderBanner({ privacyPolicy: 'https://korn.example/datenschutz' });

    expect(screen.getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute(
      'href',
      'https://korn.example/datenschutz',
    );
  });

  it('stores the consent for 365 days and hides itself, without a reload', () => {
    const { stores, reload } = renderBanner();

    fireEvent.click(screen.getByRole('button', { name: 'Akzeptieren' }));

    expect(stores.consent.hasConsent).toBe(true);
    expect(document.cookie).toContain('cookie-consent=true');
    expect(banner()).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page after consent when an ad pixel is configured', () => {
    const { reload } = renderBanner({ adPixelId: '123456' });

    fireEvent.click(screen.getByRole('button', { name: 'Akzeptieren' }));

    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is not shown when consent was given before', () => {
    document.cookie = 'cookie-consent=true; Path=/';
    renderBanner();

    expect(banner()).not.toBeInTheDocument();
  });
});
