import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RemoteEntryMap } from '@bestellwerk/domain';
import { Public } from '../../common/decorators/access.decorators.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { ApiData } from '../../http/openapi/decorators.js';

@ApiTags('web')
@Controller('remotes')
export class RemotesController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Where the shell loads each remote from; runtime configuration, so a remote deploys alone. */
  @Get()
  @Public()
  @ApiOperation({ summary: 'Manifest-URLs der Microfrontends (per MFE_<NAME>_URL überschreibbar)' })
  @ApiData('RemoteEntryMap')
  remotes(): RemoteEntryMap {
    return this.config.remotes;
  }
}
