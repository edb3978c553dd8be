import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/access.decorators.js';
import { RawResponse } from '../../common/decorators/raw-response.decorator.js';
import { ConfigService } from '../content/config.service.js';
import { webManifest } from './web-manifest.js';
import { ApiRawAnswer } from '../../http/openapi/decorators.js';

@ApiTags('web')
@Controller()
export class WebManifestController {
  constructor(private readonly config: ConfigService) {}

  /** The web app manifest of the installable app, from the config; revalidated on every load. */
  @Get('manifest.webmanifest')
  @Public()
  @RawResponse()
  @ApiOperation({ summary: 'Web-App-Manifest (Name, Farben und Icons aus der Konfiguration)' })
  @ApiRawAnswer(['application/manifest+json'], { schema: { type: 'object' } })
  async manifest(@Res() reply: FastifyReply): Promise<void> {
    const manifest = webManifest(await this.config.get());
    reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifest));
  }
}
