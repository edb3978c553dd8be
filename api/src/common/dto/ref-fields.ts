import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { IdRefInput } from './common.input.js';

// References to other records (`{ "id": 7 }`) in the input DTOs, one decorator each instead of
// the same three or four. Listed in the order TypeScript applies stacked decorators (bottom first).

/** A required reference. */
export function RefField() {
  return applyDecorators(
    Type(() => IdRefInput),
    ValidateNested(),
    ApiProperty({ type: IdRefInput }),
  );
}

/** A reference that may be left out or null (null clears it). */
export function OptionalRefField() {
  return applyDecorators(
    Type(() => IdRefInput),
    ValidateNested(),
    IsOptional(),
    ApiPropertyOptional({ type: IdRefInput, nullable: true }),
  );
}
