import { action, makeObservable, observable } from 'mobx';
import type { SignageApi } from '../../shared/signage-api.js';

/** The TV asks whether its code was entered this often. */
export const PAIRING_POLL_MS = 3_000;

/**
 * A TV without a device: asks the API for a pairing code, shows it and polls until an admin
 * enters it in the backoffice (then `onPaired` with the device's identifier). An expired code
 * is replaced by a new one; network failures are retried at the next poll.
 */
export class PairingStore {
  code: string | null = null;
  status: 'loading' | 'waiting' | 'error' = 'loading';
  private token: string | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private busy = false;
  private stopped = false;

  constructor(
    private readonly api: Pick<SignageApi, 'createPairing' | 'pairingState'>,
    private readonly onPaired: (identifier: string) => void,
  ) {
    makeObservable(this, { code: observable, status: observable, show: action, fail: action });
  }

  start(): () => void {
    this.stopped = false;
    void this.poll();
    this.timer = setInterval(() => void this.poll(), PAIRING_POLL_MS);
    return () => {
      this.stopped = true;
      if (this.timer) clearInterval(this.timer);
    };
  }

  show(code: string): void {
    this.code = code;
    this.status = 'waiting';
  }

  fail(): void {
    if (!this.code) this.status = 'error';
  }

  /** One step: a new code when there is none, else the code's state. */
  private async poll(): Promise<void> {
    if (this.busy || this.stopped) return;
    this.busy = true;
    try {
      if (!this.token) {
        const pairing = await this.api.createPairing();
        if (this.stopped) return;
        this.token = pairing.token;
        this.show(pairing.code);
        return;
      }
      const state = await this.api.pairingState(this.token);
      if (this.stopped) return;
      if (state.status === 'paired') {
        this.stopped = true;
        if (this.timer) clearInterval(this.timer);
        this.onPaired(state.identifier);
      } else if (state.status === 'expired') {
        this.token = null;
        this.busy = false;
        await this.poll();
      } else this.show(state.code);
    } catch {
      this.fail();
    } finally {
      this.busy = false;
    }
  }
}
