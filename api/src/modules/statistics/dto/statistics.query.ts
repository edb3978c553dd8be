import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';

/**
 * `?from=2026-10-01&to=2026-10-31&branch=2&compare=previous`. `from` and `to` are checked
 * together by the domain's statisticsPeriodError (the service answers a German 400 at the field).
 */
export class StatisticsQueryDto {
  @ApiProperty({
    description: 'Erster Tag (JJJJ-MM-TT, Geschäftstag in der eingestellten Zeitzone)',
  })
  @IsString()
  from: string;

  @ApiProperty({
    description: 'Letzter Tag einschließlich (JJJJ-MM-TT), höchstens 367 Tage nach from',
  })
  @IsString()
  to: string;

  @ApiPropertyOptional({ description: 'Nur diese Filiale (Id)' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,9}$/, { message: 'Bitte wählen Sie eine gültige Filiale.' })
  branch?: string;

  @ApiPropertyOptional({
    enum: ['previous'],
    description: 'previous: dieselben Zahlen auch für den gleich langen Zeitraum davor',
  })
  @IsOptional()
  @IsIn(['previous'], { message: 'Vergleich ist nur mit „previous“ möglich.' })
  compare?: string;
}
