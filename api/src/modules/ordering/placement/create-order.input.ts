import {
  COUNTRIES,
  PAYMENT_METHODS,
  type CartItemInput,
  type CartPartValue,
  type Country,
  type CreateOrderInput as CreateOrderInputContract,
  type OrderUploadTokens,
  type PaymentMethod,
  UNIT_KEYS,
  type UnitKey,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { IsDateTime, Optional } from '../../../common/validation/validators.js';
import { MAX_ORDER_UPLOAD_TOKENS, OrderUploadTokenInput } from './order-upload-token.input.js';

/** Most items one order may hold. */
export const MAX_ORDER_ITEMS = 100;
/** Most parts one item may carry. */
export const MAX_ITEM_PARTS = 50;
/**
 * The parts' values as the document describes them (contract `CartPartValue`): an option index,
 * a list of option indexes or upload ids, a text, or null for a part left empty.
 */
export const PART_VALUES_PROPERTY: ApiPropertyOptions = {
  description: 'Gewählter Wert je Teil: Optionsindex, Liste, Text oder Upload-IDs',
  type: 'array',
  items: {
    oneOf: [
      { type: 'number' },
      { type: 'array', items: { type: 'number' } },
      { type: 'string' },
      { type: 'null' },
    ],
  },
};
/** Most option indexes or uploads in one part. */
export const MAX_PART_VALUES = 20;
/** Longest text of a text or textarea part. */
export const MAX_PART_TEXT = 2000;
/** Longest comment of an order. */
export const MAX_COMMENT = 2000;

/** A part value: null, a text, an option index or upload id, or a list of them. */
function isPartValue(value: unknown): value is CartPartValue {
  if (value === null) return true;
  if (typeof value === 'string') return value.length <= MAX_PART_TEXT;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value < 2 ** 31;
  return (
    Array.isArray(value) &&
    value.length <= MAX_PART_VALUES &&
    value.every((v) => Number.isInteger(v) && v >= 0 && v < 2 ** 31)
  );
}

/** Every entry of the list is a part value (see {@link isPartValue}). */
export function IsPartValues() {
  return ValidateBy(
    {
      name: 'isPartValues',
      validator: { validate: (v) => Array.isArray(v) && v.every(isPartValue) },
    },
    {
      message: (args) =>
        `Das Feld „${args.property}“ darf nur Optionen, Texte bis ${MAX_PART_TEXT} Zeichen oder Upload-Nummern enthalten.`,
    },
  );
}

/** One cart item as the checkout sends it. Price fields the browser may add are ignored. */
export class CreateOrderItemInput implements CartItemInput {
  @ApiProperty({ example: 12 })
  @IsDefined()
  @IsInt()
  @Min(1)
  product: number;

  @ApiProperty({ example: 2 })
  @IsDefined()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  amount: number;

  @ApiProperty({ enum: UNIT_KEYS, example: 'piece' })
  @IsDefined()
  @IsIn(UNIT_KEYS)
  unit: UnitKey;

  @ApiPropertyOptional(PART_VALUES_PROPERTY)
  @Optional()
  @IsArray()
  @ArrayMaxSize(MAX_ITEM_PARTS)
  @IsPartValues()
  parts: CartPartValue[] = [];

  /** Sent by some clients; never read (the server prices the cart itself). */
  @Allow()
  price?: unknown;

  @Allow()
  unitPrice?: unknown;

  @Allow()
  gross?: unknown;

  @Allow()
  net?: unknown;
}

/**
 * The body of POST /api/orders (contract `CreateOrderInput`). Here only types, lengths and list
 * sizes are checked; the order rules (required fields per branch, hours, cart, payment) are the
 * domain's and run in OrderPlacementService. Fields left out take the empty form's defaults.
 */
export class CreateOrderInput implements Partial<CreateOrderInputContract & OrderUploadTokens> {
  @ApiProperty({ example: 1 })
  @IsDefined()
  @IsInt()
  @Min(1)
  branch: number;

  @ApiProperty({ type: [CreateOrderItemInput] })
  @IsDefined()
  @IsArray()
  @ArrayMaxSize(MAX_ORDER_ITEMS)
  @ValidateNested({ each: true })
  @Type(() => CreateOrderItemInput)
  items: CreateOrderItemInput[];

  @Optional() @IsBoolean() isDelivery?: boolean;
  @Optional() @IsBoolean() isDineIn?: boolean;
  @Optional() @IsBoolean() isCompany?: boolean;
  @Optional() @IsString() @MaxLength(255) companyName?: string;
  @Optional() @IsString() @MaxLength(100) firstName?: string;
  @Optional() @IsString() @MaxLength(100) lastName?: string;
  @Optional() @IsString() @MaxLength(255) company?: string;
  @Optional() @IsString() @MaxLength(255) street?: string;
  @Optional() @IsString() @MaxLength(20) floor?: string;
  @Optional() @IsString() @MaxLength(20) stairway?: string;
  @Optional() @IsString() @MaxLength(20) door?: string;
  @Optional() @IsString() @MaxLength(20) zipCode?: string;
  @Optional() @IsString() @MaxLength(100) city?: string;
  @Optional() @IsIn(COUNTRIES) country?: Country;
  @Optional() @IsString() @MaxLength(50) vatNo?: string;
  @Optional() @IsString() @MaxLength(50) phone?: string;
  @Optional() @IsString() @MaxLength(255) email?: string;
  @Optional() @IsBoolean() isDeliveryAddressDifferent?: boolean;
  @Optional() @IsBoolean() isDeliveryCompany?: boolean;
  @Optional() @IsString() @MaxLength(255) deliveryCompanyName?: string;
  @Optional() @IsString() @MaxLength(100) deliveryFirstName?: string;
  @Optional() @IsString() @MaxLength(100) deliveryLastName?: string;
  @Optional() @IsString() @MaxLength(255) deliveryStreet?: string;
  @Optional() @IsString() @MaxLength(20) deliveryFloor?: string;
  @Optional() @IsString() @MaxLength(20) deliveryStairway?: string;
  @Optional() @IsString() @MaxLength(20) deliveryDoor?: string;
  @Optional() @IsString() @MaxLength(20) deliveryZipCode?: string;
  @Optional() @IsString() @MaxLength(100) deliveryCity?: string;
  @Optional() @IsIn(COUNTRIES) deliveryCountry?: Country;
  @IsOptional() @IsInt() @Min(1) deliveryArea?: number | null;
  @Optional() @IsString() @MaxLength(MAX_COMMENT) comment?: string;
  @IsOptional() @IsDateTime() appointmentDate?: string | null;
  @Optional() @IsIn(PAYMENT_METHODS) paymentMethod?: PaymentMethod;
  @Optional() @IsBoolean() legalInstructions?: boolean;
  @Optional() @IsBoolean() privacyPolicy?: boolean;
  @IsOptional() @IsString() @MaxLength(50) table?: string | null;
  @IsOptional() @IsInt() @Min(1) donatee?: number | null;

  /** The tokens of the customer's uploads the items name (order-uploads.ts checks them). */
  @ApiPropertyOptional({
    type: [OrderUploadTokenInput],
    description: 'Je hochgeladene Datei der Teile: ihre ID und das Token aus POST /api/uploads',
  })
  @Optional()
  @IsArray()
  @ArrayMaxSize(MAX_ORDER_UPLOAD_TOKENS)
  @ValidateNested({ each: true })
  @Type(() => OrderUploadTokenInput)
  uploadTokens?: OrderUploadTokenInput[];

  /** Totals some clients send along; never read. */
  @Allow() pricing?: unknown;
  @Allow() gross?: unknown;
  @Allow() totalGross?: unknown;
  @Allow() totalNet?: unknown;
  @Allow() deliveryGross?: unknown;
}
