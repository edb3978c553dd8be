import { fireEvent, render, screen, within } from '@testing-library/react';
import { RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import {
  KIOSK_PIN_FORMAT_MESSAGE,
  KIOSK_PIN_WEAK_MESSAGE,
  type TimeTrackingLink,
  type User,
} from '@bestellwerk/domain';
import { makeMe } from '@bestellwerk/domain/testing';
import { TimeTrackingAccessSection } from './time-tracking-access-section.js';
import { makeUser } from './user-fixtures.js';

const QR = '<svg data-content="x" role="img"><title>x</title><path d="M0 0h1v1H0z"/></svg>';
const LINK: TimeTrackingLink = {
  url: '/time-tracking/anna/n3uer-t0ken',
  qrSvg: QR,
  createdAt: '2026-11-26T09:00:00.000Z',
};

function renderSection(user: User, routes: Record<string, JsonRoute> = {}) {
  const responder = jsonResponder({
    'POST /api/users/7/time-tracking-link': { body: { data: LINK } },
    'PUT /api/users/7/time-tracking-pin': { body: { data: null } },
    'DELETE /api/users/7/time-tracking-pin': { body: { data: null } },
    ...routes,
  });
  const stores = new RootStore({ fetch: responder.fetch });
  stores.session.setMe(makeMe({ id: 1, roles: ['ROLE_ADMIN'] }));
  const view = render(
    <StoresProvider value={stores}>
      <TimeTrackingAccessSection user={user} timeZone="Europe/Vienna" />
    </StoresProvider>,
  );
  const posts = () =>
    responder.calls.filter((call) => call.init.method && call.init.method !== 'GET');
  return { ...view, calls: responder.calls, posts, stores };
}

describe('TimeTrackingAccessSection', () => {
  it('makes the first link at once and shows it once: full address, copy, QR image, hint', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { container, posts, stores } = renderSection(makeUser());
    expect(screen.getByText('Noch kein Link')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Link erneuern' }));

    const address = await screen.findByLabelText('Persönlicher Link');
    expect(address).toHaveValue('http://localhost/time-tracking/anna/n3uer-t0ken');
    expect(screen.getByText(/Der Link wird nur jetzt angezeigt/)).toBeInTheDocument();
    expect(screen.getByText('Link erstellt am 26.11.2026')).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR-Code des persönlichen Links' });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR)}`,
    );
    // The server's SVG is an image source, never markup in the page.
    expect(container.querySelector('svg')).toBeNull();
    expect(posts()).toHaveLength(1);
    expect((posts()[0].init.headers as Record<string, string>)['X-CSRF-Token']).toBe(
      stores.session.csrfToken,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Link kopieren' }));
    expect(await screen.findByText('Link wurde kopiert.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost/time-tracking/anna/n3uer-t0ken');
  });

  it('asks before replacing an existing link, and keeps it when told no', async () => {
    const { posts } = renderSection(
      makeUser({
        hasTimeTrackingLink: true,
        timeTrackingLinkCreatedAt: '2026-10-31T23:30:00.000Z',
      }),
    );
    // The day on the shop's wall clock (Vienna), not in UTC.
    expect(screen.getByText('Link erstellt am 01.11.2026')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Link erneuern' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent(
      'Link wirklich erneuern? Der bisherige Link funktioniert danach nicht mehr.',
    );
    fireEvent.click(within(question).getByRole('button', { name: 'Abbrechen' }));
    expect(posts()).toEqual([]);
    expect(screen.queryByLabelText('Persönlicher Link')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Link erneuern' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Link erneuern' }),
    );
    expect(await screen.findByLabelText('Persönlicher Link')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Neuer Link erstellt: Der alte Link gilt nicht mehr.',
    );
    expect(posts()).toHaveLength(1);
  });

  it("checks the PIN with the domain's rule before sending, then sets and removes it", async () => {
    const { posts } = renderSection(makeUser());
    expect(screen.getByText('Noch keine PIN.')).toBeInTheDocument();
    const field = screen.getByLabelText('PIN');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('inputmode', 'numeric');

    fireEvent.change(field, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'PIN setzen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(KIOSK_PIN_WEAK_MESSAGE);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field, { target: { value: '12' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'PIN setzen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(KIOSK_PIN_FORMAT_MESSAGE);
    expect(posts()).toEqual([]);

    fireEvent.change(field, { target: { value: '4826' } });
    fireEvent.click(screen.getByRole('button', { name: 'PIN setzen' }));
    expect(await screen.findByText('PIN ist gesetzt.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('PIN wurde gespeichert.');
    expect(screen.getByLabelText('Neue PIN')).toHaveValue('');
    expect(posts()[0]).toMatchObject({
      url: '/api/users/7/time-tracking-pin',
      init: { method: 'PUT', body: JSON.stringify({ pin: '4826' }) },
    });

    fireEvent.click(screen.getByRole('button', { name: 'PIN entfernen' }));
    expect(await screen.findByText('Noch keine PIN.')).toBeInTheDocument();
    expect(posts()[1]).toMatchObject({ init: { method: 'DELETE' } });
  });

  it("shows the server's message at the PIN field and a failed renewal's message", async () => {
    renderSection(makeUser({ hasKioskPin: true }), {
      'PUT /api/users/7/time-tracking-pin': {
        status: 400,
        body: {
          errors: [{ code: 'VALIDATION_FAILED', field: 'pin', message: 'Serverseitig abgelehnt.' }],
        },
      },
      'POST /api/users/7/time-tracking-link': { status: 500, body: { errors: [] } },
    });
    fireEvent.change(screen.getByLabelText('Neue PIN'), { target: { value: '4826' } });
    fireEvent.click(screen.getByRole('button', { name: 'PIN ändern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Serverseitig abgelehnt.');
    fireEvent.click(screen.getByRole('button', { name: 'Link erneuern' }));
    expect(await screen.findByText('Der Link konnte nicht erneuert werden.')).toBeInTheDocument();
  });
});
