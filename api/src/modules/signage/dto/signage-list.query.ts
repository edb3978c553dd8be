import { SIGNAGE_ORIENTATIONS, SIGNAGE_SEGMENT_TYPES } from '@bestellwerk/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { ListQuery } from '../../../common/crud/list.query.js';

const ID = /^[1-9]\d{0,9}$/;

/** Filters of the segment list: `?isEnabled=true&type=menu`. */
export class SignageSegmentListQuery extends ListQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'])
  isEnabled?: string;

  @ApiPropertyOptional({ enum: SIGNAGE_SEGMENT_TYPES })
  @IsOptional()
  @IsIn(SIGNAGE_SEGMENT_TYPES)
  type?: string;
}

/** Filter of the stream list: `?isEnabled=true`. */
export class SignageStreamListQuery extends ListQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'])
  isEnabled?: string;
}

/** Filters of the TV list: `?branch=3&stream=2&orientation=portrait`. */
export class SignageDeviceListQuery extends ListQuery {
  @ApiPropertyOptional({ description: 'Nur TVs dieser Filiale (ID)' })
  @IsOptional()
  @Matches(ID)
  branch?: string;

  @ApiPropertyOptional({ description: 'Nur TVs mit diesem Stream (ID)' })
  @IsOptional()
  @Matches(ID)
  stream?: string;

  @ApiPropertyOptional({ enum: SIGNAGE_ORIENTATIONS })
  @IsOptional()
  @IsIn(SIGNAGE_ORIENTATIONS)
  orientation?: string;
}
