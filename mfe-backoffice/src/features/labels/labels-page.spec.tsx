import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { makeMe, makeProduct } from '@bestellwerk/domain/testing';
import { LabelsPage } from './labels-page.js';

const brot = makeProduct({ id: 3, name: 'Bauernbrot', price: 3.9 });
const kaese = makeProduct({ id: 4, name: 'Bergkäse', price: 24.8, unit: 'kg' });
const semmel = makeProduct({ id: 5, name: 'Kaisersemmel', price: 0.6 });
const list = (items: unknown[]): JsonRoute => ({
  body: { data: items },
  headers: { 'X-Total-Count': String(items.length) },
});

/** The PDF answers in turn (a JSON error body, or a PDF); the rest is the fake JSON API. */
function renderPage(pdfAnswers: { status: number; body?: unknown }[] = [{ status: 200 }]) {
  const { fetch: json, calls } = jsonResponder({
    'GET /api/products?page=1&pageSize=50': list([brot, kaese]),
    'GET /api/products?page=1&pageSize=50&search=semmel': list([semmel]),
  });
  const pdfCalls: RequestInit[] = [];
  const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  const fetch = (async (url: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(url) !== '/api/labels') return json(url, init);
    pdfCalls.push(init);
    const answer = pdfAnswers[Math.min(pdfCalls.length - 1, pdfAnswers.length - 1)];
    return {
      ok: answer.status < 300,
      status: answer.status,
      text: async () => JSON.stringify(answer.body ?? {}),
      blob: async () => pdf,
    } as Response;
  }) as typeof globalThis.fetch;
  const saved: { pdf: Blob; fileName: string }[] = [];
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ roles: ['ROLE_EMPLOYEE'], csrfToken: 'token-1' }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={['/backend/labels']}>
        <LabelsPage
          fetch={fetch}
          savePdf={(file, fileName) => saved.push({ pdf: file, fileName })}
        />
      </MemoryRouter>
    </StoresProvider>,
  );
  return { calls, pdfCalls, saved, pdf };
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body));

describe('LabelsPage', () => {
  it('lets staff pick products across searches, choose the layout and download the PDF', async () => {
    const { pdfCalls, saved, pdf } = renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Bauernbrot/ }));
    expect(
      screen.getByRole('checkbox', { name: /^Bergkäse \(24,80\s€ \/ kg\)$/ }),
    ).not.toBeChecked();

    fireEvent.change(screen.getByLabelText('Produkte suchen'), { target: { value: 'semmel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Kaisersemmel/ }));
    const chosen = screen.getByRole('region', { name: 'Ausgewählt (2)' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bauernbrot Entfernen', 'Kaisersemmel Entfernen']);

    expect(screen.getByRole('radio', { name: 'Kompakt (12 × 4)' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Detail (5 × 2)' }));
    fireEvent.change(screen.getByLabelText('Exemplare je Produkt'), { target: { value: '6' } });
    expect(screen.getByText(/12 Etiketten auf 2 Seite\(n\)/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'PDF erstellen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'PDF mit 12 Etiketten wurde erstellt.',
    );
    expect(pdfCalls).toHaveLength(1);
    expect(bodyOf(pdfCalls[0])).toEqual({
      layout: 'detail',
      products: [{ id: 3 }, { id: 5 }],
      copies: 6,
    });
    expect((pdfCalls[0].headers as Record<string, string>)['X-CSRF-Token']).toBe('token-1');
    expect(saved).toEqual([{ pdf, fileName: 'etiketten-detail.pdf' }]);
  });

  it('asks for a product before calling the server', async () => {
    const { pdfCalls } = renderPage();
    await screen.findByRole('checkbox', { name: /^Bauernbrot/ });
    fireEvent.click(screen.getByRole('button', { name: 'PDF erstellen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie mindestens ein Produkt.');
    expect(pdfCalls).toEqual([]);
  });

  it('shows the failure with the server message and retries', async () => {
    const { pdfCalls, saved } = renderPage([
      {
        status: 400,
        body: { errors: [{ message: 'Produkt mit der ID 3 existiert nicht.', field: 'products' }] },
      },
      { status: 500, body: { errors: [{ message: 'Ein unbekannter Fehler ist aufgetreten.' }] } },
      { status: 200 },
    ]);
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Bauernbrot/ }));
    fireEvent.click(screen.getByRole('button', { name: 'PDF erstellen' }));
    expect(await screen.findByText('Etiketten konnten nicht erstellt werden.')).toBeInTheDocument();
    expect(screen.getByText('Produkt mit der ID 3 existiert nicht.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    // An unknown error shows the catalogue message only.
    expect(await screen.findByText('Etiketten konnten nicht erstellt werden.')).toBeInTheDocument();
    expect(screen.queryByText('Produkt mit der ID 3 existiert nicht.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'PDF mit 1 Etiketten wurde erstellt.',
    );
    expect(screen.queryByText('Etiketten konnten nicht erstellt werden.')).not.toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(pdfCalls).toHaveLength(3);
  });
});
