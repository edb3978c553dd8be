import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { initQuery, type InitEntry } from '@bestellwerk/domain';
import type { ApiClient } from '../http/api-client.js';
import { ApiRequestError } from '../http/api-request-error.js';

export type InitStatus = 'idle' | 'loading' | 'done' | 'error';

const asRequestError = (error: unknown) =>
  error instanceof ApiRequestError ? error : new ApiRequestError(0, []);

/**
 * The one `GET /api/init` call that fills the shared stores at start-up. A branch page asks for
 * its branch only (`?branch=`: that branch's menus and products); `scope` then names the branch
 * the catalogue covers, and a later page of another branch loads that one's (`showBranch`).
 */
export class InitStore {
  status: InitStatus = 'idle';
  error: ApiRequestError | null = null;
  /** The branch whose catalogue the stores hold; null: every branch's. */
  scope: string | null = null;
  /** A switch to another branch's catalogue: the branch, and the error when it failed. */
  switching: { branch: string; error: ApiRequestError | null } | null = null;
  /** The branch the start-up load asked for; a retry asks for it again. */
  private wanted: string | null = null;
  private pending: Promise<void> | null = null;
  private switchPending: Promise<void> | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly applyEntry: (entry: InitEntry) => void,
  ) {
    makeObservable(this, {
      status: observable,
      error: observableRef,
      scope: observable,
      switching: observableRef,
      apply: action,
    });
  }

  /**
   * Loads init once, for `branch` only when given (a branch page), else for every branch; calls
   * while loading share the request. After a failure, calling it again retries.
   */
  load(branch: string | null = this.wanted): Promise<void> {
    this.wanted = branch;
    this.pending ??= this.fetch(branch).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Whether the stores hold the catalogue of the branch `identifier`. */
  covers(identifier: string): boolean {
    return this.status === 'done' && (this.scope === null || this.scope === identifier);
  }

  /**
   * Loads the catalogue of the branch `identifier` when the stores hold another branch's (a
   * visitor went from one branch page to another), without the start-up loader: the frame and
   * the cart stay. Nothing to do before start-up finished or when it is there already.
   */
  showBranch(identifier: string): Promise<void> {
    if (this.status !== 'done' || this.covers(identifier)) return Promise.resolve();
    if (this.switching?.branch === identifier && this.switchPending) return this.switchPending;
    runInAction(() => {
      this.switching = { branch: identifier, error: null };
    });
    const pending = this.api
      .get(`/init${initQuery(identifier)}`)
      .then((entries) => {
        if (this.switchPending !== pending) return;
        this.apply(entries, identifier);
        runInAction(() => {
          this.switching = null;
        });
      })
      .catch((error: unknown) => {
        if (this.switchPending !== pending) return;
        runInAction(() => {
          this.switching = { branch: identifier, error: asRequestError(error) };
        });
      })
      .finally(() => {
        if (this.switchPending === pending) this.switchPending = null;
      });
    this.switchPending = pending;
    return pending;
  }

  /**
   * Loads init again in the background (after sign-in: staff see more than visitors; a branch
   * page every 4 hours) for the branch the stores hold, without going through 'loading', so
   * nothing on screen unmounts. Resolves true when it arrived; a failure keeps the data it has.
   */
  async refresh(): Promise<boolean> {
    const scope = this.scope;
    try {
      const entries = await this.api.get(`/init${initQuery(scope)}`, {
        redirectOnUnauthorized: false,
      });
      this.apply(entries, scope);
      return true;
    } catch {
      // The data loaded before stays; the next navigation or reload tries again.
      return false;
    }
  }

  /** Routes each entry of an init answer (for `scope`: one branch, or null: all) to its store. */
  apply(entries: InitEntry[], scope: string | null = null): void {
    entries.forEach(this.applyEntry);
    this.scope = scope;
    this.status = 'done';
    this.error = null;
  }

  private async fetch(branch: string | null): Promise<void> {
    runInAction(() => {
      this.status = 'loading';
      this.error = null;
    });
    try {
      this.apply(await this.api.get(`/init${initQuery(branch)}`), branch);
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = asRequestError(error);
      });
    }
  }
}
