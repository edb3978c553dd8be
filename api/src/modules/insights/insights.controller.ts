import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Log } from '@bestellwerk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminOnly, Public } from '../../common/decorators/access.decorators.js';
import { IdParamPipe } from '../../common/pipes/id-param.pipe.js';
import { AnalyticsLogService } from './analytics-log.service.js';
import { AnalyticsLogInput, MAX_ANALYTICS_EVENT_BYTES } from './dto/analytics-log.input.js';
import { LogListQuery } from './dto/log-list.query.js';
import { LogService } from './log.service.js';
import { ApiData, ApiDataList, ApiErrors, ApiNoData } from '../../http/openapi/decorators.js';

/** The storefront's analytics events: public, fire and forget. */
@ApiTags('analytics-log')
@Controller('analytics-log')
export class AnalyticsLogController {
  constructor(private readonly analytics: AnalyticsLogService) {}

  /**
   * Answers 202 with `{ data: null }`: the event is accepted, the client ignores the answer. An
   * event over 16 KB is refused unread (413); the rate limit per IP is in http/rate-limits.ts.
   * The IP and user agent only feed the daily visitor hash; neither is stored.
   */
  @Post()
  @Public()
  @RouteConfig({ bodyLimit: MAX_ANALYTICS_EVENT_BYTES })
  @HttpCode(202)
  @ApiOperation({ summary: 'Analyse-Ereignis der Storefront speichern (nur mit Zustimmung)' })
  @ApiNoData({ status: 202 })
  @ApiErrors(413)
  async record(@Body() input: AnalyticsLogInput, @Req() request: FastifyRequest): Promise<null> {
    await this.analytics.record(input, {
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
    });
    return null;
  }
}

/** The application log, for admins. */
@ApiTags('logs')
@Controller('logs')
export class LogsController {
  constructor(private readonly logs: LogService) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'Logs auflisten (neueste zuerst)' })
  @ApiDataList('Log', { description: 'Liste; die Gesamtzahl steht im Header X-Total-Count.' })
  async list(
    @Query() query: LogListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Log[]> {
    const { items, total } = await this.logs.list(query);
    reply.header('x-total-count', String(total));
    return items;
  }

  @Get(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Log lesen' })
  @ApiData('Log')
  get(@Param('id', IdParamPipe) id: number): Promise<Log> {
    return this.logs.get(id);
  }
}
