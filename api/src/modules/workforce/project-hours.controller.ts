import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProjectHours } from '@bestellwerk/domain';
import { AdminOnly } from '../../common/decorators/access.decorators.js';
import { ApiData } from '../../http/openapi/decorators.js';
import { ProjectHoursQuery } from './dto/workforce-list.query.js';
import { ProjectHoursService } from './project-hours.service.js';

/** The time booked on each project and task, for the Projekte and Aufgaben screens. */
@ApiTags('time-sheets')
@Controller('time-sheets')
export class ProjectHoursController {
  constructor(private readonly hours: ProjectHoursService) {}

  @Get('project-hours')
  @AdminOnly()
  @ApiOperation({
    summary: 'Gebuchte Nettozeit je Projekt und Aufgabe (Aktivitäten mit Beginn von/bis)',
  })
  @ApiData('ProjectHours')
  projectHours(@Query() query: ProjectHoursQuery): Promise<ProjectHours> {
    return this.hours.hours(query.from, query.to);
  }
}
