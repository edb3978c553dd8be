import type {
  OnlyContractFields,
  SignageHeartbeatInput as SignageHeartbeatInputContract,
  SignagePairInput as SignagePairInputContract,
} from '@bestellwerk/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';

/** Body of a TV's heartbeat: the segment it shows now (null between segments). */
export class SignageHeartbeatInput
  implements
    SignageHeartbeatInputContract,
    OnlyContractFields<SignageHeartbeatInputContract, SignageHeartbeatInput>
{
  @ApiProperty({ type: IdRefInput, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefInput)
  segment: IdRefInput | null;
}

/** Body of `POST /digital-signage-devices/{id}/pair`: the code shown on the TV. */
export class SignagePairInput
  implements
    SignagePairInputContract,
    OnlyContractFields<SignagePairInputContract, SignagePairInput>
{
  @ApiProperty({
    example: 'K7M2QX',
    description: 'Der Code vom Bildschirm (Groß-/Kleinschreibung und Leerzeichen egal)',
  })
  @IsString()
  @MaxLength(50)
  code: string;
}
