import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { recordNotFound } from '@bestellwerk/domain';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { NotFoundError } from '../../common/errors/app-errors.js';
import { TableEntity } from './entities/table.entity.js';
import { qrCodeSvg, tableLinkUrl } from './table-qr.js';

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
    if (!table) throw new NotFoundError(recordNotFound('tables'));
    return qrCodeSvg(tableLinkUrl(this.config.publicUrl, table.branch.identifier, table.identifier))
      .svg;
  }
}
