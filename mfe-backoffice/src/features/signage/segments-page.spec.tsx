import { fireEvent, screen, within } from '@testing-library/react';
import {
  makeBranch,
  makeCategory,
  makeProduct,
  makeSignageSegment,
  makeUpload,
} from '@bestellwerk/domain/testing';
import { SignageSegmentsPage } from './segments-page.js';
import { bodyOf, menuListing, page, renderSignagePage } from './signage-test-support.js';

const breakfastBoard = makeSignageSegment({
  id: 4,
  name: 'Frühstückstafel',
  type: 'menu',
  duration: 15,
  content: {
    categories: [1],
    unavailable: 'dim',
    showPrices: true,
    showImages: true,
    showAllergens: true,
  },
  daypart: {
    weekdays: [1, 2, 3, 4, 5],
    from: '06:00',
    to: '11:00',
    startDate: null,
    endDate: null,
  },
});
const welcome = makeSignageSegment({ id: 5, name: 'Willkommen', isEnabled: false });

const routes = {
  'GET /api/digital-signage-segments?page=1&pageSize=20': page([breakfastBoard, welcome]),
  'GET /api/branches': { body: { data: [makeBranch({ id: 1, name: 'Innenstadt' })] } },
  'GET /api/menus': { body: { data: [menuListing(1, 1, { 1: [11], 2: [12] })] } },
  'GET /api/categories': {
    body: {
      data: [makeCategory({ id: 1, name: 'Frühstück' }), makeCategory({ id: 2, name: 'Torten' })],
    },
  },
  'GET /api/products': {
    body: {
      data: [
        makeProduct({ id: 11, name: 'Buttersemmel' }),
        makeProduct({ id: 12, name: 'Sachertorte' }),
      ],
    },
  },
  'GET /api/images': { body: { data: [] } },
  'GET /api/uploads': {
    body: {
      data: [
        makeUpload({ id: 30, name: 'preisliste.pdf', extension: 'pdf' }),
        makeUpload({ id: 31, name: 'ofen.mp4', extension: 'mp4' }),
        makeUpload({ id: 32, name: 'teig.webm', extension: 'webm' }),
      ],
    },
  },
  'GET /api/image-templates': { body: { data: [] } },
};

describe('Filmsequenzen', () => {
  it('lists kind, duration, daypart and status in German; opening a board leaves it unchanged', async () => {
    renderSignagePage(<SignageSegmentsPage />, '/backend/signage/segments', routes);
    const row = (await screen.findByRole('rowheader', { name: 'Frühstückstafel' })).closest('tr')!;
    expect(row).toHaveTextContent('Menütafel');
    expect(row).toHaveTextContent('15 s');
    expect(row).toHaveTextContent('Mo–Fr, 06:00–11:00');
    expect(row).toHaveTextContent('aktiv');
    const other = screen.getByRole('rowheader', { name: 'Willkommen' }).closest('tr')!;
    expect(other).toHaveTextContent('Text');
    expect(other).toHaveTextContent('inaktiv');

    // Opening a board changes nothing: closing it asks no question.
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Frühstückstafel bearbeiten' }));
    expect(screen.getByRole('button', { name: 'Montag' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByRole('rowheader', { name: 'Frühstückstafel' })).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('creates a menu board with ordered categories and a daypart, previewed by the player', async () => {
    const { calls } = renderSignagePage(<SignageSegmentsPage />, '/backend/signage/segments', {
      ...routes,
      'POST /api/digital-signage-segments': {
        status: 201,
        body: { data: makeSignageSegment({ id: 9, name: 'Kuchen', type: 'menu' }) },
      },
    });
    await screen.findByRole('rowheader', { name: 'Frühstückstafel' });
    fireEvent.click(screen.getByRole('button', { name: 'Neue Filmsequenz' }));

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Kuchen' } });
    fireEvent.change(screen.getByLabelText(/^Dauer in Sekunden/), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText(/^Überschrift/), { target: { value: 'Unsere Kuchen' } });
    const category = await screen.findByRole('combobox', { name: 'Kategorie' });
    await within(category).findByRole('option', { name: 'Torten' });
    fireEvent.change(category, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kategorie hinzufügen' }));
    fireEvent.change(category, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kategorie hinzufügen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Frühstück nach oben' }));
    fireEvent.change(screen.getByLabelText(/^Nicht bestellbare Produkte/), {
      target: { value: 'hide' },
    });
    fireEvent.click(screen.getByLabelText('Allergene zeigen'));
    fireEvent.click(screen.getByLabelText('Nur zu bestimmten Zeiten zeigen'));
    fireEvent.click(screen.getByRole('button', { name: 'Samstag' }));
    fireEvent.change(screen.getByLabelText('Von (Uhrzeit)'), { target: { value: '13:00' } });

    const preview = screen.getByRole('region', { name: 'Vorschau' });
    expect(within(preview).getByTestId('signage-segment')).toHaveAttribute(
      'data-segment-type',
      'menu',
    );
    expect(await within(preview).findByText('Sachertorte')).toBeInTheDocument();
    expect(within(preview).getByText('Unsere Kuchen')).toBeInTheDocument();
    fireEvent.click(within(preview).getByLabelText('Hochformat'));
    expect(within(preview).getByRole('img', { name: /Hochformat/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Filmsequenz wurde erstellt.')).toBeInTheDocument();
    expect(bodyOf(calls, 'POST')).toEqual({
      name: 'Kuchen',
      type: 'menu',
      duration: 20,
      content: {
        title: 'Unsere Kuchen',
        categories: [1, 2],
        unavailable: 'hide',
        showPrices: true,
        showImages: true,
        showAllergens: false,
      },
      daypart: { weekdays: [6], from: '13:00', to: null, startDate: null, endDate: null },
      isEnabled: true,
    });
  });

  it('takes the new kind’s settings when the kind changes, and names a failed save', async () => {
    const { calls } = renderSignagePage(<SignageSegmentsPage />, '/backend/signage/segments', {
      ...routes,
      'PUT /api/digital-signage-segments/4': {
        status: 400,
        body: { errors: [{ field: 'content.title', message: 'Höchstens 200 Zeichen.' }] },
      },
    });
    await screen.findByRole('rowheader', { name: 'Frühstückstafel' });
    fireEvent.click(screen.getByRole('button', { name: 'Frühstückstafel bearbeiten' }));
    fireEvent.change(screen.getByLabelText(/^Art/), { target: { value: 'video' } });
    expect(screen.getByText('Noch kein Video gewählt.')).toBeInTheDocument();
    const video = screen.getByLabelText('Video (MP4 oder WebM)');
    expect(video).toHaveValue('');
    expect(
      within(video)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['– kein Video –', 'ofen.mp4', 'teig.webm']);
    fireEvent.change(screen.getByLabelText(/^Art/), { target: { value: 'pickup' } });
    expect(screen.queryByLabelText('Preise zeigen')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Vorschau' })).getByTestId('signage-segment'),
    ).toHaveAttribute('data-segment-type', 'pickup');

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Höchstens 200 Zeichen.', { selector: '.bo-field-error' }),
    ).toBeInTheDocument();
    expect(bodyOf(calls, 'PUT')).toMatchObject({
      type: 'pickup',
      content: { title: 'Abholbereit' },
    });
    expect((bodyOf(calls, 'PUT') as { content: object }).content).toEqual({ title: 'Abholbereit' });
  });
});
