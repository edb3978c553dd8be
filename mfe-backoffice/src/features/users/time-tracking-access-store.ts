import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { kioskPinError, type TimeTrackingLink, type User } from '@bestellwerk/domain';
import { ApiRequestError, type ApiClient } from '@bestellwerk/client';
import { serverMessageOf } from '../../shared/layout/index.js';

export const TIME_TRACKING_ACCESS_MESSAGES = {
  renewFailed: 'Der Link konnte nicht erneuert werden.',
  pinSaveFailed: 'Die PIN konnte nicht gespeichert werden.',
  pinRemoveFailed: 'Die PIN konnte nicht entfernt werden.',
  renewed: 'Neuer Link erstellt: Der alte Link gilt nicht mehr.',
  pinSaved: 'PIN wurde gespeichert.',
  pinRemoved: 'PIN wurde entfernt.',
  renewQuestion: 'Link wirklich erneuern? Der bisherige Link funktioniert danach nicht mehr.',
} as const;

/**
 * An employee's access to time tracking as an admin manages it on the user's page: the
 * personal link (made new on request and shown only then, since the server keeps its hash
 * only) and the PIN for the shop tablet (checked with the domain's rule before it is sent).
 */
export class TimeTrackingAccessStore {
  hasLink: boolean;
  linkCreatedAt: string | null;
  hasPin: boolean;
  /** The link just made: shown this once. */
  link: TimeTrackingLink | null = null;
  /** A link exists and "Link erneuern" waits for the confirmation. */
  confirmingRenew = false;
  pin = '';
  pinError: string | null = null;
  error: string | null = null;
  notice: string | null = null;
  busy: 'renew' | 'savePin' | 'removePin' | null = null;

  constructor(
    private readonly user: User,
    private readonly api: ApiClient,
  ) {
    this.hasLink = user.hasTimeTrackingLink;
    this.linkCreatedAt = user.timeTrackingLinkCreatedAt;
    this.hasPin = user.hasKioskPin;
    makeObservable(this, {
      hasLink: observable,
      linkCreatedAt: observable,
      hasPin: observable,
      link: observableRef,
      confirmingRenew: observable,
      pin: observable,
      pinError: observable,
      error: observable,
      notice: observable,
      busy: observable,
      askRenew: action,
      cancelRenew: action,
      setPin: action,
    });
  }

  /** "Link erneuern": asks first while a link exists (it stops working), else makes one. */
  askRenew(): void {
    if (this.hasLink) this.confirmingRenew = true;
    else void this.renew();
  }

  cancelRenew(): void {
    this.confirmingRenew = false;
  }

  /** Makes a new link; the old one stops working at once. */
  async renew(): Promise<void> {
    await this.perform('renew', TIME_TRACKING_ACCESS_MESSAGES.renewFailed, async () => {
      const link = await this.api.post(`/users/${this.user.id}/time-tracking-link`);
      runInAction(() => {
        this.link = link;
        this.hasLink = true;
        this.linkCreatedAt = link.createdAt;
        this.notice = TIME_TRACKING_ACCESS_MESSAGES.renewed;
      });
    });
  }

  setPin(value: string): void {
    this.pin = value;
    this.pinError = null;
  }

  /** Saves the typed PIN, after the domain's rule (4–6 digits, not guessable) let it pass. */
  async savePin(): Promise<void> {
    const problem = kioskPinError(this.pin);
    if (problem) {
      runInAction(() => (this.pinError = problem));
      return;
    }
    await this.perform('savePin', TIME_TRACKING_ACCESS_MESSAGES.pinSaveFailed, async () => {
      await this.api.put(`/users/${this.user.id}/time-tracking-pin`, { pin: this.pin });
      runInAction(() => {
        this.hasPin = true;
        this.pin = '';
        this.notice = TIME_TRACKING_ACCESS_MESSAGES.pinSaved;
      });
    });
  }

  /** Removes the PIN: the employee can no longer clock in on a tablet. */
  async removePin(): Promise<void> {
    await this.perform('removePin', TIME_TRACKING_ACCESS_MESSAGES.pinRemoveFailed, async () => {
      await this.api.delete(`/users/${this.user.id}/time-tracking-pin`);
      runInAction(() => {
        this.hasPin = false;
        this.notice = TIME_TRACKING_ACCESS_MESSAGES.pinRemoved;
      });
    });
  }

  private async perform(
    busy: NonNullable<TimeTrackingAccessStore['busy']>,
    failed: string,
    task: () => Promise<void>,
  ): Promise<void> {
    if (this.busy) return;
    runInAction(() => {
      this.busy = busy;
      this.error = null;
      this.notice = null;
      this.confirmingRenew = false;
    });
    try {
      await task();
    } catch (error) {
      runInAction(() => {
        const atPin =
          error instanceof ApiRequestError && error.errors.some((entry) => entry.field === 'pin');
        if (atPin) this.pinError = serverMessageOf(error);
        else this.error = serverMessageOf(error) ?? failed;
      });
    } finally {
      runInAction(() => (this.busy = null));
    }
  }
}
