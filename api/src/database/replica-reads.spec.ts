import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';
import { parseReplicaUrls } from './database-url.js';
import {
  readFromReplica,
  readPrimaryWhileReplicasCatchUp,
  readsFromReplica,
  REPLICA_CATCH_UP_MS,
} from './replica-reads.js';

describe('parseReplicaUrls (DATABASE_REPLICA_URLS)', () => {
  it.each([undefined, '', ' , '])('reads %p as no replicas', (value) => {
    expect(parseReplicaUrls(value)).toEqual([]);
  });

  it('reads comma-separated mysql URLs, blanks around them ignored', () => {
    expect(
      parseReplicaUrls(' mysql://reader:pw@10.0.0.2:3307/shop , mysql://10.0.0.3/shop').map(
        (target) => target.driver === 'mysql' && `${target.username}@${target.host}:${target.port}`,
      ),
    ).toEqual(['reader@10.0.0.2:3307', 'root@10.0.0.3:3306']);
  });

  it('refuses a replica that is not a MySQL/MariaDB server', () => {
    expect(() => parseReplicaUrls('mysql://a/shop,sqlite:copy.sqlite')).toThrow(
      'only mysql:// URLs can be read replicas',
    );
  });
});

describe('read replicas on SQLite', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource(
      await dataSourceOptions('sqlite::memory:', 'mysql://reader@10.0.0.2/shop'),
    );
    await dataSource.initialize();
  });
  afterAll(() => dataSource.destroy());

  it('ignores DATABASE_REPLICA_URLS: no replication, every read on the one database', async () => {
    expect('replication' in dataSource.options).toBe(false);
    expect(readsFromReplica(dataSource)).toBe(false);
    await expect(readFromReplica(dataSource, async (manager) => manager)).resolves.toBe(
      dataSource.manager,
    );
  });
});

describe('readsFromReplica', () => {
  // TypeORM's own flag of a data source with replication (MysqlDriver.isReplicated).
  const replicated = () => ({ driver: { isReplicated: true } }) as unknown as DataSource;

  it('sends stale-tolerant reads to a replica when replication is configured', () => {
    expect(readsFromReplica(replicated())).toBe(true);
  });

  it('keeps them on the primary while replicas catch up with a write of public data', () => {
    const dataSource = replicated();
    const movedAt = Date.parse('2026-11-29T12:00:00Z');
    readPrimaryWhileReplicasCatchUp(dataSource, movedAt);
    expect(readsFromReplica(dataSource, movedAt)).toBe(false);
    expect(readsFromReplica(dataSource, movedAt + REPLICA_CATCH_UP_MS - 1)).toBe(false);
    expect(readsFromReplica(dataSource, movedAt + REPLICA_CATCH_UP_MS)).toBe(true);
  });

  it('counts the window per data source', () => {
    const [written, other] = [replicated(), replicated()];
    readPrimaryWhileReplicasCatchUp(written);
    expect(readsFromReplica(written)).toBe(false);
    expect(readsFromReplica(other)).toBe(true);
  });
});
