import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { InitEntry } from '@bestellwerk/domain';
import type { ApiClient } from '../http/api-client.js';
import { ApiRequestError } from '../http/api-request-error.js';

export type InitStatus = 'idle' | 'loading' | 'done' | 'error';

/** The one `GET /api/init` call that fills the shared stores at start-up. */
export class InitStore {
  status: InitStatus = 'idle';
  error: ApiRequestError | null = null;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly applyEntry: (entry: InitEntry) => void,
  ) {
    makeObservable(this, { status: observable, error: observableRef, apply: action });
  }

  /** Loads init once; calls while loading share the request. After a failure, calling it again retries. */
  load(): Promise<void> {
    this.pending ??= this.fetch().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /**
   * Loads init again in the background (after sign-in: staff see more than visitors) without
   * going through 'loading', so nothing on screen unmounts; a failure keeps the data it has.
   */
  async refresh(): Promise<void> {
    try {
      this.apply(await this.api.get('/init', { redirectOnUnauthorized: false }));
    } catch {
      // The data loaded before stays; the next navigation or reload tries again.
    }
  }

  /** Routes each entry of an init answer to its store. */
  apply(entries: InitEntry[]): void {
    entries.forEach(this.applyEntry);
    this.status = 'done';
    this.error = null;
  }

  private async fetch(): Promise<void> {
    runInAction(() => {
      this.status = 'loading';
      this.error = null;
    });
    try {
      this.apply(await this.api.get('/init'));
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = error instanceof ApiRequestError ? error : new ApiRequestError(0, []);
      });
    }
  }
}
