import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { recordNotFound, type BranchAdmin } from '@bestellwerk/domain';
import type { Repository } from 'typeorm';
import { NotFoundError } from '../../common/errors/app-errors.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { toBranch } from './branch.mapper.js';
import { newBranchApiKey } from './branch.resource.js';
import { BranchEntity } from './entities/branch.entity.js';

/** Replaces a branch's counter-tablet key; the old one stops working with the next request. */
@Injectable()
export class BranchApiKeyService {
  constructor(
    @InjectRepository(BranchEntity) private readonly branches: Repository<BranchEntity>,
  ) {}

  /** Stores a new key and answers the branch as admins read it (with the key). */
  async rotate(id: number, auth: AuthContext): Promise<BranchAdmin> {
    const result = await this.branches.update({ id }, { apiKey: newBranchApiKey() });
    if (!result.affected) throw new NotFoundError(recordNotFound('branches'));
    const branch = await this.branches.findOneOrFail({
      where: { id },
      relations: { tags: true, images: true, logo: true, division: true, deliveryAreas: true },
    });
    return toBranch(branch, auth) as BranchAdmin;
  }
}
