import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import { serverMessageOf } from './action-error-store.js';

/**
 * The outcome of a screen's last change: the notice ('Planung wurde erstellt.'), or the
 * catalogue message with the server's own and the server's messages by field; busy while it runs.
 */
export class ChangeState {
  notice: string | null = null;
  error: string | null = null;
  /** The server's messages by field of the last failed request. */
  fieldErrors: Record<string, string> = {};
  busy = false;

  constructor() {
    makeObservable(this, {
      notice: observable,
      error: observable,
      fieldErrors: observableRef,
      busy: observable,
    });
  }

  /** Forgets the last outcome (a form opens afresh). */
  clear(): void {
    runInAction(() => {
      this.notice = null;
      this.error = null;
      this.fieldErrors = {};
    });
  }

  /** Records a failure found before asking the server (a time that is no HH:mm). */
  fail(message: string, fieldErrors: Record<string, string> = {}): void {
    runInAction(() => {
      this.notice = null;
      this.error = message;
      this.fieldErrors = fieldErrors;
    });
  }

  /** Runs a change; the notice or the error (with the server's message) says how it went. */
  async run(
    failed: string,
    done: string | (() => string),
    task: () => Promise<unknown>,
  ): Promise<boolean> {
    runInAction(() => {
      this.busy = true;
      this.notice = null;
      this.error = null;
      this.fieldErrors = {};
    });
    try {
      await task();
      runInAction(() => {
        this.notice = typeof done === 'string' ? done : done();
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const server = serverMessageOf(error);
        this.error = server ? `${failed} ${server}` : failed;
        const fields: Record<string, string> = {};
        for (const item of (error as { errors?: { field?: string; message: string }[] }).errors ??
          [])
          if (item.field && !(item.field in fields)) fields[item.field] = item.message;
        this.fieldErrors = fields;
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
