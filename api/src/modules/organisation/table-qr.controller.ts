import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RawResponse } from '../../common/decorators/raw-response.decorator.js';
import { IdParamPipe } from '../../common/pipes/id-param.pipe.js';
import { TableQrService } from './table-qr.service.js';
import { ApiRawAnswer } from '../../http/openapi/decorators.js';

/** `GET /api/tables/{id}/qr.svg`: the printable QR code of a table, for signed-in staff. */
@ApiTags('tables')
@Controller('tables')
export class TableQrController {
  constructor(private readonly qr: TableQrService) {}

  @Get(':id/qr.svg')
  @RawResponse()
  @ApiOperation({ summary: 'QR-Code eines Tisches (öffnet die Filiale mit ?table=…)' })
  @ApiRawAnswer(['image/svg+xml'], {
    description: 'SVG; der Link steht im <title> und in data-content',
  })
  async svg(@Param('id', IdParamPipe) id: number, @Res() reply: FastifyReply): Promise<void> {
    const svg = await this.qr.svgOf(id);
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .send(svg);
  }
}
