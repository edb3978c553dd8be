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
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ScheduleDto } from '../../../common/dto/common.dto.js';
import { IsDateTime, Optional } from '../../../common/validation/validators.js';

/** A product placed in a category of a menu. */
export class MenuCatalogProductDto
  implements MenuCatalogProduct, OnlyContractFields<MenuCatalogProduct, MenuCatalogProductDto>
{
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id: number;

  @ApiProperty()
  @IsBoolean()
  isEnabled: boolean;

  @ApiProperty({ type: ScheduleDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => ScheduleDto)
  schedule: ScheduleDto | null;
}

/** A category of a menu with its products in display order. */
export class MenuCatalogCategoryDto
  implements MenuCatalogCategory, OnlyContractFields<MenuCatalogCategory, MenuCatalogCategoryDto>
{
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id: number;

  @ApiProperty({ type: [MenuCatalogProductDto] })
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => MenuCatalogProductDto)
  products: MenuCatalogProductDto[];
}

export class MenuInput
  implements MenuInputContract, OnlyContractFields<MenuInputContract, MenuInput>
{
  @ApiProperty({ example: 'Sommerkarte 2026' })
  @IsString()
  @MaxLength(MenuLimits.name)
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

  @ApiPropertyOptional({ type: [MenuCatalogCategoryDto] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => MenuCatalogCategoryDto)
  catalog?: MenuCatalogCategoryDto[];
}

export class MenuUpdateInput extends PartialType(MenuInput, { skipNullProperties: false }) {}
