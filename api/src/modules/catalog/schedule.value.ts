import type { Schedule } from '@bestellwerk/domain';
import type { ScheduleDto } from '../../common/dto/common.dto.js';

/** A validated schedule as a plain JSON value (null stays null: always available). */
export function toSchedule(dto: ScheduleDto | null | undefined): Schedule | null {
  if (!dto) return null;
  return {
    startDate: dto.startDate ?? null,
    endDate: dto.endDate ?? null,
    hours: dto.hours.map((entry) => ({
      type: entry.type,
      date: entry.date ?? null,
      isClosed: entry.isClosed,
      from: entry.from,
      to: entry.to,
    })),
  };
}
