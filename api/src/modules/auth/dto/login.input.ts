import { LoginLimits, type OnlyContractFields, type LoginRequest } from '@bestellwerk/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class LoginInput implements LoginRequest, OnlyContractFields<LoginRequest, LoginInput> {
  @ApiProperty({ example: 'admin' })
  @IsString()
  @MaxLength(LoginLimits.username)
  username: string;

  @ApiProperty({ example: 'bestellwerk' })
  @IsString()
  @MaxLength(LoginLimits.password)
  password: string;
}
