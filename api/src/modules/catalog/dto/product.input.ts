import {
  ALLERGEN_CODES,
  CALCULATION_MODELS,
  LEAD_TIME_TYPES,
  PART_MAX_LENGTH_BOUNDS,
  PART_TYPES,
  PRICE_MODIFIERS,
  PRODUCT_TYPES,
  UNIT_KEYS,
  type AllergenCode,
  type CalculationModel,
  type LeadTimeType,
  type PartType,
  type PriceModifier,
  type ProductType,
  type UnitKey,
  ConfigPartLimits,
  PartOptionLimits,
  ProductLimits,
  type OnlyContractFields,
  type AlternativeUnitInput as AlternativeUnitInputContract,
  type ConfigPartInput as ConfigPartInputContract,
  type PartOptionInput as PartOptionInputContract,
  type ProductConfigInput as ProductConfigInputContract,
  type ProductInput as ProductInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsPositive,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IdRefInput, ScheduleInput } from '../../../common/dto/common.input.js';
import { IsMoney, IsQuantity, IsTaxRate, Optional } from '../../../common/validation/validators.js';
import { OptionalTextField, TextField } from '../../../common/validation/text-fields.js';

/** A unit the product is also sold in, priced at base price × ratio. */
export class AlternativeUnitInput
  implements
    AlternativeUnitInputContract,
    OnlyContractFields<AlternativeUnitInputContract, AlternativeUnitInput>
{
  @ApiProperty({ enum: UNIT_KEYS })
  @IsIn(UNIT_KEYS)
  unit: UnitKey;

  @ApiProperty({ example: 0.5 })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 6 })
  @IsPositive()
  @Max(1_000_000)
  ratio: number;

  @ApiProperty({ enum: CALCULATION_MODELS })
  @IsIn(CALCULATION_MODELS)
  calculationModel: CalculationModel;

  @ApiProperty({ nullable: true })
  @IsOptional()
  @IsQuantity()
  minimumQuantity: number | null;

  @ApiProperty({ nullable: true })
  @IsOptional()
  @IsQuantity()
  maximumQuantity: number | null;

  @ApiProperty({ nullable: true })
  @IsOptional()
  @IsQuantity()
  quantityStepSize: number | null;
}

/** One choice of a select or multiselect part and how it changes the price. */
export class PartOptionInput
  implements PartOptionInputContract, OnlyContractFields<PartOptionInputContract, PartOptionInput>
{
  @TextField(PartOptionLimits.name, { example: 'Ø 22 cm (12 Stück)' })
  name: string;

  @ApiProperty({ enum: PRICE_MODIFIERS })
  @IsIn(PRICE_MODIFIERS)
  modifier: PriceModifier;

  @ApiProperty({ example: 12 })
  @IsMoney()
  value: number;
}

/** A configurable part (size, inscription, photo…). */
export class ConfigPartInput
  implements ConfigPartInputContract, OnlyContractFields<ConfigPartInputContract, ConfigPartInput>
{
  @TextField(ConfigPartLimits.name, { example: 'Größe' })
  name: string;

  @OptionalTextField(ConfigPartLimits.description)
  description?: string;

  @ApiProperty({ enum: PART_TYPES })
  @IsIn(PART_TYPES)
  type: PartType;

  @ApiPropertyOptional() @Optional() @IsBoolean() optional?: boolean;

  @ApiPropertyOptional({ type: [PartOptionInput] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => PartOptionInput)
  options?: PartOptionInput[];

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: PART_MAX_LENGTH_BOUNDS.min,
    maximum: PART_MAX_LENGTH_BOUNDS.max,
    example: 40,
    description: 'Most characters of a text or textarea part; null or left out: no limit',
  })
  @IsOptional()
  @IsInt()
  @Min(PART_MAX_LENGTH_BOUNDS.min)
  @Max(PART_MAX_LENGTH_BOUNDS.max)
  maxLength?: number | null;
}

export class ProductConfigInput
  implements
    ProductConfigInputContract,
    OnlyContractFields<ProductConfigInputContract, ProductConfigInput>
{
  @ApiProperty({ type: [ConfigPartInput] })
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => ConfigPartInput)
  parts: ConfigPartInput[];
}

/** Every field of a product staff can set; all but name and price have defaults. */
export class ProductInput
  implements ProductInputContract, OnlyContractFields<ProductInputContract, ProductInput>
{
  @ApiPropertyOptional({ example: 'P-0203', description: 'Generated (P-…) when left out or empty' })
  // An empty article number (a cleared form field) counts as left out.
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === '' ? undefined : value,
  )
  @Optional()
  @IsString()
  @Matches(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/)
  @MaxLength(ProductLimits.uid)
  uid?: string;

  @TextField(ProductLimits.name, { example: 'Kaisersemmel' })
  name: string;

  @OptionalTextField(ProductLimits.description)
  description?: string;

  @ApiPropertyOptional({ enum: ALLERGEN_CODES, isArray: true })
  @Optional()
  @IsArray()
  @ArrayMaxSize(ALLERGEN_CODES.length)
  @ArrayUnique()
  @IsIn(ALLERGEN_CODES, { each: true })
  allergens?: AllergenCode[];

  @OptionalTextField(ProductLimits.allergenNote)
  allergenNote?: string;

  @ApiPropertyOptional({ enum: PRODUCT_TYPES })
  @Optional()
  @IsIn(PRODUCT_TYPES)
  type?: ProductType;

  @ApiProperty({ example: 0.6 })
  @IsMoney()
  price: number;

  @ApiPropertyOptional({ enum: UNIT_KEYS })
  @Optional()
  @IsIn(UNIT_KEYS)
  unit?: UnitKey;

  @ApiPropertyOptional({ type: [AlternativeUnitInput] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(UNIT_KEYS.length)
  @ValidateNested({ each: true })
  @Type(() => AlternativeUnitInput)
  alternativeUnits?: AlternativeUnitInput[];

  @ApiPropertyOptional({ nullable: true }) @IsOptional() @IsQuantity() minimumQuantity?:
    number | null;

  @ApiPropertyOptional({ nullable: true }) @IsOptional() @IsQuantity() maximumQuantity?:
    number | null;

  @ApiPropertyOptional({ nullable: true }) @IsOptional() @IsQuantity() quantityStepSize?:
    number | null;

  @ApiPropertyOptional({ nullable: true }) @IsOptional() @IsQuantity() defaultQuantity?:
    number | null;

  @ApiPropertyOptional({ enum: UNIT_KEYS, nullable: true })
  // An empty choice (a form's "no selection") is no default unit.
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @IsOptional()
  @IsIn(UNIT_KEYS)
  defaultUnit?: UnitKey | null;

  @ApiPropertyOptional({ enum: CALCULATION_MODELS })
  @Optional()
  @IsIn(CALCULATION_MODELS)
  calculationModel?: CalculationModel;

  @ApiPropertyOptional({ example: 10 }) @Optional() @IsTaxRate() tax?: number;
  @ApiPropertyOptional({ example: 10 }) @Optional() @IsTaxRate() takeawayTax?: number;
  @ApiPropertyOptional({ example: 10 }) @Optional() @IsTaxRate() dineInTax?: number;

  @ApiPropertyOptional({ type: [IdRefInput] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => IdRefInput)
  images?: IdRefInput[];

  @ApiPropertyOptional() @Optional() @IsBoolean() isPriceHidden?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isEnabled?: boolean;

  @ApiPropertyOptional({ type: ScheduleInput, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => ScheduleInput)
  schedule?: ScheduleInput | null;

  @ApiPropertyOptional() @Optional() @IsBoolean() isStepByStep?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isLeadTimeEnabled?: boolean;

  @ApiPropertyOptional({ enum: LEAD_TIME_TYPES })
  @Optional()
  @IsIn(LEAD_TIME_TYPES)
  leadTimeType?: LeadTimeType;

  @ApiPropertyOptional({ minimum: 0, maximum: 10000 })
  @Optional()
  @IsInt()
  @Min(0)
  @Max(10000)
  leadTimeValue?: number;

  @ApiPropertyOptional({ type: [IdRefInput], description: 'Parts of a bundle' })
  @Optional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => IdRefInput)
  bundleProducts?: IdRefInput[];

  @ApiPropertyOptional({ type: ProductConfigInput })
  @Optional()
  @ValidateNested()
  @Type(() => ProductConfigInput)
  config?: ProductConfigInput;
}

export class ProductUpdateInput extends PartialType(ProductInput, { skipNullProperties: false }) {}
