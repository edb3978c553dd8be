import { fireEvent, render, screen } from '@testing-library/react';
import { RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder } from '@bestellwerk/client/testing';
import type { BranchAdmin } from '@bestellwerk/domain';
import { makeBranch, makeMe } from '@bestellwerk/domain/testing';
import { CounterLinks, counterViewPaths } from './counter-links.js';

const wien = (apiKey: string): BranchAdmin => ({
  ...makeBranch({ id: 4, name: 'Wien' }),
  apiKey,
  isAutoPrintEnabled: false,
});

describe('CounterLinks', () => {
  it('builds the counter views and the time clock of a branch with its key', () => {
    expect(counterViewPaths({ id: 4, apiKey: 'a/b' })).toEqual({
      frontdesk: '/backend/frontdesk/4/a%2Fb',
      ordersView: '/backend/orders-view/4/a%2Fb',
      timeClock: '/time-tracking/kiosk/4/a%2Fb',
    });
  });

  it('lists the links for admins and renews a key, after which the new links show', async () => {
    const { fetch, calls } = jsonResponder({
      'POST /api/branches/4/api-key': { body: { data: wien('neu') } },
    });
    const stores = new RootStore({ fetch });
    stores.session.setMe(makeMe({ roles: ['ROLE_ADMIN'] }));
    render(
      <StoresProvider value={stores}>
        <CounterLinks branches={[wien('alt')]} />
      </StoresProvider>,
    );
    expect(screen.getByRole('link', { name: 'Ausgabe (Wien)' })).toHaveAttribute(
      'href',
      '/backend/frontdesk/4/alt',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Schlüssel erneuern (Wien)' }));
    expect(
      await screen.findByText('Neuer Schlüssel für Wien: die alten Links gelten nicht mehr.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bestellübersicht (Wien)' })).toHaveAttribute(
      'href',
      '/backend/orders-view/4/neu',
    );
    expect(screen.getByRole('link', { name: 'Zeiterfassung am Tablet (Wien)' })).toHaveAttribute(
      'href',
      '/time-tracking/kiosk/4/neu',
    );
    const post = calls.find((call) => call.url === '/api/branches/4/api-key')!;
    expect((post.init.headers as Record<string, string>)['X-CSRF-Token']).toBe(
      stores.session.csrfToken,
    );
  });

  it('shows nothing for branches without a key (employees read no keys)', () => {
    const stores = new RootStore({ fetch: jsonResponder({}).fetch });
    const { container } = render(
      <StoresProvider value={stores}>
        <CounterLinks branches={[makeBranch({ id: 4 })]} />
      </StoresProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
