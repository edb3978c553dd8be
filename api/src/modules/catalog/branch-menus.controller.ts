import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPrepared } from '../../common/cache/prepared-response.js';
import { Public } from '../../common/decorators/access.decorators.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { IdParamPipe } from '../../common/pipes/id-param.pipe.js';
import { BranchMenusService } from './branch-menus.service.js';
import { ApiDataOf } from '../../http/openapi/decorators.js';

@ApiTags('menus')
@Controller('branches')
export class BranchMenusController {
  constructor(private readonly menus: BranchMenusService) {}

  @Get(':id/menus')
  @Public()
  @ApiOperation({ summary: 'Produktkataloge einer Filiale, neueste zuerst' })
  // Sent as prepared bytes (no return value to check): the untyped form of ApiDataList.
  @ApiDataOf('Menu', { list: true })
  async list(
    @Param('id', IdParamPipe) id: number,
    @Auth() auth: AuthContext | null,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (auth) void reply.send({ data: await this.menus.forBranch(id, auth) });
    else void sendPrepared(request, reply, await this.menus.publicAnswer(id));
  }
}
