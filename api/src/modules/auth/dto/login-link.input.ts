import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** "Passwort vergessen": who wants a login link. */
export class LoginLinkRequestInput {
  @ApiProperty({ description: 'Benutzername oder E-Mail-Adresse', example: 'anna' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  username: string;
}
