import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsIdentifier, IsNotBlank, Optional } from './validators.js';

// The text fields of the input DTOs, each one decorator instead of the same three or four.
// Listed in the order TypeScript applies stacked decorators (bottom first), so validation
// messages come in the same order as with the stack written out.

/** A required text of at most `maxLength` characters. */
export function TextField(maxLength: number, property?: ApiPropertyOptions) {
  return applyDecorators(MaxLength(maxLength), IsString(), ApiProperty(property));
}

/** A text that may be left out (never null) of at most `maxLength` characters. */
export function OptionalTextField(maxLength: number, property?: ApiPropertyOptions) {
  return applyDecorators(
    MaxLength(maxLength),
    IsString(),
    Optional(),
    ApiPropertyOptional(property),
  );
}

/** A required URL key (lower-case letters, digits and dashes) of at most `maxLength` characters. */
export function IdentifierField(maxLength: number, property?: ApiPropertyOptions) {
  return applyDecorators(MaxLength(maxLength), IsIdentifier(), ApiProperty(property));
}

/** A required text that is not only white space, of at most `maxLength` characters. */
export function NonBlankTextField(maxLength: number, property?: ApiPropertyOptions) {
  return applyDecorators(MaxLength(maxLength), IsNotBlank(), IsString(), ApiProperty(property));
}
