import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Menu } from '@bestellwerk/domain';
import { Public } from '../../common/decorators/access.decorators.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { IdParamPipe } from '../../common/pipes/id-param.pipe.js';
import { BranchMenusService } from './branch-menus.service.js';
import { ApiDataList } from '../../http/openapi/decorators.js';

@ApiTags('menus')
@Controller('branches')
export class BranchMenusController {
  constructor(private readonly menus: BranchMenusService) {}

  @Get(':id/menus')
  @Public()
  @ApiOperation({ summary: 'Produktkataloge einer Filiale, neueste zuerst' })
  @ApiDataList('Menu')
  list(@Param('id', IdParamPipe) id: number, @Auth() auth: AuthContext | null): Promise<Menu[]> {
    return this.menus.forBranch(id, auth);
  }
}
