import type { INestApplicationContext } from '@nestjs/common';
import type { InitEntry } from '@bestellwerk/domain';
import { branchBannerHint, branchPageIdentifier } from '../../http/page-preloads.js';
import type { PageLinks } from '../../http/static-files.js';
import { InitService } from './init.service.js';

type BranchesEntry = Extract<InitEntry, { url: '/api/branches' }>;

/**
 * The preload hint of a branch page's banner, from the public branches the anonymous init
 * answer holds (cached: no SQL per page view while public data is unchanged).
 */
export function branchBannerLinks(app: INestApplicationContext): PageLinks {
  const init = app.get(InitService);
  return async (path) => {
    if (!branchPageIdentifier(path)) return '';
    const entries = await init.load(null);
    const branches = entries.find((entry): entry is BranchesEntry => entry.url === '/api/branches');
    return branchBannerHint(path, branches?.data ?? []);
  };
}
