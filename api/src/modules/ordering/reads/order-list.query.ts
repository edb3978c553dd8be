import {
  ORDER_STATUS_FILTERS,
  ORDER_TYPES,
  PAYMENT_METHODS,
  type OrderStatusFilter,
} from '@bestellwerk/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { OptionalQueryDay, PagingQuery } from '../../../common/crud/list.query.js';

/**
 * Filters of the staff order list (history). `from`/`to` are business days (Vienna),
 * inclusive. Values arrive as strings from the query.
 */
export class OrderListQuery extends PagingQuery {
  @ApiPropertyOptional({ description: 'Nur Bestellungen dieser Filiale (ID)' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,9}$/)
  branch?: string;

  @OptionalQueryDay('Ab diesem Geschäftstag (JJJJ-MM-TT)')
  from?: string;

  @OptionalQueryDay('Bis einschließlich diesem Geschäftstag (JJJJ-MM-TT)')
  to?: string;

  @ApiPropertyOptional({
    enum: ORDER_STATUS_FILTERS,
    description:
      'open: weder bestätigt noch abgeschlossen, abgelehnt, storniert oder fehlgeschlagen; ' +
      'confirmed: bestätigt und noch offen; die übrigen nach ihrem Kennzeichen',
  })
  @IsOptional()
  @IsIn(ORDER_STATUS_FILTERS)
  status?: OrderStatusFilter;

  @ApiPropertyOptional({ enum: ORDER_TYPES })
  @IsOptional()
  @IsIn(ORDER_TYPES)
  orderType?: string;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS })
  @IsOptional()
  @IsIn(PAYMENT_METHODS)
  paymentMethod?: string;

  @ApiPropertyOptional({
    description: 'Sucht in Name, Firma, E-Mail, Telefon, Bestell-ID und Ticketnummer',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}
