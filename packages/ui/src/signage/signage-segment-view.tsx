import { useEffect, useRef } from 'react';
import type { SignageDisplay, SignageSegment } from '@bestellwerk/domain';
import { ImageBoard } from './image-board.js';
import { whenMediaReady } from './media-ready.js';
import { MenuBoard } from './menu-board.js';
import { PickupBoard } from './pickup-board.js';
import { contentOf } from './segment-content.js';
import { TemplateBoard } from './template-board.js';
import { TextBoard } from './text-board.js';
import { VideoBoard } from './video-board.js';

export interface SignageSegmentViewProps {
  segment: SignageSegment;
  display: SignageDisplay;
  now: Date;
  /** False when the TV could not refresh its prices for too long: no prices are shown. */
  pricesFresh: boolean;
  /** Maps a media URL to where it is loaded from (the TV's offline cache); identity by default. */
  mediaUrl?: (url: string) => string;
  /** Called once the board's pictures are decoded and its video can play. */
  onReady?: () => void;
}

const sameUrl = (url: string) => url;

/** One segment drawn on the stage by the board of its kind. */
export function SignageSegmentView({
  segment,
  display,
  now,
  pricesFresh,
  mediaUrl = sameUrl,
  onReady,
}: SignageSegmentViewProps) {
  const root = useRef<HTMLDivElement>(null);
  const ready = useRef(onReady);
  ready.current = onReady;

  useEffect(() => {
    let current = true;
    if (root.current)
      void whenMediaReady(root.current).then(() => {
        if (current) ready.current?.();
      });
    return () => {
      current = false;
    };
  }, [segment]);

  const common = { segment, display, now, pricesFresh, mediaUrl };
  return (
    <div
      ref={root}
      className="bw-signage-segment"
      data-segment-type={segment.type}
      data-testid="signage-segment"
    >
      {segment.type === 'menu' ? (
        <MenuBoard {...common} content={contentOf({ ...segment, type: 'menu' })} />
      ) : null}
      {segment.type === 'image' ? (
        <ImageBoard {...common} content={contentOf({ ...segment, type: 'image' })} />
      ) : null}
      {segment.type === 'video' ? (
        <VideoBoard {...common} content={contentOf({ ...segment, type: 'video' })} />
      ) : null}
      {segment.type === 'text' ? (
        <TextBoard {...common} content={contentOf({ ...segment, type: 'text' })} />
      ) : null}
      {segment.type === 'template' ? (
        <TemplateBoard {...common} content={contentOf({ ...segment, type: 'template' })} />
      ) : null}
      {segment.type === 'pickup' ? (
        <PickupBoard {...common} content={contentOf({ ...segment, type: 'pickup' })} />
      ) : null}
    </div>
  );
}
