import { useRef, useState, type TouchEvent } from 'react';
import {
  moveSliderIndex,
  SLIDER_SWIPE_THRESHOLD_PX,
  sliderCounterText,
  type Image,
} from '@bestellwerk/domain';
import { Lightbox } from '@bestellwerk/ui/lightbox';
import { SiteImage } from './site-image.js';

/**
 * The image slider of a text-slider block (spec "Slider"): one image at a time, previous and
 * next arrows, a counter such as '01 / 05', swipe on touch (at least 50 px, mostly horizontal),
 * a click on the image opens the lightbox. The index stays within 0 … n−1 (no wrap-around).
 */
export function ImageSlider({ images, label }: { images: Image[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [isLightboxOpen, setLightboxOpen] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  if (images.length === 0) return null;

  const current = Math.min(index, images.length - 1);
  const move = (step: number) => setIndex(moveSliderIndex(current, step, images.length));

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    swiped.current = false;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) >= SLIDER_SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) {
      swiped.current = true;
      move(dx < 0 ? 1 : -1);
    }
  };
  const open = () => {
    // The click a browser synthesises after a swipe is not a tap on the image.
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    setLightboxOpen(true);
  };

  const image = images[current];
  const counter = sliderCounterText(current, images.length);
  return (
    <div className="bw-slider" role="group" aria-roledescription="Bildergalerie" aria-label={label}>
      <button
        type="button"
        className="bw-slider__image-button"
        aria-label={`Bild ${counter.replace(' / ', ' von ')} vergrößern${image.alt ? `: ${image.alt}` : ''}`}
        onClick={open}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <SiteImage
          className="bw-slider__image"
          image={image}
          width={1280}
          sizes="(min-width: 60rem) 50vw, 100vw"
        />
      </button>
      {images.length > 1 ? (
        <div className="bw-slider__controls">
          <button
            type="button"
            className="bw-slider__arrow"
            aria-label="Vorheriges Bild"
            disabled={current === 0}
            onClick={() => move(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className="bw-slider__counter" aria-live="polite">
            {counter}
          </span>
          <button
            type="button"
            className="bw-slider__arrow"
            aria-label="Nächstes Bild"
            disabled={current === images.length - 1}
            onClick={() => move(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      {isLightboxOpen ? (
        <Lightbox
          images={images}
          index={current}
          onIndexChange={setIndex}
          onClose={() => setLightboxOpen(false)}
        />
      ) : null}
    </div>
  );
}
