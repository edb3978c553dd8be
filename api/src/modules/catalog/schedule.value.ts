import type { Schedule } from '@bestellwerk/domain';
import type { ScheduleInput } from '../../common/dto/common.input.js';

/** A validated schedule as a plain JSON value (null stays null: always available). */
export function toSchedule(dto: ScheduleInput | null | undefined): Schedule | null {
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
