import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPrepared } from '../../common/cache/prepared-response.js';
import { Public } from '../../common/decorators/access.decorators.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { InitQuery } from './init.query.js';
import { InitService } from './init.service.js';
import { ApiDataOf } from '../../http/openapi/decorators.js';

@ApiTags('init')
@Controller('init')
export class InitController {
  constructor(private readonly init: InitService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Startdaten: Konfiguration, angemeldeter Benutzer und alle öffentlichen Listen',
    description:
      'Mit `branch` erhalten Besucher nur die Menüs und Produkte dieser Filiale (eine Filialseite ' +
      'wartet so nicht auf das Sortiment der anderen Filialen).',
  })
  // Sent as prepared bytes (no return value to check): the untyped form of ApiDataList.
  @ApiDataOf('InitEntry', { list: true })
  async load(
    @Auth() auth: AuthContext | null,
    @Query() query: InitQuery,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // Staff answers are built per caller (all of it); visitors get the bytes prepared for everyone.
    if (auth) void reply.send({ data: await this.init.load(auth) });
    else void sendPrepared(request, reply, await this.init.anonymousAnswer(query.branch ?? null));
  }
}
