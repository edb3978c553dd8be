import {
  OPENING_HOUR_TYPES,
  type IdRef,
  type OpeningHourEntry,
  type OpeningHourType,
  type Schedule,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
  ArrayMaxSize,
} from 'class-validator';
import { IsCalendarDate, IsTimeOfDay } from '../validation/validators.js';

/** `{ "id": 7 }`: a reference to another entity. */
export class IdRefInput implements IdRef {
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id: number;
}

/** One opening-hour entry; `date` only for type `once`. */
export class OpeningHourEntryInput implements OpeningHourEntry {
  @ApiProperty({ enum: OPENING_HOUR_TYPES })
  @IsIn(OPENING_HOUR_TYPES)
  type: OpeningHourType;

  @ApiPropertyOptional({ type: String, example: '2026-12-24', nullable: true })
  @ValidateIf(
    (entry: OpeningHourEntryInput) =>
      entry.type === 'once' || (entry.date !== null && entry.date !== undefined),
  )
  @IsCalendarDate()
  date: string | null = null;

  @ApiProperty()
  @IsBoolean()
  isClosed: boolean;

  @ApiProperty({ example: '07:00' })
  @IsTimeOfDay()
  from: string;

  @ApiProperty({ example: '18:00' })
  @IsTimeOfDay()
  to: string;
}

/** Date range plus weekly hours when a product or category is available. */
export class ScheduleInput implements Schedule {
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsCalendarDate()
  startDate: string | null = null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsCalendarDate()
  endDate: string | null = null;

  @ApiProperty({ type: [OpeningHourEntryInput] })
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => OpeningHourEntryInput)
  hours: OpeningHourEntryInput[];
}

/** Max entries of an hours list: a year of dated exceptions plus the week. */
export const MAX_HOUR_ENTRIES = 400;
