import { fireEvent, screen, within } from '@testing-library/react';
import type { Site } from '@bestellwerk/domain';
import { lastBody, page, renderAsAdmin } from './content-test-setup.js';
import { SitesPage } from './sites-page.js';
import { findRichText, setRichText } from '../../shared/editor/rich-text-testing.js';

const LIST = 'GET /api/sites?page=1&pageSize=20';

const privacy: Site = {
  id: 2,
  path: '/site/datenschutz',
  name: 'Datenschutz',
  title: '',
  description: '',
  type: 'default',
  isPublic: true,
  image: null,
  content: [{ type: 'text', value: { html: '<p>Daten</p>' } }],
};

const careers: Site = {
  id: 5,
  path: '/site/karriere',
  name: 'Karriere',
  title: 'Jobs',
  description: '',
  type: 'custom_site',
  isPublic: false,
  image: null,
  content: [
    {
      type: 'hero',
      value: { title: 'Arbeiten bei uns', subtitle: '', image: null, link: null },
    },
  ],
};

function renderSites(routes = {}) {
  return renderAsAdmin(<SitesPage />, '/backend/sites', {
    [LIST]: page([privacy, careers]),
    'GET /api/sites': { body: { data: [privacy, careers] } },
    ...routes,
  });
}

const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('SitesPage', () => {
  it('lists pages with path, type and status, each with a preview in a new tab', async () => {
    renderSites();
    const row = (await screen.findByRole('rowheader', { name: 'Karriere' })).closest('tr')!;
    expect(within(row).getByText('/site/karriere')).toBeInTheDocument();
    expect(within(row).getByText('Unterseite')).toBeInTheDocument();
    expect(within(row).getByText('Entwurf')).toBeInTheDocument();
    const preview = within(row).getByRole('link', { name: /Vorschau von „Karriere“/ });
    expect(preview).toHaveAttribute('href', '/site/karriere');
    expect(preview).toHaveAttribute('target', '_blank');
    const other = screen.getByRole('rowheader', { name: 'Datenschutz' }).closest('tr')!;
    expect(within(other).getByText('Einfache Seite')).toBeInTheDocument();
    expect(within(other).getByText('Öffentlich')).toBeInTheDocument();
  });

  it('offers the blocks of the chosen page type and sends the body as the storefront reads it', async () => {
    const { calls } = renderSites({
      'PUT /api/sites/5': { body: { data: careers } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Karriere bearbeiten' }));

    expect(optionsOf('Art des neuen Blocks')).toEqual([
      'Hero',
      'Text mit Bildern',
      'Profil',
      'Eingebettete Seite',
      'Kontaktformular',
    ]);
    expect(screen.getByRole('group', { name: 'Block 1. Hero' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Seitentyp/), { target: { value: 'custom_home' } });
    expect(optionsOf('Art des neuen Blocks')).toEqual([
      'Spezialitäten',
      'Text mit Bildern',
      'Karte',
      'Kontakt',
    ]);
    expect(screen.getByText(/auf Seiten vom Typ „Startseite“ nicht erlaubt/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Block 1. Hero entfernen' }));

    fireEvent.change(screen.getByLabelText('Art des neuen Blocks'), {
      target: { value: 'text-slider' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Block hinzufügen' }));
    fireEvent.change(screen.getByLabelText('Art des neuen Blocks'), { target: { value: 'map' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block hinzufügen' }));
    const slider = screen.getByRole('group', { name: 'Block 1. Text mit Bildern' });
    setRichText(await findRichText('Text', slider), '<p>Neu</p>');
    const target = within(slider).getByLabelText('Ziel: Seite');
    await within(target).findByRole('option', { name: 'Datenschutz' });
    fireEvent.change(target, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block 2. Karte nach oben' }));
    expect(screen.getByRole('button', { name: 'Block 1. Karte nach oben' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByRole('status');
    expect(lastBody(calls, 'PUT')).toMatchObject({
      type: 'custom_home',
      isPublic: false,
      content: [
        { type: 'map', value: {} },
        {
          type: 'text-slider',
          value: {
            text: '<p>Neu</p>',
            link: { label: 'Mehr erfahren', target: 2, url: '' },
            images: [],
          },
        },
      ],
    });
  });

  it('edits a simple page as one formatted text and shows the server message at a block', async () => {
    let attempt = 0;
    const { calls } = renderSites({
      'POST /api/sites': () =>
        attempt++ === 0
          ? {
              status: 400,
              body: {
                errors: [{ field: 'content.0.value.html', message: 'Der Text ist zu lang.' }],
              },
            }
          : { status: 201, body: { data: { ...privacy, id: 9 } } },
    });
    await screen.findByRole('rowheader', { name: 'Datenschutz' });
    fireEvent.click(screen.getByRole('button', { name: 'Neue Seite' }));

    expect(screen.queryByLabelText('Art des neuen Blocks')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Pfad/), { target: { value: '/site/agb' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'AGB' } });
    setRichText(await findRichText('Text'), '<p>Bedingungen</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Der Text ist zu lang.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveAttribute('aria-invalid', 'true');
    expect(lastBody(calls, 'POST')).toMatchObject({
      path: '/site/agb',
      name: 'AGB',
      type: 'default',
      isPublic: false,
      content: [{ type: 'text', value: { html: '<p>Bedingungen</p>' } }],
    });
  });
});
