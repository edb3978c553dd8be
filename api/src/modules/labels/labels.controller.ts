import { Body, Controller, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RawResponse } from '../../common/decorators/raw-response.decorator.js';
import { LabelsInput } from './dto/labels.input.js';
import { LabelsService } from './labels.service.js';
import { ApiRawAnswer } from '../../http/openapi/decorators.js';

/** Price labels for staff (admins and employees). */
@ApiTags('labels')
@Controller('labels')
export class LabelsController {
  constructor(private readonly labels: LabelsService) {}

  @Post()
  @RawResponse()
  @ApiOperation({ summary: 'Preisetiketten als PDF (A4; kompakt 12 × 4, Detail 5 × 2)' })
  @ApiRawAnswer(['application/pdf'], { description: 'Das PDF', binary: true })
  async create(@Body() input: LabelsInput, @Res() reply: FastifyReply): Promise<void> {
    const { pdf, fileName } = await this.labels.render(input);
    reply
      .status(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  }
}
