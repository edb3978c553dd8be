import type {
  OnlyContractFields,
  WorkingScheduleCopyWeekInput as WorkingScheduleCopyWeekInputContract,
} from '@bestellwerk/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { OptionalRefField } from '../../../common/dto/ref-fields.js';
import { IsCalendarDate } from '../../../common/validation/validators.js';

export class WorkingScheduleCopyWeekInput
  implements
    WorkingScheduleCopyWeekInputContract,
    OnlyContractFields<WorkingScheduleCopyWeekInputContract, WorkingScheduleCopyWeekInput>
{
  @ApiProperty({ example: '2026-11-16', description: 'Montag der Woche, die kopiert wird' })
  @IsCalendarDate()
  from: string;

  @ApiProperty({ example: '2026-11-23', description: 'Montag der Woche, in die kopiert wird' })
  @IsCalendarDate()
  to: string;

  @OptionalRefField()
  branch?: IdRefInput | null;

  @OptionalRefField()
  department?: IdRefInput | null;
}
