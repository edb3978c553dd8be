import type { DataSource, EntityManager } from 'typeorm';

/**
 * How long after public data moved its reads stay on the primary. A replica applies the
 * primary's writes a moment later; a cache rebuilt at once from the replica would keep the
 * old rows under the new version.
 */
export const REPLICA_CATCH_UP_MS = 2_000;

/** Until when (epoch ms) each data source reads everything from its primary. */
const primaryUntil = new WeakMap<DataSource, number>();

/**
 * Keeps the replica-tolerant reads of `dataSource` on the primary for {@link REPLICA_CATCH_UP_MS}
 * after `movedAt` (called when public data was written, here or on another instance).
 */
export function readPrimaryWhileReplicasCatchUp(
  dataSource: DataSource,
  movedAt = Date.now(),
): void {
  primaryUntil.set(dataSource, movedAt + REPLICA_CATCH_UP_MS);
}

/**
 * Whether a read that may be a little stale goes to a replica: only with replicas configured
 * (TypeORM replication, DATABASE_REPLICA_URLS) and not right after public data moved.
 */
export function readsFromReplica(dataSource: DataSource, now = Date.now()): boolean {
  return dataSource.driver.isReplicated && (primaryUntil.get(dataSource) ?? 0) <= now;
}

/**
 * Runs `work` on a replica's connection when {@link readsFromReplica} says so, else on the data
 * source's own manager (the primary; the only database without replicas). The replica's
 * connection is one query runner in TypeORM's 'slave' mode, released when `work` ends, so use
 * it for reads only and start no transaction on it. When no replica gives a connection (all
 * down), the read runs on the primary: a lost replica costs load, not answers.
 */
export async function readFromReplica<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  if (!readsFromReplica(dataSource)) return work(dataSource.manager);
  const runner = dataSource.createQueryRunner('slave');
  try {
    try {
      await runner.connect();
    } catch {
      return await work(dataSource.manager);
    }
    return await work(runner.manager);
  } finally {
    await runner.release();
  }
}
