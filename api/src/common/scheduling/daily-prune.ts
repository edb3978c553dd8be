import type { Logger } from '@nestjs/common';
import type { Clock } from '../../modules/auth/clock.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs a retention prune at most once a day by the API's clock: `runDaily` does nothing when
 * the last run was less than a day ago; `start` runs it once and then on a daily timer, so a
 * quiet installation still prunes. A failure is logged as a warning, never thrown.
 */
export class DailyPrune {
  /** When the prune last ran (by the clock); 0: not yet since the start. */
  private prunedAt = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** Deletes what is too old and answers how many rows went. */
    private readonly prune: () => Promise<number>,
    /** The process-log lines: after deleting `count` rows, and on a failure. */
    private readonly messages: { deleted: (count: number) => string; failed: string },
  ) {}

  /** Prunes now, then once a day on a timer that does not keep the process alive. */
  async start(): Promise<void> {
    await this.runDaily();
    this.timer = setInterval(() => void this.runDaily(), DAY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Prunes unless that happened less than a day ago. */
  async runDaily(): Promise<void> {
    const now = this.clock().getTime();
    if (Math.abs(now - this.prunedAt) < DAY_MS) return;
    this.prunedAt = now;
    try {
      const deleted = await this.prune();
      if (deleted > 0) this.logger.log(this.messages.deleted(deleted));
    } catch (error) {
      this.logger.warn(
        `${this.messages.failed}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
