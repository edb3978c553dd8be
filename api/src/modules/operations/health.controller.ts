import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/access.decorators.js';
import { ApiErrors } from '../../http/openapi/decorators.js';
import { ServiceUnavailableError } from './operations.errors.js';
import { ReadinessService, type ReadyReport } from './readiness.service.js';

/** Probes are never cached: a stale "ok" would hide a dead instance. */
const NO_STORE = 'no-store';

const dataSchema = (properties: Record<string, object>) => ({
  type: 'object',
  required: ['data'],
  properties: {
    data: { type: 'object', required: Object.keys(properties), properties },
  },
});

/** The load balancer's and orchestrator's probes: public, uncached, never rate-limited. */
@ApiTags('operations')
@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** Alive: answers 200 as long as the process serves HTTP, whatever its dependencies do. */
  @Get('health')
  @Public()
  @ApiOperation({ summary: 'Lebt der Prozess? (200, solange er Anfragen beantwortet)' })
  @ApiResponse({
    status: 200,
    description: 'Der Prozess läuft.',
    schema: dataSchema({ status: { type: 'string', enum: ['ok'] } }),
  })
  health(@Res({ passthrough: true }) reply: FastifyReply): { status: 'ok' } {
    reply.header('cache-control', NO_STORE);
    return { status: 'ok' };
  }

  /** Ready: the database and Redis (if configured) answer, and the instance is not shutting down. */
  @Get('ready')
  @Public()
  @ApiOperation({
    summary: 'Kann die Instanz Anfragen übernehmen? (Datenbank und Redis erreichbar)',
  })
  @ApiResponse({
    status: 200,
    description: 'Datenbank und (falls konfiguriert) Redis antworten.',
    schema: dataSchema({
      database: { type: 'string', enum: ['ok'] },
      redis: { type: 'string', enum: ['ok', 'not-configured'] },
    }),
  })
  @ApiErrors(503)
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadyReport> {
    reply.header('cache-control', NO_STORE);
    const result = await this.readiness.check();
    if ('problems' in result) throw new ServiceUnavailableError(result.problems);
    return result.ready;
  }
}
