import { DEVICE_TYPES } from '@bestellwerk/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { ListQuery } from '../../../common/crud/list.query.js';

/** Filters of the device list: `?branch=3&type=printer&isEnabled=true`. */
export class DeviceListQuery extends ListQuery {
  @ApiPropertyOptional({ description: 'Nur Geräte dieser Filiale (ID)' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,9}$/)
  branch?: string;

  @ApiPropertyOptional({ enum: DEVICE_TYPES })
  @IsOptional()
  @IsIn(DEVICE_TYPES)
  type?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'])
  isEnabled?: string;
}
