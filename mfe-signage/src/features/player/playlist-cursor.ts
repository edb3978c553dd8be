import { activePlaylist, type Id, type SignagePlaylistEntry } from '@bestellwerk/domain';

/** Plays when a segment has no duration of its own. */
export const FALLBACK_SEGMENT_SECONDS = 10;

/** The positions (indexes) of the playlist that play at `now`. */
function activePositions(
  playlist: readonly SignagePlaylistEntry[],
  now: Date,
  timeZone: string,
): Set<number> {
  const active = new Set(activePlaylist(playlist, now, timeZone));
  return new Set(playlist.flatMap((entry, index) => (active.has(entry) ? [index] : [])));
}

/**
 * The position to play after `from`: the next entry in playlist order that plays at `now`,
 * wrapping around (and back to `from` itself when it is the only one); null when nothing
 * plays. `from` −1 starts at the top.
 */
export function nextPosition(
  playlist: readonly SignagePlaylistEntry[],
  from: number,
  now: Date,
  timeZone: string,
): number | null {
  const active = activePositions(playlist, now, timeZone);
  for (let step = 1; step <= playlist.length; step++) {
    const position = (from + step + playlist.length) % playlist.length;
    if (active.has(position)) return position;
  }
  return null;
}

/** Whether the entry at `position` plays at `now`. */
export function isPositionActive(
  playlist: readonly SignagePlaylistEntry[],
  position: number,
  now: Date,
  timeZone: string,
): boolean {
  return activePositions(playlist, now, timeZone).has(position);
}

/**
 * Where a segment shown from an older playlist stands in a new one: its old position if the
 * same segment is still there, else its first place, else −1 (start at the top).
 */
export function positionIn(
  playlist: readonly SignagePlaylistEntry[],
  segmentId: Id,
  oldPosition: number,
): number {
  if (playlist[oldPosition]?.segment.id === segmentId) return oldPosition;
  return playlist.findIndex((entry) => entry.segment.id === segmentId);
}

/** How long a segment plays, in milliseconds; `speed` above 1 shortens it (benchmarks). */
export function segmentMilliseconds(duration: number, speed = 1): number {
  const seconds = duration > 0 ? duration : FALLBACK_SEGMENT_SECONDS;
  return (seconds * 1000) / Math.max(1, speed);
}
