import { action, makeObservable, observable, observableRef } from 'mobx';
import type { SignageDisplay, SignageSegment } from '@bestellwerk/domain';
import {
  isPositionActive,
  nextPosition,
  positionIn,
  segmentMilliseconds,
} from './playlist-cursor.js';

/** The dayparts are checked this often besides at each segment's end (a board stops at 11:00). */
export const DAYPART_CHECK_MS = 30_000;
/** Length of the cross-fade. */
export const FADE_MS = 1_000;

/** A segment on one of the two stacked layers; `key` is new for every showing. */
export interface PlaybackSlot {
  key: number;
  /** Index in the playlist it was chosen from. */
  position: number;
  segment: SignageSegment;
}

/** What the player needs around the playback: the display and a clock. */
export interface PlaybackSource {
  display(): SignageDisplay | null;
  now(): Date;
}

/**
 * Plays a display's playlist: each segment for its duration, the next chosen among the
 * entries active now (dayparts) at each segment's end and every DAYPART_CHECK_MS. The next
 * segment is mounted hidden (`incoming`) and shown only once its media are ready (`ready`);
 * then it fades in over the one before (`leaving`), which goes after FADE_MS. A new display
 * swaps in under the running segment: it plays on to its end with the new data.
 */
export class PlaybackStore {
  shown: PlaybackSlot | null = null;
  leaving: PlaybackSlot | null = null;
  incoming: PlaybackSlot | null = null;
  /** The clock as the boards see it, moved at each change and each check. */
  now: Date;
  /** How many times a new segment was shown. */
  changes = 0;
  private keys = 0;
  private segmentTimer: ReturnType<typeof setTimeout> | null = null;
  private fadeTimer: ReturnType<typeof setTimeout> | null = null;
  private checkTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly source: PlaybackSource,
    private readonly speed = 1,
  ) {
    this.now = source.now();
    makeObservable(this, {
      shown: observableRef,
      leaving: observableRef,
      incoming: observableRef,
      now: observableRef,
      changes: observable,
      advance: action,
      ready: action,
      check: action,
    });
  }

  /** Starts playing; answers the disposer that stops every timer. */
  start(): () => void {
    this.checkTimer = setInterval(() => this.check(), DAYPART_CHECK_MS / Math.max(1, this.speed));
    this.check();
    return () => this.stop();
  }

  /** The segment a slot shows, with the data of the current display when it is still there. */
  segmentOf(slot: PlaybackSlot): SignageSegment {
    const display = this.source.display();
    return display?.segments.find((segment) => segment.id === slot.segment.id) ?? slot.segment;
  }

  /**
   * Moves the clock; starts playing when nothing plays yet, and leaves a segment whose
   * daypart ended at once.
   */
  check(): void {
    this.now = this.source.now();
    const display = this.source.display();
    if (!display || this.incoming) return;
    if (!this.shown) {
      this.advance();
      return;
    }
    const position = positionIn(display.playlist, this.shown.segment.id, this.shown.position);
    if (position < 0 || !isPositionActive(display.playlist, position, this.now, display.timeZone))
      this.advance();
  }

  /** Chooses the next segment and mounts it hidden; with nothing to play the screen empties. */
  advance(): void {
    this.clearSegmentTimer();
    this.now = this.source.now();
    const display = this.source.display();
    if (!display) return;
    const { playlist, timeZone } = display;
    const from = this.shown ? positionIn(playlist, this.shown.segment.id, this.shown.position) : -1;
    const position = nextPosition(playlist, from, this.now, timeZone);
    if (position === null) {
      this.leaving = null;
      this.shown = null;
      return;
    }
    const segment = playlist[position].segment;
    if (this.shown && position === from) {
      // The only segment that plays: it stays, without a fade.
      this.shown = { ...this.shown, position, segment };
      this.scheduleEnd(segment);
      return;
    }
    this.incoming = { key: ++this.keys, position, segment };
  }

  /** The incoming segment's media are ready: it fades in and its time starts. */
  ready(key: number): void {
    if (this.incoming?.key !== key) return;
    this.clearFadeTimer();
    this.leaving = this.shown;
    this.shown = this.incoming;
    this.incoming = null;
    this.changes += 1;
    this.fadeTimer = setTimeout(
      action(() => {
        this.leaving = null;
      }),
      this.fadeMs(),
    );
    this.scheduleEnd(this.shown.segment);
  }

  /** Length of the fade: FADE_MS, shortened with the speed so fades never overlap. */
  fadeMs(): number {
    return FADE_MS / Math.max(1, this.speed);
  }

  stop(): void {
    this.clearSegmentTimer();
    this.clearFadeTimer();
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.checkTimer = null;
  }

  private scheduleEnd(segment: SignageSegment): void {
    this.clearSegmentTimer();
    this.segmentTimer = setTimeout(
      () => this.advance(),
      segmentMilliseconds(segment.duration, this.speed),
    );
  }

  private clearSegmentTimer(): void {
    if (this.segmentTimer) clearTimeout(this.segmentTimer);
    this.segmentTimer = null;
  }

  private clearFadeTimer(): void {
    if (this.fadeTimer) clearTimeout(this.fadeTimer);
    this.fadeTimer = null;
  }
}
