import { useCallback, useRef } from 'react';
import { createPortal } from 'react-dom';
import { imageSrcSet, imageUrlForWidth, sliderCounterText, type Image } from '@bestellwerk/domain';
import { useDialogFocus } from '../a11y/use-dialog-focus.js';
import { useModalPage } from '../a11y/use-modal-page.js';

export interface LightboxProps {
  images: Image[];
  /** The image shown, 0 … images.length − 1. */
  index: number;
  /** Called with the neighbour's index when the visitor moves within the images. */
  onIndexChange(index: number): void;
  /** Called on close: the close button, Escape, or moving past either end. */
  onClose(): void;
}

/**
 * A modal image viewer (storefront.md §2 "Image lightbox"): previous, next and close buttons;
 * ArrowLeft/ArrowDown show the previous image, ArrowRight/ArrowUp the next, Escape closes;
 * moving past the first or last image closes it. Focus stays inside while it is open.
 */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, { trap: true });

  // Reading the latest props in the listener keeps it attached once per open lightbox.
  const latest = useRef({ index, count: images.length, onIndexChange, onClose });
  latest.current = { index, count: images.length, onIndexChange, onClose };

  const move = useCallback((step: number) => {
    const { index: current, count, onIndexChange: change, onClose: close } = latest.current;
    const next = current + step;
    if (next < 0 || next >= count) close();
    else change(next);
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action: Record<string, () => void> = {
        ArrowLeft: () => move(-1),
        ArrowDown: () => move(-1),
        ArrowRight: () => move(1),
        ArrowUp: () => move(1),
        Escape: () => latest.current.onClose(),
      };
      const run = action[event.key];
      if (!run) return;
      event.preventDefault();
      run();
    },
    [move],
  );
  useModalPage(onKeyDown);

  const image = images[index];

  return createPortal(
    <div
      ref={dialog}
      className="bw-lightbox"
      role="dialog"
      aria-modal="true"
      aria-label="Bildansicht"
      tabIndex={-1}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <button
        type="button"
        className="bw-lightbox__button bw-lightbox__close"
        aria-label="Schließen"
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      {image ? (
        <figure className="bw-lightbox__figure">
          <img
            className="bw-lightbox__image"
            src={imageUrlForWidth(image, 1920)}
            srcSet={imageSrcSet(image) || undefined}
            sizes="100vw"
            alt={image.alt}
          />
          <figcaption className="bw-lightbox__counter" aria-live="polite">
            {sliderCounterText(index, images.length)}
          </figcaption>
        </figure>
      ) : null}
      <button
        type="button"
        className="bw-lightbox__button bw-lightbox__previous"
        aria-label="Vorheriges Bild"
        onClick={() => move(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="bw-lightbox__button bw-lightbox__next"
        aria-label="Nächstes Bild"
        onClick={() => move(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>,
    document.body,
  );
}
