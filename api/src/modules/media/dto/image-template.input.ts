import {
  IMAGE_TEMPLATE_LAYER_TYPES,
  IMAGE_TEMPLATE_MAX_PIXELS,
  type ImageTemplateLayerType,
  ImageTemplateLayerLimits,
  ImageTemplateLimits,
  type OnlyContractFields,
  type ImageTemplateInput as ImageTemplateInputContract,
  type ImageTemplateLayerInput as ImageTemplateLayerInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { IsRgbColor, Optional } from '../../../common/validation/validators.js';
import { OptionalTextField, TextField } from '../../../common/validation/text-fields.js';
import { OptionalRefField } from '../../../common/dto/ref-fields.js';

/** Largest canvas side and coordinate of a template, in pixels. */
const MAX_PIXELS = IMAGE_TEMPLATE_MAX_PIXELS;

/** A layer as staff enter it; with the id of an existing layer it is changed in place. */
export class ImageTemplateLayerInput
  implements
    ImageTemplateLayerInputContract,
    OnlyContractFields<ImageTemplateLayerInputContract, ImageTemplateLayerInput>
{
  @ApiPropertyOptional()
  @Optional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id?: number;

  @ApiProperty({ enum: IMAGE_TEMPLATE_LAYER_TYPES })
  @IsIn(IMAGE_TEMPLATE_LAYER_TYPES)
  type: ImageTemplateLayerType;

  @OptionalTextField(ImageTemplateLayerLimits.name)
  name?: string;

  @ApiPropertyOptional() @Optional() @IsInt() @Min(-MAX_PIXELS) @Max(MAX_PIXELS) x?: number;
  @ApiPropertyOptional() @Optional() @IsInt() @Min(-MAX_PIXELS) @Max(MAX_PIXELS) y?: number;
  @ApiPropertyOptional() @Optional() @IsInt() @Min(0) @Max(MAX_PIXELS) width?: number;
  @ApiPropertyOptional() @Optional() @IsInt() @Min(0) @Max(MAX_PIXELS) height?: number;
  @OptionalTextField(ImageTemplateLayerLimits.text)
  text?: string;

  @ApiPropertyOptional({ nullable: true, description: 'Font id' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  font?: number | null;

  @ApiPropertyOptional() @Optional() @IsInt() @Min(1) @Max(1000) fontSize?: number;

  @ApiPropertyOptional({ example: '#C49560' }) @Optional() @IsRgbColor() color?: string;

  @OptionalRefField()
  image?: IdRefInput | null;
}

export class ImageTemplateInput
  implements
    ImageTemplateInputContract,
    OnlyContractFields<ImageTemplateInputContract, ImageTemplateInput>
{
  @TextField(ImageTemplateLimits.name, { example: 'Wochenkarte Instagram' })
  name: string;

  @ApiPropertyOptional() @Optional() @IsInt() @Min(1) @Max(MAX_PIXELS) width?: number;
  @ApiPropertyOptional() @Optional() @IsInt() @Min(1) @Max(MAX_PIXELS) height?: number;

  @ApiPropertyOptional({ type: [ImageTemplateLayerInput] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => ImageTemplateLayerInput)
  layers?: ImageTemplateLayerInput[];
}

export class ImageTemplateUpdateInput extends PartialType(ImageTemplateInput, {
  skipNullProperties: false,
}) {}
