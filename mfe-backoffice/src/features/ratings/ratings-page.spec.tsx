import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder } from '@bestellwerk/client/testing';
import type { RatingReport } from '@bestellwerk/domain';
import { makeBranch, makeMe } from '@bestellwerk/domain/testing';
import { RatingsPage } from './ratings-page.js';

const REPORT: RatingReport = {
  averages: [
    {
      branch: { id: 1, name: 'Wien-Neubau' },
      count: 3,
      rating: 4.33,
      foodRating: 4.67,
      serviceRating: 4,
      processRating: 3.5,
    },
  ],
  ratings: [
    {
      id: 9,
      order: { id: 17, ticketNumber: 342, businessDay: '2026-11-20' },
      branch: { id: 1, name: 'Wien-Neubau' },
      rating: 5,
      foodRating: 5,
      serviceRating: 4,
      processRating: 3,
      comment: 'Sehr gutes Brot',
      createdAt: '2026-11-21T09:15:00.000Z',
    },
  ],
};

function renderRatings(report: RatingReport = REPORT) {
  const { fetch, calls } = jsonResponder({
    '/api/ratings?from=2026-11-01&to=2026-11-30': { body: { data: report } },
    '/api/branches': { body: { data: [makeBranch({ id: 1, name: 'Wien-Neubau' })] } },
  });
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ branches: [{ id: 1 }] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={['/backend/ratings?from=2026-11-01&to=2026-11-30']}>
        <RatingsPage />
      </MemoryRouter>
    </StoresProvider>,
  );
  return calls;
}

describe('RatingsPage', () => {
  it('asks for the period of the URL and shows the averages per branch', async () => {
    const calls = renderRatings();
    const averages = await screen.findByRole('table', {
      name: 'Durchschnitt je Filiale (1 bis 5)',
    });
    const row = within(averages).getByRole('row', { name: /Wien-Neubau/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '4,3', '4,7', '4,0', '3,5']);
    expect(calls.map((call) => call.url)).toContain('/api/ratings?from=2026-11-01&to=2026-11-30');
  });

  it('lists the ratings with a link to their order and the comment', async () => {
    renderRatings();
    const list = await screen.findByRole('table', { name: 'Bewertungen, neueste zuerst' });
    expect(within(list).getByRole('link', { name: 'Nr. 342' })).toHaveAttribute(
      'href',
      '/backend/orders/17',
    );
    expect(within(list).getByText('Sehr gutes Brot')).toBeInTheDocument();
  });

  it('says when the period has no ratings', async () => {
    renderRatings({ averages: [], ratings: [] });
    expect(await screen.findByText('Keine Bewertungen in diesem Zeitraum.')).toBeInTheDocument();
  });
});
