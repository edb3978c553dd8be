import {
  KIOSK_PIN_MAX_DIGITS,
  type KioskPinInput as KioskPinInputContract,
  type KioskPunchInput as KioskPunchInputContract,
  type OnlyContractFields,
} from '@bestellwerk/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** A new tablet PIN for an employee; the domain's kioskPinError judges it in the service. */
export class KioskPinInput
  implements KioskPinInputContract, OnlyContractFields<KioskPinInputContract, KioskPinInput>
{
  @ApiProperty({ pattern: '^\\d{4,6}$', writeOnly: true })
  @IsString()
  @MaxLength(KIOSK_PIN_MAX_DIGITS)
  pin: string;
}

/** The PIN an employee types on the shop tablet before each punch. */
export class KioskPunchInput
  implements KioskPunchInputContract, OnlyContractFields<KioskPunchInputContract, KioskPunchInput>
{
  @ApiProperty({ pattern: '^\\d{4,6}$', writeOnly: true })
  @IsString()
  @MaxLength(KIOSK_PIN_MAX_DIGITS)
  pin: string;
}
