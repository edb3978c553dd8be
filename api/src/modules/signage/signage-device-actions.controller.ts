import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SignageDevice } from '@bestellwerk/domain';
import { AdminOnly } from '../../common/decorators/access.decorators.js';
import { IdParamPipe } from '../../common/pipes/id-param.pipe.js';
import { ApiData, ApiErrors } from '../../http/openapi/decorators.js';
import { SignagePairInput } from './dto/signage-actions.input.js';
import { SignageDeviceActionsService } from './signage-device-actions.service.js';
import { SignagePairingService } from './signage-pairing.service.js';

/** What admins ask of a TV record: bind a TV by its pairing code, reload its page. */
@ApiTags('digital-signage-devices')
@Controller('digital-signage-devices')
export class SignageDeviceActionsController {
  constructor(
    private readonly actions: SignageDeviceActionsService,
    private readonly pairings: SignagePairingService,
  ) {}

  @Post(':id/pair')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'TV mit dem angezeigten Code an diesen Eintrag koppeln' })
  @ApiData('SignageDevice')
  @ApiErrors(400, 404)
  pair(
    @Param('id', IdParamPipe) id: number,
    @Body() input: SignagePairInput,
  ): Promise<SignageDevice> {
    return this.pairings.pair(id, input.code);
  }

  @Post(':id/reload')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary: 'TV jetzt neu laden (sofort per Ereignis, sonst beim nächsten Lebenszeichen)',
  })
  @ApiData('SignageDevice')
  @ApiErrors(404)
  reload(@Param('id', IdParamPipe) id: number): Promise<SignageDevice> {
    return this.actions.reload(id);
  }
}
