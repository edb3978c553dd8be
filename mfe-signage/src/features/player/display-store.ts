import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { arePricesFresh, type SignageDisplay } from '@bestellwerk/domain';
import { ApiRequestError } from '@bestellwerk/client';
import type { DisplayStorage } from './display-storage.js';
import type { SignageApi } from '../../shared/signage-api.js';

/**
 * What a TV shows and since when: the display of the last successful load, restored from the
 * browser's storage on start. A failed refresh keeps the display (the TV plays on offline);
 * only a 404 (the TV was deleted) ends it.
 */
export class DisplayStore {
  display: SignageDisplay | null = null;
  /** When the display was last loaded from the API; the prices' age counts from here. */
  loadedAt: Date | null = null;
  status: 'loading' | 'ready' | 'missing' | 'error' = 'loading';
  error: string | null = null;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly api: SignageApi,
    readonly identifier: string,
    private readonly storage: DisplayStorage,
    private readonly clock: () => Date = () => new Date(),
  ) {
    makeObservable(this, {
      display: observableRef,
      loadedAt: observableRef,
      status: observable,
      error: observable,
      restore: action,
    });
  }

  /** Plays the display kept from the last run, if any, before the network answers. */
  restore(): void {
    const stored = this.storage.read(this.identifier);
    if (!stored) return;
    this.display = stored.display;
    this.loadedAt = stored.loadedAt;
    this.status = 'ready';
  }

  /** Loads the display; concurrent calls share one request. */
  refresh(): Promise<void> {
    this.pending ??= this.load().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Whether the prices may be shown at `now` (loaded recently enough). */
  pricesFresh(now: Date): boolean {
    if (!this.display || !this.loadedAt) return false;
    return arePricesFresh(this.loadedAt, now, this.display.priceMaxAgeHours);
  }

  private async load(): Promise<void> {
    try {
      const display = await this.api.display(this.identifier);
      const loadedAt = this.clock();
      runInAction(() => {
        this.display = display;
        this.loadedAt = loadedAt;
        this.status = 'ready';
        this.error = null;
      });
      this.storage.write(this.identifier, { display, loadedAt });
    } catch (error) {
      runInAction(() => {
        if (error instanceof ApiRequestError && error.status === 404) {
          this.display = null;
          this.loadedAt = null;
          this.status = 'missing';
          this.storage.forget(this.identifier);
        } else if (!this.display) {
          this.status = 'error';
          this.error =
            error instanceof ApiRequestError && error.errors[0]?.message
              ? error.errors[0].message
              : 'Keine Verbindung zum Server.';
        }
      });
    }
  }
}
