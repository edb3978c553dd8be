import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SignageDisplay } from '@bestellwerk/domain';
import { Public } from '../../common/decorators/access.decorators.js';
import { SignageService } from './signage.service.js';
import { ApiData } from '../../http/openapi/decorators.js';

/** The TV's own read: public, addressed by the device identifier in its URL. */
@ApiTags('digital-signage-devices')
@Controller('digital-signage-devices/public')
export class SignageDisplayController {
  constructor(private readonly signage: SignageService) {}

  @Get(':identifier')
  @Public()
  @ApiOperation({ summary: 'Was ein TV abspielt (Gerät, Stream, aktive Filmsequenzen)' })
  @ApiData('SignageDisplay')
  display(@Param('identifier') identifier: string): Promise<SignageDisplay> {
    return this.signage.display(identifier);
  }
}
