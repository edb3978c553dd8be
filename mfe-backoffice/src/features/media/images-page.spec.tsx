import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import type { StoredImage } from '@bestellwerk/domain';
import { makeMe } from '@bestellwerk/domain/testing';
import { ImagesPage } from './images-page.js';
import { UploadsPage } from './uploads-page.js';

const LIST = 'GET /api/images?page=1&pageSize=24';
const image = (id: number, alt: string): StoredImage => ({
  id,
  version: 2,
  extension: 'jpg',
  width: 640,
  height: 480,
  alt,
  name: `bild-${id}.jpg`,
  mimeType: 'image/jpeg',
  size: 1536,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
});

function renderPage(page: 'images' | 'uploads', routes: Record<string, JsonRoute>) {
  const { fetch, calls } = jsonResponder(routes);
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ roles: ['ROLE_ADMIN'] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={[`/backend/${page}`]}>
        {page === 'images' ? <ImagesPage /> : <UploadsPage />}
      </MemoryRouter>
    </StoresProvider>,
  );
  const sent = (method: string, url: string) =>
    calls
      .filter((call) => call.init.method === method && call.url === url)
      .map((call) => JSON.parse(String(call.init.body ?? 'null')) as unknown);
  return { sent };
}

describe('ImagesPage', () => {
  it('lists images with thumbnail, alt text and size', async () => {
    renderPage('images', { [LIST]: { body: { data: [image(7, 'Sachertorte')] } } });
    const card = (await screen.findByRole('img', { name: 'Sachertorte' })).closest('li')!;
    expect(within(card).getByRole('img')).toHaveAttribute('src', '/image/thumbnail/7-2.jpg');
    expect(card).toHaveTextContent('640 × 480 px, 2 KB');
    expect(within(card).getByLabelText('Alternativtext')).toHaveValue('Sachertorte');
    expect(within(card).getByRole('link', { name: /Sachertorte öffnen/ })).toHaveAttribute(
      'href',
      '/image/7-2.jpg',
    );
  });

  it('uploads the chosen file with its alt text and shows it in the list', async () => {
    let uploaded = false;
    const { sent } = renderPage('images', {
      [LIST]: () => ({ body: { data: uploaded ? [image(8, 'Kipferl')] : [] } }),
      'POST /api/images': () => {
        uploaded = true;
        return { status: 201, body: { data: image(8, 'Kipferl') } };
      },
    });
    expect(await screen.findByText('Noch keine Bilder vorhanden.')).toBeInTheDocument();

    const file = new File(['GIF89a'], 'kipferl.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText('Bilddatei'), { target: { files: [file] } });
    fireEvent.change(screen.getByLabelText('Alternativtext'), { target: { value: 'Kipferl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bild hochladen' }));

    expect(await screen.findByRole('img', { name: 'Kipferl' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Bild wurde hochgeladen. (Kipferl)');
    expect(sent('POST', '/api/images')).toEqual([
      { data: `data:image/gif;base64,${btoa('GIF89a')}`, alt: 'Kipferl', name: 'kipferl.gif' },
    ]);
  });

  it('saves a changed alt text', async () => {
    const { sent } = renderPage('images', {
      [LIST]: { body: { data: [image(7, 'Torte')] } },
      'PUT /api/images/7': { body: { data: image(7, 'Sachertorte') } },
    });
    const card = (await screen.findByRole('img', { name: 'Torte' })).closest('li')!;
    const save = within(card).getByRole('button', { name: 'Alternativtext von Torte speichern' });
    expect(save).toBeDisabled();
    fireEvent.change(within(card).getByLabelText('Alternativtext'), {
      target: { value: 'Sachertorte ' },
    });
    fireEvent.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Bild wurde aktualisiert.');
    expect(sent('PUT', '/api/images/7')).toEqual([{ alt: 'Sachertorte' }]);
  });

  it('shows the server’s reason when an image in use cannot be deleted', async () => {
    renderPage('images', {
      [LIST]: { body: { data: [image(7, 'Logo')] } },
      'DELETE /api/images/7': {
        status: 409,
        body: { errors: [{ message: 'Das Bild wird noch verwendet (Konfiguration: Logo).' }] },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Logo löschen' }));
    const question = screen.getByRole('alertdialog', { name: 'Bild „Logo“ wirklich löschen?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Löschen' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bild konnte nicht gelöscht werden.');
    expect(alert).toHaveTextContent('Das Bild wird noch verwendet (Konfiguration: Logo).');
    expect(screen.getByRole('img', { name: 'Logo' })).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    renderPage('images', { [LIST]: { status: 500, body: { errors: [] } } });
    expect(await screen.findByText('Bilder konnten nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});

describe('UploadsPage', () => {
  const karte = {
    id: 3,
    version: 1,
    extension: 'pdf',
    publicHash: 'a1b2',
    mimeType: 'application/pdf',
    name: 'karte.pdf',
    size: 2 * 1024 * 1024,
  };

  it('lists files with a link to open them, uploads and deletes', async () => {
    let files = [karte];
    const { sent } = renderPage('uploads', {
      'GET /api/uploads?page=1&pageSize=24': () => ({ body: { data: files } }),
      'POST /api/uploads': { status: 201, body: { data: { ...karte, id: 4, name: 'agb.pdf' } } },
      'DELETE /api/uploads/3': () => {
        files = [];
        return { status: 200, body: { data: null } };
      },
    });
    const row = (await screen.findByRole('rowheader', { name: /karte\.pdf/ })).closest('tr')!;
    expect(within(row).getByRole('link', { name: /karte\.pdf/ })).toHaveAttribute(
      'href',
      '/upload/a1b2/3-1.pdf',
    );
    expect(row).toHaveTextContent('application/pdf');
    expect(row).toHaveTextContent('2 MB');

    const pdf = new File(['%PDF-'], 'agb.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Datei'), { target: { files: [pdf] } });
    fireEvent.click(screen.getByRole('button', { name: 'Datei hochladen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Datei wurde hochgeladen. (agb.pdf)',
    );
    expect(sent('POST', '/api/uploads')).toEqual([
      { data: `data:application/pdf;base64,${btoa('%PDF-')}`, name: 'agb.pdf' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'karte.pdf löschen' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }),
    );
    expect(await screen.findByText('Noch keine Dateien vorhanden.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Datei wurde gelöscht.');
  });
});
