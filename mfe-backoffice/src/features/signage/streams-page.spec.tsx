import { fireEvent, screen, within } from '@testing-library/react';
import { makeSignageSegment } from '@bestellwerk/domain/testing';
import { SignageStreamsPage } from './streams-page.js';
import { bodyOf, page, renderSignagePage } from './signage-test-support.js';

const breakfast = makeSignageSegment({
  id: 1,
  name: 'Frühstückstafel',
  type: 'menu',
  daypart: { weekdays: [], from: '06:00', to: '11:00', startDate: null, endDate: null },
});
const cakes = makeSignageSegment({ id: 2, name: 'Kuchentafel', type: 'menu' });
const pickup = makeSignageSegment({ id: 3, name: 'Abholbereit', type: 'pickup' });
const weekendAfternoon = {
  weekdays: [6, 7],
  from: '12:00',
  to: '18:00',
  startDate: null,
  endDate: null,
};
const counter = {
  id: 7,
  name: 'Theke Innenstadt',
  isEnabled: true,
  segments: [{ id: 1 }, { id: 2 }, { id: 3 }],
  entries: [
    { segment: { id: 1 }, daypart: null },
    { segment: { id: 2 }, daypart: weekendAfternoon },
    { segment: { id: 3 }, daypart: null },
  ],
};

const routes = {
  'GET /api/digital-signage-streams?page=1&pageSize=20': page([counter]),
  'GET /api/digital-signage-segments': { body: { data: [breakfast, cakes, pickup] } },
};

describe('Streams', () => {
  it('lists the streams with the length of their playlist', async () => {
    renderSignagePage(<SignageStreamsPage />, '/backend/signage/streams', routes);
    const row = (await screen.findByRole('rowheader', { name: 'Theke Innenstadt' })).closest('tr')!;
    expect(row).toHaveTextContent('3 Filmsequenzen');
    expect(row).toHaveTextContent('aktiv');
  });

  it('shows what plays on Saturday at 14:00 and when each entry plays that day', async () => {
    renderSignagePage(<SignageStreamsPage />, '/backend/signage/streams', routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Theke Innenstadt bearbeiten' }));
    const timeline = screen.getByRole('region', { name: 'Was läuft wann?' });
    // The timeline opens on today and now: on a weekend afternoon Kuchentafel is named twice.
    await within(timeline).findAllByText(/Kuchentafel/);

    fireEvent.change(within(timeline).getByLabelText('Wochentag'), { target: { value: '6' } });
    fireEvent.change(within(timeline).getByLabelText('Uhrzeit'), { target: { value: '14:00' } });
    const playing = within(timeline).getByRole('list', { name: /^Samstag, .*, 14:00 Uhr$/ });
    expect(
      within(playing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kuchentafel (10 s)', 'Abholbereit (10 s)']);

    const day = within(timeline).getByRole('list', { name: 'Samstag, 06:00–22:00' });
    const rows = within(day).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('1. Frühstückstafel 06:00–11:00');
    expect(rows[1]).toHaveTextContent('2. Kuchentafel 12:00–18:00');
    expect(rows[2]).toHaveTextContent('3. Abholbereit 06:00–22:00');

    fireEvent.change(within(timeline).getByLabelText('Wochentag'), { target: { value: '3' } });
    expect(
      within(timeline).getByRole('list', { name: /^Mittwoch, .*, 14:00 Uhr$/ }),
    ).toHaveTextContent('Abholbereit');
    expect(within(timeline).getByText(/läuft an diesem Tag nicht/)).toBeInTheDocument();
  });

  it('creates a stream: entries added, ordered, each with its daypart', async () => {
    const { calls } = renderSignagePage(<SignageStreamsPage />, '/backend/signage/streams', {
      ...routes,
      'POST /api/digital-signage-streams': { status: 201, body: { data: { ...counter, id: 8 } } },
    });
    await screen.findByRole('rowheader', { name: 'Theke Innenstadt' });
    fireEvent.click(screen.getByRole('button', { name: 'Neuer Stream' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Schaufenster' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filmsequenz hinzufügen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Filmsequenz hinzufügen' }));

    const [first, second] = screen.getAllByRole('group', { name: /^Eintrag \d$/ });
    fireEvent.change(within(first).getByLabelText('Filmsequenz'), { target: { value: '3' } });
    fireEvent.change(within(second).getByLabelText('Filmsequenz'), { target: { value: '2' } });
    fireEvent.click(within(second).getByLabelText('Nur zu bestimmten Zeiten zeigen'));
    fireEvent.click(within(second).getByRole('button', { name: 'Sonntag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Eintrag 2 nach oben' }));

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Stream wurde erstellt.')).toBeInTheDocument();
    expect(bodyOf(calls, 'POST')).toEqual({
      name: 'Schaufenster',
      isEnabled: true,
      entries: [
        {
          segment: { id: 2 },
          daypart: { weekdays: [7], from: null, to: null, startDate: null, endDate: null },
        },
        { segment: { id: 3 }, daypart: null },
      ],
    });
  });
});
