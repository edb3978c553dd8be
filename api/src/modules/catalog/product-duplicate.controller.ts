import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Product } from '@bestellwerk/domain';
import { AdminOnly } from '../../common/decorators/access.decorators.js';
import { IdParamPipe } from '../../common/pipes/id-param.pipe.js';
import { ProductDuplicateService } from './product-duplicate.service.js';
import { ApiData } from '../../http/openapi/decorators.js';

@ApiTags('products')
@Controller('products')
export class ProductDuplicateController {
  constructor(private readonly duplicates: ProductDuplicateService) {}

  @Post(':id/duplicate')
  @AdminOnly()
  @HttpCode(201)
  @ApiOperation({ summary: 'Produkt duplizieren (die Kopie ist deaktiviert)' })
  @ApiData('Product', { status: 201, description: 'Die Kopie' })
  duplicate(@Param('id', IdParamPipe) id: number): Promise<Product> {
    return this.duplicates.duplicate(id);
  }
}
