import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { InitEntry } from '@bestellwerk/domain';
import { Public } from '../../common/decorators/access.decorators.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { InitService } from './init.service.js';
import { ApiDataList } from '../../http/openapi/decorators.js';

@ApiTags('init')
@Controller('init')
export class InitController {
  constructor(private readonly init: InitService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Startdaten: Konfiguration, angemeldeter Benutzer und alle öffentlichen Listen',
  })
  @ApiDataList('InitEntry')
  load(@Auth() auth: AuthContext | null): Promise<InitEntry[]> {
    return this.init.load(auth);
  }
}
