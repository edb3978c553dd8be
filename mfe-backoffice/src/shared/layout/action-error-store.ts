import { action, computed, makeObservable, observableRef } from 'mobx';
import { ApiRequestError, UNKNOWN_ERROR_MESSAGE } from '@bestellwerk/client';

/** One failed staff action: what failed, the German text to show, and how to try again. */
export interface ActionErrorRecord {
  /** The action's name, e.g. `cancel` or `print`; one record per name. */
  action: string;
  /** The catalogue message of the action (backend.md §8), e.g. 'Beleg konnte nicht gedruckt werden.'. */
  title: string;
  /** The server's first error message when it sent one, else the catalogue message. */
  message: string;
  /** HTTP status of the failure; 0 when the network failed. */
  status: number;
  /** Runs the failed action again with the same input. */
  retry: () => Promise<boolean>;
}

/**
 * The German message a failed request carries from the server, or null when it has none (a
 * network failure, or an answer without `errors`).
 */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status === 0) return null;
  const message = error.errors[0]?.message;
  return message && message !== UNKNOWN_ERROR_MESSAGE ? message : null;
}

/**
 * Runs staff actions and keeps one error record per failed action (backend.md §7 "Handling of
 * answers"): the catalogue message, the server's own message when it has one, and a retry.
 * Also knows which actions are running, so buttons can wait.
 */
export class ActionErrorStore {
  errors: readonly ActionErrorRecord[] = [];
  private running: ReadonlySet<string> = new Set();

  constructor() {
    makeObservable<ActionErrorStore, 'running' | 'setRunning'>(this, {
      errors: observableRef,
      running: observableRef,
      setRunning: action,
      isBusy: computed,
      record: action,
      dismiss: action,
      clear: action,
    });
  }

  /**
   * Runs `task` as `action`. Resolves true when it succeeded (and drops an earlier error of the
   * action); false when it failed, after recording the error with `failureMessage` as its title.
   */
  async run(
    action: string,
    failureMessage: string,
    task: () => Promise<unknown>,
  ): Promise<boolean> {
    this.setRunning(action, true);
    this.dismiss(action);
    try {
      await task();
      return true;
    } catch (error) {
      this.record({
        action,
        title: failureMessage,
        message: serverMessageOf(error) ?? failureMessage,
        status: error instanceof ApiRequestError ? error.status : 0,
        retry: () => this.run(action, failureMessage, task),
      });
      return false;
    } finally {
      this.setRunning(action, false);
    }
  }

  /** Whether `action` is running now (its loading flag). */
  isRunning(action: string): boolean {
    return this.running.has(action);
  }

  /** Whether any action is running. */
  get isBusy(): boolean {
    return this.running.size > 0;
  }

  /** The error record of `action`, if its last run failed. */
  errorFor(action: string): ActionErrorRecord | undefined {
    return this.errors.find((record) => record.action === action);
  }

  /** Keeps `record`, replacing an earlier one of the same action. */
  record(record: ActionErrorRecord): void {
    this.errors = [...this.errors.filter((other) => other.action !== record.action), record];
  }

  /** Forgets the error of `action` (the user closed it, or the action runs again). */
  dismiss(action: string): void {
    if (this.errors.some((record) => record.action === action))
      this.errors = this.errors.filter((record) => record.action !== action);
  }

  /** Forgets every error. */
  clear(): void {
    this.errors = [];
  }

  private setRunning(action: string, running: boolean): void {
    const next = new Set(this.running);
    if (running) next.add(action);
    else next.delete(action);
    this.running = next;
  }
}
