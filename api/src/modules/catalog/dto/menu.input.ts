import {
  MenuLimits,
  type OnlyContractFields,
  type MenuCatalogCategory,
  type MenuCatalogProduct,
  type MenuInput as MenuInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { ScheduleInput } from '../../../common/dto/common.input.js';
import { IsDateTime, Optional } from '../../../common/validation/validators.js';
import { TextField } from '../../../common/validation/text-fields.js';

/** A product placed in a category of a menu. */
export class MenuCatalogProductInput
  implements MenuCatalogProduct, OnlyContractFields<MenuCatalogProduct, MenuCatalogProductInput>
{
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id: number;

  @ApiProperty()
  @IsBoolean()
  isEnabled: boolean;

  @ApiProperty({ type: ScheduleInput, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => ScheduleInput)
  schedule: ScheduleInput | null;
}

/** A category of a menu with its products in display order. */
export class MenuCatalogCategoryInput
  implements MenuCatalogCategory, OnlyContractFields<MenuCatalogCategory, MenuCatalogCategoryInput>
{
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id: number;

  @ApiProperty({ type: [MenuCatalogProductInput] })
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => MenuCatalogProductInput)
  products: MenuCatalogProductInput[];
}

export class MenuInput
  implements MenuInputContract, OnlyContractFields<MenuInputContract, MenuInput>
{
  @TextField(MenuLimits.name, { example: 'Sommerkarte 2026' })
  name: string;

  @ApiProperty({ example: '2026-06-01T00:00:00.000Z' })
  // With its zone: without one, the server's time zone would decide.
  @IsDateTime()
  availableFrom: string;

  @ApiPropertyOptional({ type: [Number], description: 'Branch ids' })
  @Optional()
  @IsArray()
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(2_147_483_647, { each: true })
  branches?: number[];

  @ApiPropertyOptional({ type: [MenuCatalogCategoryInput] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => MenuCatalogCategoryInput)
  catalog?: MenuCatalogCategoryInput[];
}

export class MenuUpdateInput extends PartialType(MenuInput, { skipNullProperties: false }) {}
