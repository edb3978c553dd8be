import { act, fireEvent, render, screen } from '@testing-library/react';
import { RootStore, StoresProvider, MemoryRouter } from '@bestellwerk/client';
import { makeConfig, makeSite } from '@bestellwerk/domain/testing';
import { ContactFormView } from './contact-form.js';

interface Deferred {
  resolve(response: Response): void;
  reject(error: Error): void;
}

function renderForm(thankYou = '') {
  const calls: { url: string; body: unknown; deferred: Deferred }[] = [];
  const fetch = jest.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        calls.push({ url, body: JSON.parse(String(init.body)), deferred: { resolve, reject } });
      }),
  );
  const stores = new RootStore({ fetch: fetch as unknown as typeof globalThis.fetch });
  stores.init.apply([
    { url: '/api/config', data: makeConfig() },
    { url: '/api/sites', data: [makeSite({ id: 9, path: '/site/privacy' })] },
  ]);
  render(
    <StoresProvider value={stores}>
      <MemoryRouter>
        <ContactFormView privacySite={9} thankYou={thankYou} />
      </MemoryRouter>
    </StoresProvider>,
  );
  return calls;
}

const field = (name: RegExp | string) => screen.getByLabelText(name);
const submit = () => screen.getByRole('button', { name: /Absenden|Bitte warten/ });

function fillValid() {
  fireEvent.change(field(/^Betreff/), { target: { value: 'Frage zur Torte' } });
  fireEvent.change(field(/^Vorname/), { target: { value: 'Anna' } });
  fireEvent.change(field(/^Nachname/), { target: { value: 'Berger' } });
  fireEvent.change(field(/^Telefon/), { target: { value: '0664 123456' } });
  fireEvent.change(field(/^E-Mail/), { target: { value: 'anna@example.at' } });
  fireEvent.change(field(/^Nachricht/), { target: { value: 'Glutenfrei möglich?' } });
  fireEvent.click(field(/Datenschutzerklärung/));
}

/** What the API client reads of a fetch answer (jsdom has no Response). */
const json = (status: number, body: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    text: async () => JSON.stringify(body),
  }) as Response;

describe('ContactFormView', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => scrollTo.mockRestore());

  it('labels every control, marks them required with * and uses a 7-row textarea', () => {
    renderForm();

    for (const label of ['Betreff', 'Vorname', 'Nachname', 'Telefon', 'E-Mail', 'Nachricht']) {
      const control = field(new RegExp(`^${label}`));
      expect(control).toBeRequired();
      expect(control.closest('div')).toHaveTextContent(`${label} *`);
    }
    expect(field(/^Nachricht/)).toHaveAttribute('rows', '7');
    expect(field(/^Telefon/)).toHaveAttribute('type', 'tel');
    expect(field(/Datenschutzerklärung/)).toHaveAttribute('type', 'checkbox');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/site/privacy',
    );
  });

  it('enables submit only when the contact-form rules pass', () => {
    renderForm();
    expect(submit()).toBeDisabled();

    fillValid();
    expect(submit()).toBeEnabled();
    fireEvent.change(field(/^Nachricht/), { target: { value: 'Einwort' } });
    expect(submit()).toBeDisabled();
    fireEvent.blur(field(/^Nachricht/));
    expect(field(/^Nachricht/)).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field(/^Nachricht/), { target: { value: 'Zwei Worte' } });
    expect(submit()).toBeEnabled();
    fireEvent.click(field(/Datenschutzerklärung/));
    expect(submit()).toBeDisabled();
  });

  it('sends once, says Bitte warten..., then thanks, resets and scrolls to the form', async () => {
    const calls = renderForm();
    fillValid();

    fireEvent.click(submit());
    expect(submit()).toHaveTextContent('Bitte warten...');
    expect(submit()).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Kontaktformular' }));
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/custom/forms');
    expect(calls[0].body).toEqual({
      subject: 'Frage zur Torte',
      firstName: 'Anna',
      lastName: 'Berger',
      phone: '0664 123456',
      email: 'anna@example.at',
      comment: 'Glutenfrei möglich?',
    });

    await act(async () => calls[0].deferred.resolve(json(201, { data: { id: 4 } })));

    const dialog = screen.getByRole('dialog', { name: 'Vielen Dank' });
    expect(dialog).toHaveTextContent(
      'Ihre Anfrage wurde erfolgreich abgeschickt. Wir melden uns schnellstmöglich telefonisch oder auf die von Ihnen angegebene Mailadresse. Danke!',
    );
    expect(field(/^Betreff/)).toHaveValue('');
    expect(field(/Datenschutzerklärung/)).not.toBeChecked();
    expect(submit()).toHaveTextContent('Absenden');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the block’s thank-you text and closes it by a click outside', async () => {
    const calls = renderForm('<p>Vielen Dank für Ihre Nachricht!</p>');
    fillValid();
    fireEvent.click(submit());
    await act(async () => calls[0].deferred.resolve(json(201, { data: { id: 4 } })));

    expect(screen.getByRole('dialog')).toHaveTextContent('Vielen Dank für Ihre Nachricht!');
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('thank-you-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the form as it is and shows the failure message when sending fails', async () => {
    const calls = renderForm();
    fillValid();
    fireEvent.click(submit());
    await act(async () =>
      calls[0].deferred.resolve(json(400, { errors: [{ message: 'x', field: 'email' }] })),
    );

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ein unbekannter Fehler ist aufgetreten. Bitte überprüfen Sie Ihre eingegebenen Daten und versuchen Sie es erneut.',
    );
    expect(field(/^Betreff/)).toHaveValue('Frage zur Torte');
    expect(field(/Datenschutzerklärung/)).toBeChecked();
    expect(submit()).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
