import {
  SignageStreamLimits,
  type OnlyContractFields,
  type SignageStreamInput as SignageStreamInputContract,
} from '@bestellwerk/domain';
import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, ValidateNested } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { Optional } from '../../../common/validation/validators.js';
import { TextField } from '../../../common/validation/text-fields.js';

export class SignageStreamInput
  implements
    SignageStreamInputContract,
    OnlyContractFields<SignageStreamInputContract, SignageStreamInput>
{
  @TextField(SignageStreamLimits.name, { example: 'Schaufenster' })
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
