import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  ERROR_MESSAGES,
  KIOSK_PIN_FORMAT_MESSAGE,
  KIOSK_PIN_MAX_DIGITS,
  KIOSK_PIN_MIN_DIGITS,
  PUNCH_FAILED_MESSAGES,
  type KioskAction,
  type KioskDay,
  type KioskEmployee,
  type PunchAction,
} from '@bestellwerk/domain';
import { ApiRequestError } from '@bestellwerk/client';
import type { KioskApi } from './kiosk-api.js';

/** Without a touch for this long the tablet goes back to the list and forgets the employee. */
export const KIOSK_IDLE_MS = 20_000;

export const KIOSK_MESSAGES = {
  employees: 'Mitarbeitende konnten nicht geladen werden.',
  /** A PIN check that got no answer reads like the employee page's failed load. */
  day: ERROR_MESSAGES.TIME_TRACKING_REFUSED,
} as const;

/** The server's message for a refused PIN (401) or a lock (429), else null. */
function pinRefusal(error: unknown): string | null {
  const refused =
    error instanceof ApiRequestError && (error.status === 401 || error.status === 429);
  return refused ? (error.errors[0]?.message ?? null) : null;
}

/**
 * The shop tablet: the branch's employees; one taps their name, types their PIN and sees their
 * own day with the next punch. The PIN stays only while the employee's day is shown: "Fertig"
 * or KIOSK_IDLE_MS without a touch go back to the list and forget employee, PIN and day.
 */
export class KioskStore {
  listStatus: 'loading' | 'ready' | 'error' = 'loading';
  listError: string | null = null;
  employees: readonly KioskEmployee[] = [];
  selected: KioskEmployee | null = null;
  pin = '';
  pinError: string | null = null;
  day: KioskDay | null = null;
  /** The request under way; the buttons wait for it. */
  busy: KioskAction | null = null;
  punchError: string | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly api: KioskApi) {
    makeObservable(this, {
      listStatus: observable,
      listError: observable,
      employees: observableRef,
      selected: observableRef,
      pin: observable,
      pinError: observable,
      day: observableRef,
      busy: observable,
      punchError: observable,
      phase: computed,
      select: action,
      setPin: action,
      typeDigit: action,
      deleteDigit: action,
      finish: action,
    });
  }

  /** What the screen shows: the list, the PIN pad of the tapped employee, or their day. */
  get phase(): 'list' | 'pin' | 'day' {
    if (!this.selected) return 'list';
    return this.day ? 'day' : 'pin';
  }

  /** Loads the branch's employees; a wrong key shows the server's message. */
  async loadEmployees(signal?: AbortSignal): Promise<void> {
    try {
      const employees = await this.api.employees(signal);
      runInAction(() => {
        this.employees = employees;
        this.listStatus = 'ready';
        this.listError = null;
      });
    } catch (error) {
      if (signal?.aborted) return;
      runInAction(() => {
        this.listStatus = 'error';
        this.listError =
          error instanceof ApiRequestError && error.status === 401 && error.errors[0]
            ? error.errors[0].message
            : KIOSK_MESSAGES.employees;
      });
    }
  }

  /** Opens the PIN pad for the tapped employee. */
  select(employee: KioskEmployee): void {
    this.selected = employee;
    this.pin = '';
    this.pinError = null;
    this.day = null;
    this.punchError = null;
    this.touch();
  }

  /** The PIN as typed into the field: digits only, at most KIOSK_PIN_MAX_DIGITS. */
  setPin(value: string): void {
    this.pin = value.replace(/\D/g, '').slice(0, KIOSK_PIN_MAX_DIGITS);
    this.pinError = null;
    this.touch();
  }

  typeDigit(digit: string): void {
    this.setPin(this.pin + digit);
  }

  deleteDigit(): void {
    this.setPin(this.pin.slice(0, -1));
  }

  /** Checks the PIN and shows the employee's day; a refusal empties the PIN and says why. */
  async submitPin(): Promise<void> {
    const employee = this.selected;
    if (!employee || this.busy) return;
    if (this.pin.length < KIOSK_PIN_MIN_DIGITS) {
      runInAction(() => (this.pinError = KIOSK_PIN_FORMAT_MESSAGE));
      return;
    }
    runInAction(() => (this.busy = 'day'));
    try {
      const day = await this.api.punch(employee.id, 'day', this.pin);
      runInAction(() => {
        // Gone back to the list meanwhile: nobody's day stays behind.
        if (this.selected === employee) this.day = day;
        this.busy = null;
      });
    } catch (error) {
      runInAction(() => {
        this.busy = null;
        this.pin = '';
        this.pinError = pinRefusal(error) ?? KIOSK_MESSAGES.day;
      });
    }
    this.touch();
  }

  /** Performs a punch for the employee whose day is shown, at the server's clock. */
  async punch(punchAction: PunchAction): Promise<void> {
    const employee = this.selected;
    if (!employee || !this.day || this.busy) return;
    runInAction(() => {
      this.busy = punchAction;
      this.punchError = null;
    });
    try {
      const day = await this.api.punch(employee.id, punchAction, this.pin);
      runInAction(() => {
        if (this.selected === employee) this.day = day;
      });
    } catch (error) {
      const conflict = error instanceof ApiRequestError && error.status === 409;
      const message =
        (conflict && error.errors[0]?.message) ||
        pinRefusal(error) ||
        PUNCH_FAILED_MESSAGES[punchAction];
      // Another tablet or the phone punched meanwhile: show where the clock really stands.
      const day = conflict
        ? await this.api.punch(employee.id, 'day', this.pin).catch(() => null)
        : null;
      runInAction(() => {
        if (this.selected !== employee) return;
        this.punchError = message;
        if (day) this.day = day;
      });
    }
    runInAction(() => (this.busy = null));
    this.touch();
  }

  /** Back to the list: forgets the employee, their PIN and day, and reloads the list. */
  finish(): void {
    this.clearIdleTimer();
    this.selected = null;
    this.pin = '';
    this.pinError = null;
    this.day = null;
    this.punchError = null;
    void this.loadEmployees();
  }

  /** A touch or key press: the idle countdown starts again while an employee is open. */
  touch(): void {
    this.clearIdleTimer();
    if (this.phase !== 'list') this.idleTimer = setTimeout(() => this.finish(), KIOSK_IDLE_MS);
  }

  /** Stops the countdown (the page is left). */
  dispose(): void {
    this.clearIdleTimer();
  }

  private clearIdleTimer(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}
