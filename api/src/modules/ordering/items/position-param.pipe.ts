import { Injectable, type PipeTransform } from '@nestjs/common';
import { ValidationFailedError } from '../../../common/errors/app-errors.js';
import { ORDER_ITEM_MESSAGES } from './order-item-update.service.js';

/** An item's position in the path: a whole number from 0; anything else is a German 400. */
@Injectable()
export class PositionParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,4}$/.test(value))
      throw ValidationFailedError.field('index', ORDER_ITEM_MESSAGES.badIndex);
    return Number(value);
  }
}
