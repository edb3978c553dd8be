import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RatingReport } from '@bestellwerk/domain';
import { Auth } from '../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { RatingListQuery } from './dto/rating-list.query.js';
import { RatingsService } from './ratings.service.js';
import { ApiData } from '../../http/openapi/decorators.js';

/** The customers' ratings of their orders, for staff (employees: their branches). */
@ApiTags('ratings')
@Controller('ratings')
export class RatingsController {
  constructor(private readonly ratings: RatingsService) {}

  @Get()
  @ApiOperation({ summary: 'Bewertungen (neueste zuerst) und Durchschnitte je Filiale' })
  @ApiData('RatingReport', { description: '{ ratings, averages }' })
  report(@Query() query: RatingListQuery, @Auth() auth: AuthContext): Promise<RatingReport> {
    return this.ratings.report(auth, query);
  }
}
