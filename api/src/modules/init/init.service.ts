import { Injectable } from '@nestjs/common';
import type { InitEntry, Me } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { CrudService } from '../../common/crud/crud.service.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { AuthService } from '../auth/auth.service.js';
import { ConfigService } from '../content/config.service.js';
import { INIT_LISTS } from './init.resources.js';

/**
 * Everything the front end needs at start, in one answer. Anonymous callers get the public
 * data only (each list's public filter); staff get all of it. The number of SQL queries is
 * fixed: one per list (relations joined), one for the config, one for the user.
 */
@Injectable()
export class InitService {
  private readonly lists: [InitEntry['url'], CrudService<{ id: number }, unknown, object>][];

  constructor(
    dataSource: DataSource,
    private readonly config: ConfigService,
    private readonly auth: AuthService,
  ) {
    this.lists = INIT_LISTS.map(([url, resource]) => [url, new CrudService(resource, dataSource)]);
  }

  /** The init entries for the caller, config first. */
  async load(auth: AuthContext | null): Promise<InitEntry[]> {
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
