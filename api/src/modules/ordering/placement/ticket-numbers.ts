import { QueryFailedError, type EntityManager } from 'typeorm';

/**
 * The next ticket number of a branch and business day, from 1. Must run inside the order's
 * transaction on its own manager: one atomic upsert increments the counter row (creating it at
 * 1), which keeps the row locked until commit, so concurrent checkouts of the branch queue up
 * and a rolled-back order gives its number back. No MAX()+1, no select-then-insert.
 */
export async function nextTicketNumber(
  manager: EntityManager,
  branchId: number,
  businessDay: string,
): Promise<number> {
  const isSqlite = manager.connection.options.type === 'better-sqlite3';
  if (isSqlite) {
    await manager.query(
      `INSERT INTO "ticket_counter" ("branchId", "businessDay", "lastNumber") VALUES (?, ?, 1)
       ON CONFLICT ("branchId", "businessDay") DO UPDATE SET "lastNumber" = "lastNumber" + 1`,
      [branchId, businessDay],
    );
  } else {
    await manager.query(
      'INSERT INTO `ticket_counter` (`branchId`, `businessDay`, `lastNumber`) VALUES (?, ?, 1) ' +
        'ON DUPLICATE KEY UPDATE `lastNumber` = `lastNumber` + 1',
      [branchId, businessDay],
    );
  }
  const rows: { lastNumber: number | string }[] = await manager.query(
    isSqlite
      ? `SELECT "lastNumber" FROM "ticket_counter" WHERE "branchId" = ? AND "businessDay" = ?`
      : 'SELECT `lastNumber` FROM `ticket_counter` WHERE `branchId` = ? AND `businessDay` = ? FOR UPDATE',
    [branchId, businessDay],
  );
  return Number(rows[0].lastNumber);
}

/** MySQL/MariaDB error numbers after which the whole transaction may simply be run again. */
const RETRYABLE_ERRNOS = new Set([
  1213, // ER_LOCK_DEADLOCK
  1205, // ER_LOCK_WAIT_TIMEOUT
]);

/** Whether a transaction failed only because of lock contention (deadlock, lock wait, busy). */
export function isRetryableTransactionError(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { errno?: number; code?: string } | undefined;
  return (
    (driverError?.errno !== undefined && RETRYABLE_ERRNOS.has(driverError.errno)) ||
    driverError?.code === 'SQLITE_BUSY' ||
    driverError?.code === 'SQLITE_LOCKED'
  );
}

/** How often a transaction is tried before its lock error is passed on. */
export const MAX_TRANSACTION_ATTEMPTS = 8;

/** Runs `work` again after lock errors, with a short growing random pause. */
export async function withTransactionRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= MAX_TRANSACTION_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
