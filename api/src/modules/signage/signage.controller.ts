import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SignageHeartbeat, SignagePairing, SignagePairingState } from '@bestellwerk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPrepared } from '../../common/cache/prepared-response.js';
import { Public } from '../../common/decorators/access.decorators.js';
import { ApiData, ApiDataOf, ApiErrors, ApiRawAnswer } from '../../http/openapi/decorators.js';
import { SignageHeartbeatInput } from './dto/signage-actions.input.js';
import { SignageDeviceActionsService } from './signage-device-actions.service.js';
import { SignageDisplayService } from './signage-display.service.js';
import { SignageEventsService } from './signage-events.service.js';
import { SignagePairingService } from './signage-pairing.service.js';

/**
 * The TV's own routes: public, addressed by the device identifier in its URL (the TV reads only
 * its own display), plus pairing for a TV that has no identifier yet.
 */
@ApiTags('digital-signage-devices')
@Controller('digital-signage-devices/public')
export class SignageDisplayController {
  constructor(
    private readonly displays: SignageDisplayService,
    private readonly streams: SignageEventsService,
    private readonly actions: SignageDeviceActionsService,
    private readonly pairings: SignagePairingService,
  ) {}

  @Post('pairings')
  @Public()
  @HttpCode(201)
  @ApiOperation({ summary: 'Kopplungscode für einen TV ohne Gerät anfordern' })
  @ApiData('SignagePairing', { status: 201 })
  @ApiErrors(429)
  createPairing(): Promise<SignagePairing> {
    return this.pairings.create();
  }

  @Get('pairings/:token')
  @Public()
  @ApiOperation({ summary: 'Stand einer Kopplung (wartet, gekoppelt, abgelaufen)' })
  @ApiData('SignagePairingState')
  @ApiErrors(404)
  pairingState(@Param('token') token: string): Promise<SignagePairingState> {
    return this.pairings.state(token);
  }

  @Get(':identifier')
  @Public()
  @ApiOperation({
    summary:
      'Was ein TV abspielt: Playlist mit Zeitfenstern, Sortiment der Menütafeln, Medien, Abholnummern',
  })
  // Sent as prepared bytes (no return value to check): the untyped form of ApiData.
  @ApiDataOf('SignageDisplay', {})
  @ApiErrors(404)
  async display(
    @Param('identifier') identifier: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    void sendPrepared(request, reply, await this.displays.displayAnswer(identifier));
  }

  @Get(':identifier/events')
  @Public()
  @ApiOperation({ summary: 'Änderungen der Anzeige eines TVs als Server-Sent Events' })
  @ApiRawAnswer(['text/event-stream'], {
    description:
      'Sofort und nach jeder Änderung `event: display` mit `data: {"version": "…"}`; `event: reload`, wenn neu geladen werden soll; alle 25 s `: ping`.',
  })
  @ApiErrors(404)
  async events(@Param('identifier') identifier: string, @Res() reply: FastifyReply): Promise<void> {
    // Unknown TVs get their 404 before the reply becomes a stream.
    const device = await this.displays.device(identifier);
    const { version } = await this.displays.displayOf(device);
    this.streams.open(device.id, version, reply);
  }

  @Post(':identifier/heartbeat')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Lebenszeichen eines TVs mit der gezeigten Filmsequenz' })
  @ApiData('SignageHeartbeat')
  @ApiErrors(400, 404, 429)
  heartbeat(
    @Param('identifier') identifier: string,
    @Body() input: SignageHeartbeatInput,
  ): Promise<SignageHeartbeat> {
    return this.actions.heartbeat(identifier, input);
  }
}
