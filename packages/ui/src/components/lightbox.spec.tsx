import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { makeImage } from '@bestellwerk/domain/testing';
import { Lightbox } from './lightbox.js';

const IMAGES = [
  makeImage({ id: 1, alt: 'Brot' }),
  makeImage({ id: 2, alt: 'Kipferl' }),
  makeImage({ id: 3, alt: 'Torte' }),
];

function Gallery({ start = 1 }: { start?: number }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(start)}>
        Galerie öffnen
      </button>
      {index !== null ? (
        <Lightbox
          images={IMAGES}
          index={index}
          onIndexChange={setIndex}
          onClose={() => setIndex(null)}
        />
      ) : null}
    </>
  );
}

function open(start?: number) {
  render(<Gallery start={start} />);
  const opener = screen.getByRole('button', { name: 'Galerie öffnen' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

const shown = () => screen.getByRole('dialog', { name: 'Bildansicht' }).querySelector('img');
const key = (name: string) => fireEvent.keyDown(document, { key: name });

describe('Lightbox', () => {
  it('is a modal dialog with German labels that starts at the given image', () => {
    open();

    const dialog = screen.getByRole('dialog', { name: 'Bildansicht' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('img', { name: 'Kipferl' })).toHaveAttribute('src', '/image/2-3.jpg');
    expect(screen.getByText('02 / 03')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorheriges Bild' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächstes Bild' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
  });

  it.each([
    ['ArrowLeft', 'Brot'],
    ['ArrowDown', 'Brot'],
    ['ArrowRight', 'Torte'],
    ['ArrowUp', 'Torte'],
  ])('%s shows %s', (name, alt) => {
    open();
    key(name);
    expect(shown()).toHaveAttribute('alt', alt);
  });

  it('moves with the previous and next buttons', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(shown()).toHaveAttribute('alt', 'Torte');
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    expect(shown()).toHaveAttribute('alt', 'Brot');
  });

  it.each([
    ['Escape at any image', 1, 'Escape'],
    ['moving before the first image', 0, 'ArrowLeft'],
    ['moving past the last image', 2, 'ArrowUp'],
  ])('closes on %s and gives focus back to the opener', (_name, start, name) => {
    const opener = open(start);
    key(name);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', () => {
    open();
    const close = screen.getByRole('button', { name: 'Schließen' });
    const next = screen.getByRole('button', { name: 'Nächstes Bild' });

    next.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();

    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(next).toHaveFocus();
  });
});
