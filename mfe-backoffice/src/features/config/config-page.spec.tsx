import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { makeConfig, makeMe } from '@bestellwerk/domain/testing';
import { ConfigPage } from './config-page.js';
import { findRichText, richTextHtml } from '../../shared/editor/rich-text-testing.js';

const CONFIG = makeConfig({
  shopName: 'Backstube Huber',
  termsAndConditionsText: '<p>AGB</p>',
  privacyPolicy: 'https://huber.at/datenschutz',
  defaultDeliveryMethod: 'takeaway',
  enablePluginPWA: true,
  mapboxZoom: 12,
  isCashEnabled: true,
  ogUrl: '',
  primaryColor: '#C49560',
  borderRadius: '1.2rem',
  fontFamily: '',
  logo: { id: 4, version: 2, extension: 'png', width: 64, height: 64, alt: 'Logo' },
  favicon: null,
});

const FONTS = [
  { id: 1, family: 'Lora', variant: 'regular' },
  { id: 2, family: 'Lora', variant: '700' },
  { id: 3, family: 'Inter', variant: 'regular' },
];

function renderPage(routes: Record<string, JsonRoute> = {}, isAdmin = true) {
  const { fetch, calls } = jsonResponder({
    'GET /api/config': { body: { data: CONFIG } },
    'GET /api/fonts': { body: { data: FONTS } },
    ...routes,
  });
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ roles: isAdmin ? ['ROLE_ADMIN'] : ['ROLE_EMPLOYEE'] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={['/backend/config']}>
        <ConfigPage />
      </MemoryRouter>
    </StoresProvider>,
  );
  const posted = () =>
    calls
      .filter((call) => call.init.method === 'POST')
      .map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>);
  return { calls, stores, posted };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('ConfigPage', () => {
  it('is for administrators only and loads nothing for others', () => {
    const { calls } = renderPage({}, false);
    expect(screen.getByRole('heading', { name: 'Keine Berechtigung' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows every part of the config in labelled sections with the loaded values', async () => {
    renderPage();
    const shop = await screen.findByRole('region', { name: 'Shop & Unternehmen' });

    expect(within(shop).getByLabelText('Shopname')).toHaveValue('Backstube Huber');
    expect(within(shop).getByLabelText('Währung')).toBeDisabled();
    expect(within(section('SEO & Meta')).getByLabelText('Open-Graph-URL')).toHaveValue('');
    const legal = section('Rechtliches');
    expect(legal).toHaveTextContent('Text hat Vorrang vor der URL');
    expect(within(legal).getByLabelText('Datenschutzerklärung: externe URL')).toHaveValue(
      'https://huber.at/datenschutz',
    );
    expect(richTextHtml(await findRichText('AGB: Text', legal))).toBe('<p>AGB</p>');
    const method = within(section('Bestellung')).getByLabelText(/Voreingestellte Bestellart/);
    expect(
      within(method)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Abholung', 'Lieferung', 'Vor Ort essen']);
    expect(within(section('Plugins')).getByLabelText('App-Installation (PWA)')).toBeChecked();
    expect(within(section('Karte')).getByLabelText('Zoom')).toHaveValue('12');
    expect(within(section('Funktionen')).getByLabelText('Barzahlung')).toBeChecked();
    const theme = section('Theme');
    expect(within(theme).getByLabelText('Hauptfarbe: Hex-Wert')).toHaveValue('#C49560');
    expect(within(theme).getByLabelText('Hauptfarbe: Farbwähler')).toHaveValue('#c49560');
    const font = within(theme).getByLabelText('Schriftart');
    await within(font).findByRole('option', { name: 'Lora' });
    expect(
      within(font)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Systemschrift', 'Inter', 'Lora']);
    expect(within(theme).getByRole('button', { name: 'Logo entfernen' })).toBeInTheDocument();
  });

  it('previews the draft theme live, before saving', async () => {
    const { posted } = renderPage();
    const theme = await screen.findByRole('region', { name: 'Theme' });
    const preview = screen.getByTestId('theme-preview');
    const button = within(preview).getByText('In den Warenkorb');
    expect(button).toHaveStyle({ backgroundColor: '#C49560', borderRadius: '1.2rem' });

    fireEvent.change(within(theme).getByLabelText('Hauptfarbe: Hex-Wert'), {
      target: { value: '#224466' },
    });
    fireEvent.change(within(theme).getByLabelText('Eckenradius'), { target: { value: '4px' } });
    expect(button).toHaveStyle({ backgroundColor: '#224466', borderRadius: '4px' });
    // White text on the dark blue reads better than dark text.
    expect(button).toHaveStyle({ color: '#ffffff' });

    fireEvent.change(within(theme).getByLabelText('Hintergrundfarbe: Farbwähler'), {
      target: { value: '#eeeeee' },
    });
    expect(within(theme).getByLabelText('Hintergrundfarbe: Hex-Wert')).toHaveValue('#EEEEEE');
    expect(preview).toHaveStyle({ background: '#eeeeee' });

    // A half-typed colour keeps the last valid look instead of breaking the preview.
    fireEvent.change(within(theme).getByLabelText('Hauptfarbe: Hex-Wert'), {
      target: { value: '#22' },
    });
    expect(button).toHaveStyle({ backgroundColor: '#C49560' });
    expect(posted()).toEqual([]);
  });

  it('saves the editable fields and reports it; the shell’s config follows', async () => {
    const saved = { ...CONFIG, shopName: 'Bäckerei Korn', fontFamily: 'Lora' };
    const { posted, stores } = renderPage({ 'POST /api/config': { body: { data: saved } } });
    const shop = await screen.findByRole('region', { name: 'Shop & Unternehmen' });

    fireEvent.change(within(shop).getByLabelText('Shopname'), {
      target: { value: ' Bäckerei Korn ' },
    });
    const font = within(section('Theme')).getByLabelText('Schriftart');
    await within(font).findByRole('option', { name: 'Lora' });
    fireEvent.change(font, { target: { value: 'Lora' } });
    expect(screen.getByText('Ungespeicherte Änderungen')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Konfiguration wurde gespeichert.');
    const [body] = posted();
    expect(body).toMatchObject({
      shopName: 'Bäckerei Korn',
      fontFamily: 'Lora',
      primaryColor: '#C49560',
      mapboxZoom: 12,
      logo: { id: 4 },
      favicon: null,
      defaultDeliveryMethod: 'takeaway',
    });
    expect(body).not.toHaveProperty('currency');
    expect(body).not.toHaveProperty('timeZone');
    expect(body).toHaveProperty('breakRule', 'AT');
    expect(Object.keys(body)).toHaveLength(64);
    expect(stores.config.config?.shopName).toBe('Bäckerei Korn');
    expect(screen.queryByText('Ungespeicherte Änderungen')).not.toBeInTheDocument();
  });

  it('shows the server’s messages at their fields, focuses the first, and retries', async () => {
    let attempt = 0;
    renderPage({
      'POST /api/config': () =>
        attempt++ === 0
          ? {
              status: 400,
              body: {
                errors: [
                  {
                    field: 'primaryColor',
                    message: 'Das Feld „Hauptfarbe“ muss eine Farbe wie #C49560 sein.',
                  },
                  { field: 'website', message: 'Das Feld „Website“ muss eine gültige URL sein.' },
                ],
              },
            }
          : { body: { data: CONFIG } },
    });
    const theme = await screen.findByRole('region', { name: 'Theme' });
    fireEvent.change(within(theme).getByLabelText('Hauptfarbe: Hex-Wert'), {
      target: { value: 'rot' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Konfiguration konnte nicht gespeichert werden.');
    expect(alert).toHaveTextContent('Das Feld „Hauptfarbe“ muss eine Farbe wie #C49560 sein.');
    const hex = within(theme).getByLabelText('Hauptfarbe: Hex-Wert');
    expect(hex).toHaveAttribute('aria-invalid', 'true');
    expect(hex).toHaveFocus();
    expect(hex).toHaveAccessibleDescription(
      'Format #RRGGBB oder #RGB Das Feld „Hauptfarbe“ muss eine Farbe wie #C49560 sein.',
    );
    expect(
      within(section('Shop & Unternehmen')).getByLabelText('Website'),
    ).toHaveAccessibleDescription(/muss eine gültige URL sein/);

    fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Konfiguration wurde gespeichert.');
  });

  it('shows the load error with a retry', async () => {
    let failing = true;
    renderPage({
      'GET /api/config': () =>
        failing ? { status: 500, body: { errors: [] } } : { body: { data: CONFIG } },
    });
    expect(
      await screen.findByText('Konfiguration konnte nicht geladen werden.'),
    ).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('region', { name: 'Theme' })).toBeInTheDocument();
  });

  it('asks before an in-app link drops unsaved changes', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderPage();
    const shop = await screen.findByRole('region', { name: 'Shop & Unternehmen' });
    fireEvent.change(within(shop).getByLabelText('Ort'), { target: { value: 'Graz' } });

    fireEvent.click(screen.getByRole('link', { name: 'Theme' }));
    // An anchor of the page itself leaves nothing: no question.
    expect(confirm).not.toHaveBeenCalled();
    const away = document.createElement('a');
    away.href = '/backend/dashboard';
    away.textContent = 'Dashboard';
    document.body.append(away);
    fireEvent.click(away);
    expect(confirm).toHaveBeenCalledTimes(1);
    away.remove();
    confirm.mockRestore();
  });
});
