import {
  BLOCK_TYPES,
  SITE_PATH_PATTERN,
  SITE_TYPES,
  type BlockType,
  type SiteType,
  SiteLimits,
  type OnlyContractFields,
  type SiteContentItemInput as SiteContentItemInputContract,
  type SiteInput as SiteInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { IsJsonObject, Optional } from '../../../common/validation/validators.js';
import { OptionalTextField, TextField } from '../../../common/validation/text-fields.js';
import { OptionalRefField } from '../../../common/dto/ref-fields.js';

/** One item of a page body: a block kind and that block's value. */
export class SiteContentItemInput
  implements
    SiteContentItemInputContract,
    OnlyContractFields<SiteContentItemInputContract, SiteContentItemInput>
{
  @ApiProperty({ enum: BLOCK_TYPES })
  @IsIn(BLOCK_TYPES)
  type: BlockType;

  @ApiProperty({ type: 'object', additionalProperties: true })
  @IsJsonObject()
  value: Record<string, unknown>;
}

export class SiteInput
  implements SiteInputContract, OnlyContractFields<SiteInputContract, SiteInput>
{
  @ApiProperty({ example: '/site/ueber-uns', description: "'' is the start page" })
  @IsString()
  @Matches(SITE_PATH_PATTERN)
  @MaxLength(SiteLimits.path)
  path: string;

  @TextField(SiteLimits.name, { example: 'Über uns' })
  name: string;

  @OptionalTextField(SiteLimits.title) title?: string;
  @OptionalTextField(SiteLimits.description)
  description?: string;

  @ApiPropertyOptional({ enum: SITE_TYPES })
  @Optional()
  @IsIn(SITE_TYPES)
  type?: SiteType;

  @ApiPropertyOptional() @Optional() @IsBoolean() isPublic?: boolean;

  @OptionalRefField()
  image?: IdRefInput | null;

  @ApiPropertyOptional({ type: [SiteContentItemInput] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => SiteContentItemInput)
  content?: SiteContentItemInput[];
}

export class SiteUpdateInput extends PartialType(SiteInput, { skipNullProperties: false }) {}
