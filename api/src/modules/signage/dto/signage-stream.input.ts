import {
  SignageStreamLimits,
  type SignageDaypart,
  type SignageStreamEntry,
  type OnlyContractFields,
  type SignageStreamInput as SignageStreamInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, ValidateNested } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { IsJsonObject, Optional } from '../../../common/validation/validators.js';
import { TextField } from '../../../common/validation/text-fields.js';

/** Most places in one playlist. */
const MAX_ENTRIES = 200;

/** One place of the playlist: the segment and when this place plays. */
export class SignageStreamEntryInput implements SignageStreamEntry {
  @ApiProperty({ type: IdRefInput })
  @ValidateNested()
  @Type(() => IdRefInput)
  segment: IdRefInput;

  @ApiPropertyOptional({
    description: 'Wann dieser Platz läuft (SignageDaypart); null: immer',
    type: Object,
    nullable: true,
  })
  @IsOptional()
  @IsJsonObject()
  daypart: SignageDaypart | null;
}

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
  @ArrayMaxSize(MAX_ENTRIES)
  @ValidateNested({ each: true })
  @Type(() => IdRefInput)
  segments?: IdRefInput[];

  @ApiPropertyOptional({
    type: [SignageStreamEntryInput],
    description: 'Plätze in Abspielreihenfolge mit Zeitfenster; hat Vorrang vor `segments`',
  })
  @Optional()
  @IsArray()
  @ArrayMaxSize(MAX_ENTRIES)
  @ValidateNested({ each: true })
  @Type(() => SignageStreamEntryInput)
  entries?: SignageStreamEntryInput[];

  @ApiPropertyOptional() @Optional() @IsBoolean() isEnabled?: boolean;
}

export class SignageStreamUpdateInput extends PartialType(SignageStreamInput, {
  skipNullProperties: false,
}) {}
