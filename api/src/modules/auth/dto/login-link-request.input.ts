import {
  LoginLinkLimits,
  type OnlyContractFields,
  type LoginLinkRequest,
} from '@bestellwerk/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** "Passwort vergessen": who wants a login link. */
export class LoginLinkRequestInput
  implements LoginLinkRequest, OnlyContractFields<LoginLinkRequest, LoginLinkRequestInput>
{
  @ApiProperty({ description: 'Benutzername oder E-Mail-Adresse', example: 'anna' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(LoginLinkLimits.username)
  username: string;
}
