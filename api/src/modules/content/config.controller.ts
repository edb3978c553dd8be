import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Config } from '@bestellwerk/domain';
import { AdminOnly, Public } from '../../common/decorators/access.decorators.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import { isAdmin, type AuthContext } from '../../common/http/auth-context.js';
import { ConfigService } from './config.service.js';
import { ConfigInput } from './dto/config.input.js';
import { ApiData } from '../../http/openapi/decorators.js';

@ApiTags('config')
@Controller('config')
export class ConfigController {
  constructor(private readonly config: ConfigService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Konfiguration lesen',
    description:
      'Öffentlich: Online-Zahlarten ohne Anbieterkonto sind aus. Administratoren lesen die gespeicherten Werte.',
  })
  @ApiData('Config')
  get(@Auth() auth: AuthContext | null): Promise<Config> {
    return isAdmin(auth) ? this.config.getStored() : this.config.get();
  }

  @Post()
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({ summary: 'Konfiguration ändern (nur die angegebenen Felder)' })
  @ApiData('Config')
  update(@Body() input: ConfigInput, @Auth() auth: AuthContext): Promise<Config> {
    return this.config.update(input, auth.userId);
  }
}
