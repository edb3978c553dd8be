import type { DataSource } from 'typeorm';

/** One mysql2 pool's connections: open ones, idle ones and the configured limit. */
export interface PoolUsage {
  pool: string;
  open: number;
  idle: number;
  limit: number;
}

/** The parts of a mysql2 pool read here (no public API for the counts; stable since mysql2 1.x). */
interface Mysql2Pool {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  config?: { connectionLimit?: number };
}

const usageOf = (name: string, pool: Mysql2Pool): PoolUsage | null =>
  pool._allConnections && pool._freeConnections
    ? {
        pool: name,
        open: pool._allConnections.length,
        idle: pool._freeConnections.length,
        limit: pool.config?.connectionLimit ?? 0,
      }
    : null;

/**
 * The connection pools of the data source's MySQL/MariaDB driver: the one pool, or each node of
 * a replication cluster (`MASTER`, `SLAVE0`, …). Empty for SQLite, which has no pool.
 */
export function databasePoolUsage(dataSource: DataSource): PoolUsage[] {
  const driver = dataSource.driver as {
    pool?: Mysql2Pool;
    poolCluster?: { _nodes?: Record<string, { pool?: Mysql2Pool }> };
  };
  const pools: [string, Mysql2Pool | undefined][] = driver.pool
    ? [['primary', driver.pool]]
    : Object.entries(driver.poolCluster?._nodes ?? {}).map(([name, node]) => [name, node.pool]);
  return pools.flatMap(([name, pool]) => {
    const usage = pool ? usageOf(name, pool) : null;
    return usage ? [usage] : [];
  });
}
