import { Controller, Get, Inject, Injectable, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { RawResponse } from '../../common/decorators/raw-response.decorator.js';
import { NotFoundError } from '../../common/errors/app-errors.js';
import { IdParamPipe } from '../../common/pipes/id-param.pipe.js';
import { TableEntity } from './entities/table.entity.js';
import { qrCodeSvg, tableLinkUrl } from './table-qr.js';

export const TABLE_NOT_FOUND = 'Tisch wurde nicht gefunden.';

/** The QR codes staff print for the tables of dine-in branches. */
@Injectable()
export class TableQrService {
  constructor(
    @InjectRepository(TableEntity) private readonly tables: Repository<TableEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The SVG QR code of the table's store link (see `tableLinkUrl`); a German 404 for none. */
  async svgOf(id: number): Promise<string> {
    const table = await this.tables.findOne({ where: { id }, relations: { branch: true } });
    if (!table) throw new NotFoundError(TABLE_NOT_FOUND);
    return qrCodeSvg(tableLinkUrl(this.config.publicUrl, table.branch.identifier, table.identifier))
      .svg;
  }
}

/** `GET /api/tables/{id}/qr.svg`: the printable QR code of a table, for signed-in staff. */
@ApiTags('tables')
@Controller('tables')
export class TableQrController {
  constructor(private readonly qr: TableQrService) {}

  @Get(':id/qr.svg')
  @RawResponse()
  @ApiProduces('image/svg+xml')
  @ApiOperation({ summary: 'QR-Code eines Tisches (öffnet die Filiale mit ?table=…)' })
  @ApiOkResponse({ description: 'SVG; der Link steht im <title> und in data-content' })
  async svg(@Param('id', IdParamPipe) id: number, @Res() reply: FastifyReply): Promise<void> {
    const svg = await this.qr.svgOf(id);
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .send(svg);
  }
}
