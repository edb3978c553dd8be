import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PublicOrder } from '@bestellwerk/domain';
import { Public } from '../../../common/decorators/access.decorators.js';
import { QuestionnaireInput } from './questionnaire.input.js';
import { PublicOrderActionsService } from './public-order-actions.service.js';
import { ApiData, ApiErrors } from '../../../http/openapi/decorators.js';

/** The customer's actions on the status page, by uid and hash (no session, no CSRF). */
@ApiTags('orders')
@Controller('orders/public')
@Public()
export class PublicOrderActionsController {
  constructor(private readonly actions: PublicOrderActionsService) {}

  @Post(':uid/:hash/confirm-counter-appointment')
  @HttpCode(200)
  @ApiOperation({ summary: 'Terminvorschlag annehmen: die Bestellung ist damit bestätigt' })
  @ApiData('PublicOrder', { description: 'Die Bestellung, wie die Statusseite sie liest' })
  @ApiErrors(409)
  confirmCounterAppointment(
    @Param('uid') uid: string,
    @Param('hash') hash: string,
  ): Promise<PublicOrder> {
    return this.actions.answerCounterAppointment(uid, hash, 'accept');
  }

  @Post(':uid/:hash/reject-counter-appointment')
  @HttpCode(200)
  @ApiOperation({ summary: 'Terminvorschlag ablehnen: die Bestellung wird storniert' })
  @ApiData('PublicOrder', { description: 'Die Bestellung, wie die Statusseite sie liest' })
  @ApiErrors(409)
  rejectCounterAppointment(
    @Param('uid') uid: string,
    @Param('hash') hash: string,
  ): Promise<PublicOrder> {
    return this.actions.answerCounterAppointment(uid, hash, 'reject');
  }

  @Post(':uid/:hash/questionnaire')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Abgeschlossene Bestellung bewerten (einmal, wenn Bewertungen aktiv sind)',
  })
  @ApiData('PublicOrder', { description: 'Die Bestellung mit questionnaireRating' })
  @ApiErrors(409)
  rate(
    @Param('uid') uid: string,
    @Param('hash') hash: string,
    @Body() input: QuestionnaireInput,
  ): Promise<PublicOrder> {
    return this.actions.rate(uid, hash, input);
  }
}
