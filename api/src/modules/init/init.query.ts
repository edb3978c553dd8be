import { ApiPropertyOptional } from '@nestjs/swagger';
import { BranchLimits } from '@bestellwerk/domain';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Query of GET /api/init: optionally the branch whose page is loading. */
export class InitQuery {
  @ApiPropertyOptional({
    description:
      'Kennung einer Filiale (ihre Seite /store/{identifier}): für Besucher nur die Menüs dieser ' +
      'Filiale und deren Produkte. Unbekannte Kennungen und Mitarbeitende erhalten alles.',
    maxLength: BranchLimits.identifier,
  })
  @IsOptional()
  @IsString()
  @MaxLength(BranchLimits.identifier)
  branch?: string;
}
