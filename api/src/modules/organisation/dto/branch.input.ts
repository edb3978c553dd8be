import {
  BranchLimits,
  DeliveryAreaLimits,
  type OnlyContractFields,
  type BranchInput as BranchInputContract,
  type DeliveryAreaInput as DeliveryAreaInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsInt,
  IsNumber,
  IsOptional,
  IsUrl,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  IdRefInput,
  MAX_HOUR_ENTRIES,
  OpeningHourEntryInput,
} from '../../../common/dto/common.input.js';
import {
  IsMoney,
  IsTaxRate,
  IsTimeOfDay,
  Optional,
} from '../../../common/validation/validators.js';
import {
  IdentifierField,
  OptionalTextField,
  TextField,
} from '../../../common/validation/text-fields.js';
import { OptionalRefField } from '../../../common/dto/ref-fields.js';

/** A delivery area as staff enter it; with the id of an existing area it is changed in place. */
export class DeliveryAreaInput
  implements
    DeliveryAreaInputContract,
    OnlyContractFields<DeliveryAreaInputContract, DeliveryAreaInput>
{
  @ApiPropertyOptional()
  @Optional()
  @IsInt()
  @Min(1)
  id?: number;

  @TextField(DeliveryAreaLimits.area, { example: '1070 Wien' })
  area: string;

  @ApiProperty({ example: 3.5 })
  @IsMoney()
  price: number;

  @ApiProperty({ example: 20 })
  @IsTaxRate()
  tax: number;

  @ApiProperty()
  @IsBoolean()
  free: boolean;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsMoney()
  freeFromOrderValue: number | null = null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsMoney()
  minimumOrderValue: number | null = null;
}

/** Every field of a branch staff can set; all but identifier and name have defaults. */
export class BranchInput
  implements BranchInputContract, OnlyContractFields<BranchInputContract, BranchInput>
{
  @IdentifierField(BranchLimits.identifier, { example: 'wien-neubau' })
  identifier: string;

  @TextField(BranchLimits.name, { example: 'Wien Neubau' })
  name: string;

  @OptionalTextField(BranchLimits.description)
  description?: string;
  @OptionalTextField(BranchLimits.street) street?: string;
  @OptionalTextField(BranchLimits.zipCode) zipCode?: string;
  @OptionalTextField(BranchLimits.city) city?: string;
  @OptionalTextField(BranchLimits.phone) phone?: string;

  @ApiPropertyOptional()
  @Optional()
  @ValidateIf((_o, value) => value !== '')
  @IsEmail()
  @MaxLength(BranchLimits.email)
  email?: string;

  /** With or without http(s)://; the storefront links a bare host name with https. */
  @ApiPropertyOptional({ example: 'https://www.backstube.example' })
  @Optional()
  @ValidateIf((_o, value) => value !== '')
  @IsUrl({ protocols: ['http', 'https'] })
  @MaxLength(BranchLimits.website)
  website?: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-180)
  @Max(180)
  longitude?: number | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-90)
  @Max(90)
  latitude?: number | null;

  @OptionalTextField(BranchLimits.keywords)
  keywords?: string;

  @ApiPropertyOptional({ type: [IdRefInput] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => IdRefInput)
  tags?: IdRefInput[];

  @ApiPropertyOptional({ type: [IdRefInput] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => IdRefInput)
  images?: IdRefInput[];

  @OptionalRefField()
  logo?: IdRefInput | null;

  @OptionalRefField()
  division?: IdRefInput | null;

  @ApiPropertyOptional({ type: [OpeningHourEntryInput] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(MAX_HOUR_ENTRIES)
  @ValidateNested({ each: true })
  @Type(() => OpeningHourEntryInput)
  openingHours?: OpeningHourEntryInput[];

  @ApiPropertyOptional({ type: [OpeningHourEntryInput] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(MAX_HOUR_ENTRIES)
  @ValidateNested({ each: true })
  @Type(() => OpeningHourEntryInput)
  deliveryHours?: OpeningHourEntryInput[];

  @ApiPropertyOptional({ type: [DeliveryAreaInput] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => DeliveryAreaInput)
  deliveryAreas?: DeliveryAreaInput[];

  @ApiPropertyOptional({ example: '08:00' })
  @Optional()
  @ValidateIf((_o, value) => value !== '')
  @IsTimeOfDay()
  orderableFrom?: string;

  @OptionalTextField(BranchLimits.closedMessage)
  closedMessage?: string;

  @ApiPropertyOptional() @Optional() @IsBoolean() isEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isPublic?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isDeliveryHoursEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isDeliveryEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isTakeawayEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isDineInEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isPreorderEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isTableSelectionEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isAppointmentRequired?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isQuotationRequired?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isAutoPrintEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isCashEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isATMCardEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isHydroAGVoucherEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isMollieEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isDatatransEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isDeliveryEmailRequired?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isDineInEmailRequired?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isTakeawayEmailRequired?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isDeliveryPhoneRequired?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isDineInPhoneRequired?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isTakeawayPhoneRequired?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isDeliveryAddressRequired?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isDineInAddressRequired?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isTakeawayAddressRequired?: boolean;
}

export class BranchUpdateInput extends PartialType(BranchInput, { skipNullProperties: false }) {}
