import { Injectable } from '@nestjs/common';
import { recordNotFound, type Menu } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { PreparedResponseCache } from '../../common/cache/prepared-response-cache.js';
import type { PreparedResponse } from '../../common/cache/prepared-response.js';
import { NotFoundError } from '../../common/errors/app-errors.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { PublicDataVersion } from '../init/public-data-version.js';
import { BranchEntity } from '../organisation/entities/branch.entity.js';
import { toMenu } from './catalog.mapper.js';
import { MenuEntity } from './entities/menu.entity.js';

/**
 * How long a branch's prepared public menus are served at most without a rebuild: writes in this
 * process end it at once; this bounds how long another API instance's writes stay unseen.
 */
const PUBLIC_MENUS_TTL_MS = 5_000;

/** The menus assigned to one branch (GET /api/branches/{id}/menus). */
@Injectable()
export class BranchMenusService {
  private readonly prepared = new PreparedResponseCache<number>(PUBLIC_MENUS_TTL_MS);

  constructor(
    private readonly dataSource: DataSource,
    private readonly version: PublicDataVersion,
  ) {}

  /**
   * The anonymous answer for a branch, prepared once per public data version; a branch that is
   * not public is the same German 404 (and is not kept).
   */
  publicAnswer(branchId: number): Promise<PreparedResponse> {
    return this.prepared.get(branchId, this.version.current, async () => ({
      body: { data: await this.forBranch(branchId, null) },
    }));
  }

  /**
   * The branch's menus, latest `availableFrom` first, each with all its branches. Anonymous
   * callers only reach enabled and public branches; any other branch is a German 404.
   */
  async forBranch(branchId: number, auth: AuthContext | null): Promise<Menu[]> {
    const visible = await this.dataSource.getRepository(BranchEntity).exists({
      where: auth ? { id: branchId } : { id: branchId, isEnabled: true, isPublic: true },
    });
    if (!visible) throw new NotFoundError(recordNotFound('branches'));
    const menus = await this.dataSource
      .getRepository(MenuEntity)
      .createQueryBuilder('menu')
      .leftJoinAndSelect('menu.branches', 'branch')
      // A second join to filter, so the selected branch list stays complete.
      .innerJoin('menu.branches', 'assigned', 'assigned.id = :branchId', { branchId })
      .orderBy('menu.availableFrom', 'DESC')
      .addOrderBy('menu.id', 'DESC')
      .getMany();
    return menus.map(toMenu);
  }
}
