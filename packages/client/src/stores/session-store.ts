import { action, computed, makeObservable, observableRef } from 'mobx';
import { worksForBranch, type LoginRequest, type Me } from '@bestellwerk/domain';
import type { ApiClient } from '../http/api-client.js';

/** The signed-in staff member, if any, and the CSRF token their mutations must carry. */
export class SessionStore {
  me: Me | null = null;

  /** `onSignIn` runs after every sign-in (the root store reloads init with it). */
  constructor(
    private readonly api: ApiClient,
    private readonly onSignIn: () => void = () => undefined,
  ) {
    makeObservable(this, {
      me: observableRef,
      setMe: action,
      isSignedIn: computed,
      isAdmin: computed,
    });
  }

  setMe(me: Me | null): void {
    this.me = me;
  }

  get csrfToken(): string | null {
    return this.me?.csrfToken ?? null;
  }

  get isSignedIn(): boolean {
    return this.me !== null;
  }

  get isAdmin(): boolean {
    return this.me?.roles.includes('ROLE_ADMIN') ?? false;
  }

  /** Whether the signed-in user works for the branch (admins: every branch). */
  worksFor(branchId: number): boolean {
    return this.me ? worksForBranch(this.me, branchId) : false;
  }

  /** Signs in; rejects with the API's German error on wrong credentials (no login redirect). */
  async login(username: string, password: string): Promise<Me> {
    const body: LoginRequest = { username, password };
    return this.signedIn(await this.api.post('/login', body, { redirectOnUnauthorized: false }));
  }

  /** Signs in with the token of a one-time login link; rejects with the API's German error. */
  async loginWithLink(token: string): Promise<Me> {
    return this.signedIn(
      await this.api.post(`/login/link/${encodeURIComponent(token)}`, undefined, {
        redirectOnUnauthorized: false,
      }),
    );
  }

  private signedIn(me: Me): Me {
    this.setMe(me);
    this.onSignIn();
    return me;
  }

  /** Signs out; the local session ends even when the API call fails. */
  async logout(): Promise<void> {
    try {
      await this.api.post('/logout', undefined, { redirectOnUnauthorized: false });
    } finally {
      this.setMe(null);
    }
  }
}
