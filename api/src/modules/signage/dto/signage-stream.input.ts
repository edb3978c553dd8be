import {
  SignageStreamLimits,
  type OnlyContractFields,
  type SignageStreamInput as SignageStreamInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { Optional } from '../../../common/validation/validators.js';

export class SignageStreamInput
  implements
    SignageStreamInputContract,
    OnlyContractFields<SignageStreamInputContract, SignageStreamInput>
{
  @ApiProperty({ example: 'Schaufenster' })
  @IsString()
  @MaxLength(SignageStreamLimits.name)
  name: string;

  @ApiPropertyOptional({ type: [IdRefInput], description: 'Filmsequenzen in Abspielreihenfolge' })
  @Optional()
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => IdRefInput)
  segments?: IdRefInput[];

  @ApiPropertyOptional() @Optional() @IsBoolean() isEnabled?: boolean;
}

export class SignageStreamUpdateInput extends PartialType(SignageStreamInput, {
  skipNullProperties: false,
}) {}
