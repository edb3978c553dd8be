import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/access.decorators.js';
import { RawResponse } from '../../common/decorators/raw-response.decorator.js';
import { ConfigService } from '../content/config.service.js';
import { webManifest } from './web-manifest.js';

@ApiTags('web')
@Controller()
export class WebManifestController {
  constructor(private readonly config: ConfigService) {}

  /** The web app manifest of the installable app, from the config; revalidated on every load. */
  @Get('manifest.webmanifest')
  @Public()
  @RawResponse()
  @ApiProduces('application/manifest+json')
  @ApiOperation({ summary: 'Web-App-Manifest (Name, Farben und Icons aus der Konfiguration)' })
  async manifest(@Res() reply: FastifyReply): Promise<void> {
    const manifest = webManifest(await this.config.get());
    reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifest));
  }
}
