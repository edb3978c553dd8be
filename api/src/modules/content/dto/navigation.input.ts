import {
  NAVIGATION_ITEM_TYPES,
  NAVIGATION_MAX_ITEMS,
  type NavigationItemType,
  NavigationItemLimits,
  NavigationLimits,
  type OnlyContractFields,
  type NavigationInput as NavigationInputContract,
  type NavigationItemInput as NavigationItemInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsBoolean, IsIn, ValidateNested } from 'class-validator';
import { Optional } from '../../../common/validation/validators.js';
import {
  IdentifierField,
  OptionalTextField,
  TextField,
} from '../../../common/validation/text-fields.js';

/**
 * A navigation item; children nest recursively. The target depends on the type (site or
 * branch id, url, null) and is checked with depth and count by navigation.rules.ts.
 */
export class NavigationItemInput
  implements
    NavigationItemInputContract,
    OnlyContractFields<NavigationItemInputContract, NavigationItemInput>
{
  @ApiProperty({ enum: NAVIGATION_ITEM_TYPES })
  @IsIn(NAVIGATION_ITEM_TYPES)
  type: NavigationItemType;

  @ApiPropertyOptional({
    oneOf: [{ type: 'integer' }, { type: 'string' }],
    nullable: true,
    description: 'Site or branch id, a url for links, null for home and group',
  })
  @Allow()
  target?: unknown;

  @TextField(NavigationItemLimits.label, { example: 'Über uns' })
  label: string;

  @ApiPropertyOptional() @Optional() @IsBoolean() isEnabled?: boolean;

  @ApiPropertyOptional({ type: () => [NavigationItemInput] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(NAVIGATION_MAX_ITEMS)
  @ValidateNested({ each: true })
  @Type(() => NavigationItemInput)
  children?: NavigationItemInput[];
}

export class NavigationInput
  implements NavigationInputContract, OnlyContractFields<NavigationInputContract, NavigationInput>
{
  @IdentifierField(NavigationLimits.identifier, { example: 'header-navigation' })
  identifier: string;

  @OptionalTextField(NavigationLimits.name) name?: string;
  @ApiPropertyOptional() @Optional() @IsBoolean() isPublic?: boolean;

  @ApiPropertyOptional({ type: [NavigationItemInput] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(NAVIGATION_MAX_ITEMS)
  @ValidateNested({ each: true })
  @Type(() => NavigationItemInput)
  items?: NavigationItemInput[];
}

export class NavigationUpdateInput extends PartialType(NavigationInput, {
  skipNullProperties: false,
}) {}
