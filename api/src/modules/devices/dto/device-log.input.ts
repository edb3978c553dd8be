import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

/** Body of `POST /api/devices/{id}/logs`: the log as text (at most 64 KB, see DEVICE_LOG_MAX_BYTES). */
export class DeviceLogInput {
  @ApiProperty({ example: '2026-11-20 09:30:01 Drucker bereit' })
  @IsString()
  content: string;
}
