import { reaction } from 'mobx';
import { signageMediaUrls } from '@bestellwerk/ui/signage';
import { DisplayStorage } from './display-storage.js';
import { DisplayStore } from './display-store.js';
import { startHeartbeat } from './heartbeat.js';
import { listenForUpdates, type EventSourceFactory } from './live-updates.js';
import { MediaCache } from './media-cache.js';
import { PlaybackStore } from './playback-store.js';
import { signageEventsUrl, type SignageApi } from '../../shared/signage-api.js';

export interface PlayerOptions {
  api: SignageApi;
  identifier: string;
  /** Reloads the page (an admin's "Jetzt neu laden"). */
  reload: () => void;
  storage?: DisplayStorage;
  media?: MediaCache;
  /** Opens the event stream; undefined: the browser's EventSource, null: poll only. */
  createSource?: EventSourceFactory | null;
  /** Shortens every segment by this factor (the memory benchmark); 1 in normal use. */
  speed?: number;
  now?: () => Date;
}

/**
 * One TV at work: its display (restored, then loaded and kept fresh by events or polling),
 * the playback, the media cache and the heartbeat. `start()` answers the disposer.
 */
export class PlayerSession {
  readonly display: DisplayStore;
  readonly playback: PlaybackStore;
  readonly media: MediaCache;

  constructor(private readonly options: PlayerOptions) {
    const now = options.now ?? (() => new Date());
    this.display = new DisplayStore(
      options.api,
      options.identifier,
      options.storage ?? new DisplayStorage(),
      now,
    );
    this.media = options.media ?? new MediaCache();
    this.playback = new PlaybackStore(
      { display: () => this.display.display, now },
      options.speed ?? 1,
    );
  }

  start(): () => void {
    const { api, identifier, reload } = this.options;
    this.display.restore();
    const stops = [this.playback.start()];
    stops.push(
      reaction(
        () => this.display.display,
        (display) => {
          if (!display) return;
          void this.media.sync(signageMediaUrls(display));
          // A first display, or one after an empty playlist: start playing.
          if (!this.playback.shown) this.playback.check();
        },
        { fireImmediately: true },
      ),
    );
    void this.display.refresh();
    stops.push(
      listenForUpdates(
        signageEventsUrl(identifier),
        {
          onDisplay: (version) => {
            if (version === null || version !== this.display.display?.version)
              void this.display.refresh();
          },
          onReload: reload,
          refresh: () => void this.display.refresh(),
        },
        this.options.createSource,
      ),
    );
    stops.push(
      startHeartbeat(() => {
        const shown = this.playback.shown;
        return api.heartbeat(identifier, { segment: shown ? { id: shown.segment.id } : null });
      }, reload),
    );
    return () => {
      stops.forEach((stop) => stop());
      this.media.dispose();
    };
  }
}
