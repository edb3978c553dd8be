import { Body, Controller, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkingScheduleWeekCopy } from '@bestellwerk/domain';
import { AdminOnly } from '../../common/decorators/access.decorators.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { ApiData, ApiErrors } from '../../http/openapi/decorators.js';
import { WorkingScheduleCopyWeekInput } from './dto/working-schedule-copy-week.input.js';
import { WorkingScheduleCopyService } from './working-schedule-copy.service.js';

/** "Vorwoche kopieren" of the schedule (Dienstplan). */
@ApiTags('working-schedules')
@Controller('working-schedules')
export class WorkingScheduleCopyController {
  constructor(private readonly copies: WorkingScheduleCopyService) {}

  @Post('copy-week')
  @AdminOnly()
  @ApiOperation({
    summary:
      'Schichten einer Woche (Montag `from`) in eine andere Woche (Montag `to`) kopieren; überschneidende werden übersprungen',
  })
  @ApiBody({ type: WorkingScheduleCopyWeekInput })
  @ApiData('WorkingScheduleWeekCopy', { status: 201 })
  @ApiErrors(409)
  copyWeek(
    @Body() input: WorkingScheduleCopyWeekInput,
    @Auth() auth: AuthContext,
  ): Promise<WorkingScheduleWeekCopy> {
    return this.copies.copyWeek(input, auth);
  }
}
