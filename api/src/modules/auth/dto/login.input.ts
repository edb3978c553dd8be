import type { LoginRequest } from '@bestellwerk/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class LoginInput implements LoginRequest {
  @ApiProperty({ example: 'admin' })
  @IsString()
  @MaxLength(180)
  username: string;

  @ApiProperty({ example: 'bestellwerk' })
  @IsString()
  @MaxLength(1024)
  password: string;
}
