import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import type { InitEntry, Me } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { PreparedResponseCache } from '../../common/cache/prepared-response-cache.js';
import type { PreparedResponse } from '../../common/cache/prepared-response.js';
import { VersionedCache } from '../../common/cache/versioned-cache.js';
import { CrudService } from '../../common/crud/crud.service.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { AuthService } from '../auth/auth.service.js';
import { ConfigService } from '../content/config.service.js';
import { branchStartData, publicBranchIds } from './branch-start-data.js';
import { INIT_LISTS } from './init.resources.js';
import { PublicDataVersion } from './public-data-version.js';

/**
 * How long the anonymous answer is reused at most. Writes in any API instance end it at once
 * (PublicDataVersion; with REDIS_URL other instances' writes arrive through the cluster bus).
 * Kept with Redis too, as a safety net: it bounds how long writes stay unseen when the bus lost
 * a message (a Redis outage) or when instances run without REDIS_URL.
 */
export const ANONYMOUS_INIT_TTL_MS = 5_000;

/**
 * Everything the front end needs at start, in one answer. Anonymous callers get the public
 * data only (each list's public filter); staff get all of it. The number of SQL queries is
 * fixed: one per list (relations joined), one for the config, one for the user. The anonymous
 * answer, the same for every visitor, is kept until public data changes.
 */
@Injectable()
export class InitService {
  private readonly lists: [InitEntry['url'], CrudService<{ id: number }, unknown, object>][];
  private readonly anonymous = new VersionedCache<InitEntry[]>(ANONYMOUS_INIT_TTL_MS);
  /** By branch id (a branch page's answer), 0 for all branches: as many as public branches. */
  private readonly prepared = new PreparedResponseCache<number>(ANONYMOUS_INIT_TTL_MS);
  private branchIds: { version: number; ids: Map<string, number> } | null = null;

  constructor(
    dataSource: DataSource,
    private readonly config: ConfigService,
    private readonly auth: AuthService,
    private readonly version: PublicDataVersion,
    @Inject(APP_CONFIG) appConfig: AppConfig,
  ) {
    this.lists = INIT_LISTS.map(([url, resource]) => [
      url,
      new CrudService(resource, dataSource, appConfig),
    ]);
  }

  /** The init entries for the caller, config first. */
  load(auth: AuthContext | null): Promise<InitEntry[]> {
    if (auth) return this.build(auth);
    return this.anonymous.get(this.version.current, () => this.build(null));
  }

  /**
   * The anonymous answer as prepared bytes (JSON, gzip, brotli) of the current public data
   * version: built once after a write, then served without SQL, serialising or compressing.
   * With the identifier of a public branch, that branch's answer (branchStartData); any other
   * identifier gets the answer for all branches, so the kept answers are bounded by the branches.
   */
  async anonymousAnswer(branch: string | null = null): Promise<PreparedResponse> {
    const version = this.version.current;
    const branchId = branch === null ? null : await this.publicBranchId(branch, version);
    if (branchId !== null)
      return this.prepared.get(branchId, version, async () => ({
        body: { data: branchStartData(await this.load(null), branchId) },
      }));
    return this.prepared.get(0, version, async () => ({ body: { data: await this.load(null) } }));
  }

  /**
   * The id of a public branch by identifier, from a map kept per public data version (so a
   * request does not wait for init's lists when only their time to live ran out). A map a
   * little behind another instance's write is harmless: an unknown branch gets the answer for
   * all, a branch gone gets no menus (and its page says it is not found).
   */
  private async publicBranchId(identifier: string, version: number): Promise<number | null> {
    if (this.branchIds?.version !== version) {
      const entries = await this.load(null);
      this.branchIds = { version, ids: publicBranchIds(entries) };
    }
    return this.branchIds.ids.get(identifier) ?? null;
  }

  private async build(auth: AuthContext | null): Promise<InitEntry[]> {
    const [config, me, ...lists] = await Promise.all([
      this.config.get(),
      auth ? this.auth.me(auth) : Promise.resolve<Me | null>(null),
      ...this.lists.map(([, service]) => service.all(auth)),
    ]);
    return [
      { url: '/api/config', data: config },
      { url: '/api/users/me', data: me },
      ...this.lists.map(([url], index) => ({ url, data: lists[index] }) as InitEntry),
    ];
  }
}
