import {
  HEX_COLOR,
  BREAK_RULE_IDS,
  ORDER_TYPES,
  type BreakRuleId,
  type OrderType,
  ConfigLimits,
  type OnlyContractFields,
  type ConfigInput as ConfigInputContract,
} from '@bestellwerk/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  type ValidationOptions,
} from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { Optional } from '../../../common/validation/validators.js';
import { OptionalTextField } from '../../../common/validation/text-fields.js';
import { OptionalRefField } from '../../../common/dto/ref-fields.js';

/** Largest corner radius per CSS unit: beyond these a button turns into a pill or a circle. */
export const MAX_BORDER_RADIUS: Readonly<Record<string, number>> = {
  rem: 4,
  em: 4,
  px: 64,
  '%': 50,
};

/** Whether `value` is a corner radius of the theme: `0` or a number with a unit up to its maximum. */
export function isBorderRadius(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value === '0') return true;
  const match = /^(\d{1,3}(?:\.\d{1,3})?)(rem|em|px|%)$/.exec(value);
  return !!match && Number(match[1]) <= MAX_BORDER_RADIUS[match[2]];
}

/** A colour `#rgb` or `#rrggbb`, the service stores the long form (German message of the key isHexColor). */
function IsHexColor(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isHexColor',
      validator: { validate: (v) => typeof v === 'string' && HEX_COLOR.test(v) },
    },
    options,
  );
}

/** A theme corner radius (see `isBorderRadius`; German message of the key isCssLength). */
function IsBorderRadius(options?: ValidationOptions) {
  return ValidateBy({ name: 'isCssLength', validator: { validate: isBorderRadius } }, options);
}

/** An http(s) URL or '' (not set). */
const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true };

/**
 * POST /api/config: any subset of the configuration's fields; the others keep their values.
 * HTML fields are sanitised when stored.
 */
export class ConfigInput
  implements ConfigInputContract, OnlyContractFields<ConfigInputContract, ConfigInput>
{
  @OptionalTextField(ConfigLimits.shopName)
  shopName?: string;
  @ApiPropertyOptional({
    description:
      "Read-only: the installation's TIME_ZONE; accepted only unchanged, so a read config can be sent back.",
  })
  @Optional()
  @IsString()
  @MaxLength(ConfigLimits.timeZone)
  timeZone?: string;
  @OptionalTextField(ConfigLimits.businessName)
  businessName?: string;
  @OptionalTextField(ConfigLimits.title) title?: string;
  @OptionalTextField(ConfigLimits.seoTitle)
  seoTitle?: string;
  @OptionalTextField(ConfigLimits.street) street?: string;
  @OptionalTextField(ConfigLimits.metaTitle)
  metaTitle?: string;
  @OptionalTextField(ConfigLimits.ogTitle) ogTitle?: string;
  @OptionalTextField(ConfigLimits.twitterTitle)
  twitterTitle?: string;
  @OptionalTextField(ConfigLimits.seoDescription)
  seoDescription?: string;
  @OptionalTextField(ConfigLimits.metaDescription)
  metaDescription?: string;
  @OptionalTextField(ConfigLimits.ogDescription)
  ogDescription?: string;
  @OptionalTextField(ConfigLimits.twitterDescription)
  twitterDescription?: string;
  @OptionalTextField(ConfigLimits.description, { description: 'HTML' })
  description?: string;

  @OptionalTextField(ConfigLimits.termsAndConditionsText, { description: 'HTML' })
  termsAndConditionsText?: string;

  @OptionalTextField(ConfigLimits.privacyPolicyText, { description: 'HTML' })
  privacyPolicyText?: string;

  @OptionalTextField(ConfigLimits.imprintText, { description: 'HTML' })
  imprintText?: string;

  @OptionalTextField(ConfigLimits.allergensText, { description: 'HTML' })
  allergensText?: string;

  @ApiPropertyOptional({ example: 'https://example.com' })
  @Optional()
  @ValidateIf((_o, value) => value !== '')
  @IsUrl(HTTP_URL)
  @MaxLength(ConfigLimits.website)
  website?: string;

  @ApiPropertyOptional({ example: 'https://example.com' })
  @Optional()
  @ValidateIf((_o, value) => value !== '')
  @IsUrl(HTTP_URL)
  @MaxLength(ConfigLimits.termsAndConditions)
  termsAndConditions?: string;

  @ApiPropertyOptional({ example: 'https://example.com' })
  @Optional()
  @ValidateIf((_o, value) => value !== '')
  @IsUrl(HTTP_URL)
  @MaxLength(ConfigLimits.privacyPolicy)
  privacyPolicy?: string;

  @ApiPropertyOptional({ example: 'https://example.com' })
  @Optional()
  @ValidateIf((_o, value) => value !== '')
  @IsUrl(HTTP_URL)
  @MaxLength(ConfigLimits.imprint)
  imprint?: string;

  @ApiPropertyOptional({ example: 'https://example.com' })
  @Optional()
  @ValidateIf((_o, value) => value !== '')
  @IsUrl(HTTP_URL)
  @MaxLength(ConfigLimits.allergens)
  allergens?: string;

  @ApiPropertyOptional({ example: 'https://example.com' })
  @Optional()
  @ValidateIf((_o, value) => value !== '')
  @IsUrl(HTTP_URL)
  @MaxLength(ConfigLimits.metaUrl)
  metaUrl?: string;

  @ApiPropertyOptional({ example: 'https://example.com' })
  @Optional()
  @ValidateIf((_o, value) => value !== '')
  @IsUrl(HTTP_URL)
  @MaxLength(ConfigLimits.ogUrl)
  ogUrl?: string;

  @ApiPropertyOptional({ example: 'https://example.com' })
  @Optional()
  @ValidateIf((_o, value) => value !== '')
  @IsUrl(HTTP_URL)
  @MaxLength(ConfigLimits.twitterUrl)
  twitterUrl?: string;

  @ApiPropertyOptional({ example: 'EUR' }) @Optional() @Matches(/^[A-Z]{3}$/) currency?: string;
  @OptionalTextField(ConfigLimits.zipCode) zipCode?: string;
  @OptionalTextField(ConfigLimits.city) city?: string;
  @OptionalTextField(ConfigLimits.phone) phone?: string;

  @ApiPropertyOptional()
  @Optional()
  @ValidateIf((_o, value) => value !== '')
  @IsEmail()
  @MaxLength(ConfigLimits.email)
  email?: string;

  @OptionalTextField(ConfigLimits.vatNo) vatNo?: string;

  @ApiPropertyOptional({ enum: ORDER_TYPES })
  @Optional()
  @IsIn(ORDER_TYPES)
  defaultDeliveryMethod?: OrderType;

  @ApiPropertyOptional({ enum: BREAK_RULE_IDS })
  @Optional()
  @IsIn(BREAK_RULE_IDS)
  breakRule?: BreakRuleId;

  @ApiPropertyOptional() @Optional() @IsBoolean() enablePluginPWA?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() enablePluginMapbox?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() enablePluginToolbar?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() enablePluginHomePage?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() enablePluginSearch?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() enablePluginTags?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() enablePluginCategoryBar?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isSmsEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isDonationEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isCashEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isATMCardEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isHydroAGVoucherEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isMollieEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isDatatransEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isOrderReviewEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isFrontDeskEnabled?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean() isTicketEnabled?: boolean;

  @ApiPropertyOptional() @Optional() @IsInt() @Min(0) @Max(22) mapboxZoom?: number;
  @ApiPropertyOptional() @Optional() @IsInt() @Min(0) @Max(85) mapboxPitch?: number;
  @ApiPropertyOptional() @Optional() @IsInt() @Min(-180) @Max(180) mapboxBearing?: number;

  @ApiPropertyOptional({ example: '#C49560' }) @Optional() @IsHexColor() themeColor?: string;
  @ApiPropertyOptional({ example: '#C49560' }) @Optional() @IsHexColor() primaryColor?: string;
  @ApiPropertyOptional({ example: '#C49560' }) @Optional() @IsHexColor() backgroundColor?: string;

  @ApiPropertyOptional()
  @Optional()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]*$/)
  @MaxLength(ConfigLimits.adPixelId)
  adPixelId?: string;

  @ApiPropertyOptional({
    example: 'Lora',
    description: "A family of GET /api/fonts, or '' for the system font",
  })
  @Optional()
  @IsString()
  @Matches(/^[A-Za-z0-9 ]*$/)
  @MaxLength(ConfigLimits.fontFamily)
  fontFamily?: string;

  @ApiPropertyOptional({ example: '1.2rem', description: '0, or up to 4rem/4em, 64px or 50%' })
  @Optional()
  @IsString()
  @IsBorderRadius()
  borderRadius?: string;

  @OptionalRefField()
  metaImage?: IdRefInput | null;

  @OptionalRefField()
  ogImage?: IdRefInput | null;

  @OptionalRefField()
  twitterImage?: IdRefInput | null;

  @OptionalRefField()
  logo?: IdRefInput | null;

  @OptionalRefField()
  favicon?: IdRefInput | null;

  @OptionalRefField()
  shareImage?: IdRefInput | null;
}
