import { render, screen } from '@testing-library/react';
import { RootStore, StoresProvider, MemoryRouter, Route, Routes } from '@bestellwerk/client';
import { CheckoutPage } from './checkout-page.js';

function renderCheckout(path: string) {
  render(
    <StoresProvider value={new RootStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/store/:branch/checkout" element={<CheckoutPage />} />
          <Route path="/store/:branch/checkout/error" element={<CheckoutPage paymentFailed />} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
}

describe('CheckoutPage', () => {
  it('says the cart is empty and links back to the branch', () => {
    renderCheckout('/store/innenstadt/checkout');

    expect(screen.getByRole('heading', { name: 'Bestellvorgang' })).toBeInTheDocument();
    expect(document.title).toBe('Bestellvorgang');
    expect(screen.getByText('Keine Produkte im Warenkorb!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Filiale' })).toHaveAttribute(
      'href',
      '/store/innenstadt',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports the failed payment on the error route', () => {
    renderCheckout('/store/innenstadt/checkout/error');

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
    );
    expect(document.title).toBe('Bestellvorgang');
  });
});
