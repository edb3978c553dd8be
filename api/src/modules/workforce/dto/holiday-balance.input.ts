import {
  HolidayBalanceBounds,
  type OnlyContractFields,
  type HolidayBalanceInput as HolidayBalanceInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { RefField } from '../../../common/dto/ref-fields.js';
import { IsHalfDays, Optional } from '../../../common/validation/validators.js';

const { year, days } = HolidayBalanceBounds;

export class HolidayBalanceInput
  implements
    HolidayBalanceInputContract,
    OnlyContractFields<HolidayBalanceInputContract, HolidayBalanceInput>
{
  @RefField()
  user: IdRefInput;

  @ApiProperty({ example: 2026, minimum: year.min, maximum: year.max })
  @IsInt()
  @Min(year.min)
  @Max(year.max)
  year: number;

  @ApiProperty({ example: 25, minimum: 0, maximum: days.max, description: 'Arbeitstage' })
  @IsHalfDays()
  @Min(0)
  @Max(days.max)
  entitlement: number;

  @ApiPropertyOptional({ example: 2.5, minimum: days.min, maximum: days.max })
  @Optional()
  @IsHalfDays()
  @Min(days.min)
  @Max(days.max)
  carryOver?: number;
}

export class HolidayBalanceUpdateInput extends PartialType(HolidayBalanceInput, {
  skipNullProperties: false,
}) {}
