import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@bestellwerk/client';
import { makeOrder } from '@bestellwerk/domain/testing';
import { OrderCard } from './order-card.js';

const photo = {
  id: 7,
  name: 'Oma.png',
  mimeType: 'image/png',
  size: 1234,
  url: '/upload/abc/7-1.png',
  previewUrl: '/upload/abc/preview/7-1.jpg',
};

const renderCard = (uploads: (typeof photo)[]) =>
  render(
    <MemoryRouter>
      <OrderCard order={makeOrder({ id: 3, ticketNumber: 12, uploads })} now={new Date()} />
    </MemoryRouter>,
  );

describe('OrderCard', () => {
  it('shows the customer’s photo as a thumbnail with a download link', () => {
    renderCard([photo]);
    expect(screen.getByRole('img', { name: 'Vorschau: Oma.png' })).toHaveAttribute(
      'src',
      '/upload/abc/preview/7-1.jpg',
    );
    const download = screen.getByRole('link', { name: 'Oma.png herunterladen' });
    expect(download).toHaveAttribute('href', '/upload/abc/7-1.png');
    expect(download).toHaveAttribute('download', 'Oma.png');
  });

  it('shows no file row for an order without files', () => {
    renderCard([]);
    expect(screen.queryByText('Dateien')).not.toBeInTheDocument();
  });
});
