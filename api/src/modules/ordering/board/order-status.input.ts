import type {
  ConfirmOrderInput as ConfirmOrderInputContract,
  DateTimeString,
  RejectOrderInput as RejectOrderInputContract,
} from '@bestellwerk/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsDateTime, Optional } from '../../../common/validation/validators.js';

/** Longest rejection message the customer reads on the status page. */
export const REJECTION_MESSAGE_MAX_LENGTH = 1000;

/** Body of `POST /api/orders/{id}/status/confirm`; may be left out entirely. */
export class ConfirmOrderInput implements ConfirmOrderInputContract {
  @ApiPropertyOptional({
    description: 'Bestätigter Zeitpunkt; ohne Angabe gilt der gewünschte Termin der Bestellung',
    type: String,
    example: '2026-11-20T08:30:00.000Z',
    nullable: true,
  })
  @IsOptional()
  @IsDateTime()
  appointment?: DateTimeString | null;

  @ApiPropertyOptional({
    description:
      'Gegenvorschlag: die Bestellung bleibt unbestätigt, bis die Kundin ihn annimmt oder ablehnt',
    type: String,
    example: '2026-11-20T09:30:00.000Z',
    nullable: true,
  })
  @IsOptional()
  @IsDateTime()
  counterAppointment?: DateTimeString | null;
}

/** Body of `POST /api/orders/{id}/status/reject`; may be left out entirely. */
export class RejectOrderInput implements RejectOrderInputContract {
  @ApiPropertyOptional({
    description: 'Begründung, die die Kundin auf der Statusseite liest',
    maxLength: REJECTION_MESSAGE_MAX_LENGTH,
  })
  @Optional()
  @IsString()
  @MaxLength(REJECTION_MESSAGE_MAX_LENGTH)
  message?: string;
}
