import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import type { Image, ImageTemplate } from '@bestellwerk/domain';
import { makeMe } from '@bestellwerk/domain/testing';
import { ImageTemplatesPage } from './image-templates-page.js';

const LIST = 'GET /api/image-templates?page=1&pageSize=20';

const fonts = [
  { id: 2, family: 'Inter', variant: '700', label: 'Bold', source: 'package' },
  { id: 3, family: 'Inter', variant: 'regular', label: 'Regular', source: 'package' },
  { id: 5, family: 'Lato', variant: 'regular', label: 'Regular', source: 'package' },
];

const photo: Image = {
  id: 9,
  version: 1,
  extension: 'jpg',
  alt: 'Schnitzel',
  width: 800,
  height: 600,
};

const weeklyMenu: ImageTemplate = {
  id: 7,
  name: 'Wochenkarte',
  width: 1080,
  height: 1350,
  layers: [
    {
      id: 11,
      position: 0,
      type: 'image',
      name: 'Foto',
      x: 0,
      y: 0,
      width: 1080,
      height: 600,
      text: '',
      font: null,
      fontSize: 16,
      color: '#000000',
      image: photo,
    },
    {
      id: 12,
      position: 1,
      type: 'text',
      name: 'Titel',
      x: 40,
      y: 640,
      width: 1000,
      height: 0,
      text: 'Diese Woche',
      font: 3,
      fontSize: 72,
      color: '#C49560',
      image: null,
    },
  ],
};

const listOf = (items: unknown[]): JsonRoute => ({
  body: { data: items },
  headers: { 'X-Total-Count': String(items.length) },
});

function renderPage(routes: Record<string, JsonRoute>) {
  const { fetch, calls } = jsonResponder({
    'GET /api/fonts': { body: { data: fonts } },
    ...routes,
  });
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ roles: ['ROLE_ADMIN'] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={['/backend/image-templates']}>
        <ImageTemplatesPage />
      </MemoryRouter>
    </StoresProvider>,
  );
  const bodyOf = (method: string) => {
    const call = calls.filter((each) => each.init.method === method).at(-1);
    return call ? JSON.parse(String(call.init.body)) : undefined;
  };
  return { calls, bodyOf };
}

async function openWeeklyMenu() {
  const row = (await screen.findByRole('rowheader', { name: 'Wochenkarte' })).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: 'Wochenkarte bearbeiten' }));
}

describe('ImageTemplatesPage', () => {
  it('lists templates with their canvas size and searches them by name', async () => {
    const { calls } = renderPage({
      [LIST]: listOf([weeklyMenu]),
      'GET /api/image-templates?search=Woche&page=1&pageSize=20': listOf([]),
    });
    const row = (await screen.findByRole('rowheader', { name: 'Wochenkarte' })).closest('tr')!;
    expect(within(row).getByText('1.080 × 1.350 px')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'Woche' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Wochenkarte' })).not.toBeInTheDocument(),
    );
    expect(calls.map((call) => call.url)).toContain(
      '/api/image-templates?search=Woche&page=1&pageSize=20',
    );
  });

  it('says when the list cannot be loaded', async () => {
    renderPage({ [LIST]: { status: 500, body: { errors: [] } } });
    expect(
      await screen.findByText('Bildvorlagen konnten nicht geladen werden.'),
    ).toBeInTheDocument();
  });

  it('creates a template with a text layer and sends exactly the API input', async () => {
    const { bodyOf } = renderPage({
      [LIST]: listOf([]),
      'POST /api/image-templates': { status: 201, body: { data: { ...weeklyMenu, id: 8 } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Neue Bildvorlage' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: ' Angebot ' } });
    fireEvent.change(screen.getByLabelText(/^Höhe/), { target: { value: '1350' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ebene hinzufügen' }));

    const layer = screen.getByRole('group', { name: 'Ebene 1: Text' });
    fireEvent.change(within(layer).getByLabelText('Text'), { target: { value: 'Nur heute' } });
    fireEvent.change(within(layer).getByLabelText('Position Y'), { target: { value: '200' } });
    fireEvent.change(within(layer).getByLabelText('Schriftgröße'), { target: { value: '64' } });
    fireEvent.change(within(layer).getByLabelText('Farbe: Hex-Wert'), {
      target: { value: '#C49560' },
    });
    await within(layer).findByRole('option', { name: 'Inter' });
    fireEvent.change(within(layer).getByLabelText('Schrift: Familie'), {
      target: { value: 'Inter' },
    });
    expect(within(layer).getByLabelText('Schrift: Schnitt')).toHaveValue('3');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await screen.findByText('Bildvorlage wurde erstellt.');
    expect(bodyOf('POST')).toEqual({
      name: 'Angebot',
      width: 1080,
      height: 1350,
      layers: [
        {
          type: 'text',
          name: '',
          x: 0,
          y: 200,
          width: 0,
          height: 0,
          text: 'Nur heute',
          font: 3,
          fontSize: 64,
          color: '#C49560',
          image: null,
        },
      ],
    });
  });

  it('sends loaded layers with their ids, images as references, in the new order', async () => {
    const { bodyOf } = renderPage({
      [LIST]: listOf([weeklyMenu]),
      'PUT /api/image-templates/7': { body: { data: weeklyMenu } },
    });
    await openWeeklyMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Ebene 2 nach oben' }));
    expect(screen.getByRole('button', { name: 'Ebene 1 nach unten' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await screen.findByText('Bildvorlage wurde aktualisiert.');
    const layers = bodyOf('PUT').layers;
    expect(layers.map((layer: { id: number }) => layer.id)).toEqual([12, 11]);
    expect(layers[1]).toEqual({
      id: 11,
      type: 'image',
      name: 'Foto',
      x: 0,
      y: 0,
      width: 1080,
      height: 600,
      text: '',
      font: null,
      fontSize: 16,
      color: '#000000',
      image: { id: 9 },
    });
    expect(layers[0]).not.toHaveProperty('position');
  });

  it("shows the server's message at the colour of its layer", async () => {
    renderPage({
      [LIST]: listOf([weeklyMenu]),
      'PUT /api/image-templates/7': {
        status: 400,
        body: {
          errors: [{ field: 'layers.1.color', message: 'Farbe muss ein Farbwert #RRGGBB sein.' }],
        },
      },
    });
    await openWeeklyMenu();
    const layer = screen.getByRole('group', { name: 'Ebene 2: Text „Titel“' });
    fireEvent.change(within(layer).getByLabelText('Farbe: Hex-Wert'), {
      target: { value: '#C4956' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const colour = within(layer).getByLabelText('Farbe: Hex-Wert');
    expect(await within(layer).findByText('Farbe muss ein Farbwert #RRGGBB sein.')).toBeVisible();
    expect(colour).toHaveAttribute('aria-invalid', 'true');
    expect(colour).toHaveAccessibleDescription(/Farbe muss ein Farbwert #RRGGBB sein\./);
    const photoLayer = screen.getByRole('group', { name: 'Ebene 1: Bild „Foto“' });
    expect(within(photoLayer).queryByText(/Farbe muss/)).not.toBeInTheDocument();
  });

  it('shows the rendered PNG of a saved template and loads it anew when opened after a save', async () => {
    renderPage({
      [LIST]: listOf([weeklyMenu]),
      'PUT /api/image-templates/7': { body: { data: weeklyMenu } },
    });
    await openWeeklyMenu();
    const preview = screen.getByRole('img', { name: 'Vorschau der Bildvorlage „Wochenkarte“' });
    const first = preview.getAttribute('src')!;
    expect(first).toMatch(/^\/api\/image-templates\/7\/render\.png\?v=\d+$/);
    expect(screen.getByRole('link', { name: 'Als PNG öffnen' })).toHaveAttribute('href', first);

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Bildvorlage wurde aktualisiert.');
    await openWeeklyMenu();
    const second = screen
      .getByRole('img', { name: 'Vorschau der Bildvorlage „Wochenkarte“' })
      .getAttribute('src')!;
    expect(second).toMatch(/^\/api\/image-templates\/7\/render\.png\?v=\d+$/);
    expect(second).not.toBe(first);
  });

  it('shows no preview while a template is new', async () => {
    renderPage({ [LIST]: listOf([]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Neue Bildvorlage' }));
    expect(screen.queryByRole('img', { name: /Vorschau/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Als PNG öffnen' })).not.toBeInTheDocument();
  });
});
