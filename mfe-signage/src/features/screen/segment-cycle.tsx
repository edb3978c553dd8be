import { useEffect, useState } from 'react';
import type { SignageSegment } from '@bestellwerk/domain';
import { segmentText } from './segment-text.js';

/** Shown when a segment has no duration of its own. */
const FALLBACK_SECONDS = 10;

/** Plays the enabled segments one after another, each for its `duration` in seconds, then starts over. */
export function SegmentCycle({ segments }: { segments: SignageSegment[] }) {
  const playable = segments.filter((segment) => segment.isEnabled);
  const [index, setIndex] = useState(0);
  const current = playable.length > 0 ? playable[index % playable.length] : undefined;

  useEffect(() => {
    if (!current || playable.length < 2) return;
    const seconds = current.duration > 0 ? current.duration : FALLBACK_SECONDS;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % playable.length), seconds * 1000);
    return () => clearTimeout(timer);
  }, [current, playable.length]);

  if (!current) return <p className="signage__empty">Derzeit ist nichts zu sehen.</p>;
  const text = segmentText(current);
  return (
    <section className="signage__segment" aria-live="polite" data-testid="signage-segment">
      <h2 className="signage__segment-name">{current.name}</h2>
      {text ? <p className="signage__segment-text">{text}</p> : null}
    </section>
  );
}
