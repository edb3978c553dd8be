import { Injectable, type PipeTransform } from '@nestjs/common';
import { ValidationFailedError } from '../errors/app-errors.js';

/** Path ids must be positive integers; anything else is a German 400, never a query. */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
      throw ValidationFailedError.field('id', 'Die ID muss eine positive ganze Zahl sein.');
    }
    return Number(value);
  }
}
