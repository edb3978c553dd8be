import { Injectable } from '@nestjs/common';
import { recordNotFound, type Menu } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../common/errors/app-errors.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { BranchEntity } from '../organisation/entities/branch.entity.js';
import { toMenu } from './catalog.mapper.js';
import { MenuEntity } from './entities/menu.entity.js';

/** The menus assigned to one branch (GET /api/branches/{id}/menus). */
@Injectable()
export class BranchMenusService {
  constructor(private readonly dataSource: DataSource) {}

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
