import {
  normaliseUsername,
  ROLES,
  type Role,
  UserLimits,
  type OnlyContractFields,
  type UserInput as UserInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { Optional } from '../../../common/validation/validators.js';
import { OptionalTextField } from '../../../common/validation/text-fields.js';

/** Minimum length of a staff password. */
export const MIN_PASSWORD_LENGTH = 10;

export class UserInput
  implements UserInputContract, OnlyContractFields<UserInputContract, UserInput>
{
  /**
   * Stored normalised (normaliseUsername: NFKC, no whitespace or invisible characters at the
   * ends, lower-cased): one account per name however it is typed, on SQLite as on MySQL.
   */
  @ApiProperty({ example: 'anna' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normaliseUsername(value) : value,
  )
  @IsString()
  @Matches(/^[a-z0-9._-]{2,180}$/)
  username: string;

  @ApiPropertyOptional()
  @Optional()
  @ValidateIf((_o, value) => value !== '')
  @IsEmail()
  @MaxLength(UserLimits.email)
  email?: string;

  @OptionalTextField(UserLimits.firstName)
  firstName?: string;
  @OptionalTextField(UserLimits.lastName) lastName?: string;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH, writeOnly: true })
  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH)
  @MaxLength(UserLimits.password)
  password: string;

  @ApiProperty({ enum: ROLES, isArray: true })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(ROLES.length)
  @IsIn(ROLES, { each: true })
  roles: Role[];

  @ApiPropertyOptional({ type: [IdRefInput] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => IdRefInput)
  branches?: IdRefInput[];

  @ApiPropertyOptional() @Optional() @IsBoolean() isEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isLocked?: boolean;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @IsOptional()
  @IsISO8601({ strict: true })
  expiresAt?: string | null;
}

export class UserUpdateInput extends PartialType(UserInput, { skipNullProperties: false }) {}
