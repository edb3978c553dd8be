import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/access.decorators.js';
import { RawResponse } from '../../common/decorators/raw-response.decorator.js';
import { NotFoundError, UnauthorizedError } from '../../common/errors/app-errors.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { ApiErrors, ApiRawAnswer } from '../../http/openapi/decorators.js';
import { bearerTokenMatches } from './metrics-token.js';
import { MetricsService } from './metrics.service.js';

/**
 * Prometheus' scrape target at `/metrics` (outside /api, where Prometheus looks by default).
 * Public to the session guard, but only with METRICS_TOKEN as Bearer token; without a token
 * configured the route does not exist to the outside (404).
 */
@ApiTags('operations')
@Controller()
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('metrics')
  @Public()
  @RawResponse()
  @ApiSecurity('metricsToken')
  @ApiOperation({
    summary:
      'Prometheus-Metriken (nur mit METRICS_TOKEN als Bearer-Token; ohne Token-Konfiguration 404)',
  })
  @ApiRawAnswer(['text/plain'], { description: 'Metriken im Textformat von Prometheus' })
  @ApiErrors(404)
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const token = this.config.metricsToken;
    if (!token) throw new NotFoundError();
    if (!bearerTokenMatches(authorization, token))
      throw new UnauthorizedError('METRICS_TOKEN_INVALID');
    const { contentType, text } = await this.metrics.exposition();
    reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
  }
}
