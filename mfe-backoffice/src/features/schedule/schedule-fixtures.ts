import type { WorkingSchedule } from '@bestellwerk/domain';
import { makeMe } from '@bestellwerk/domain/testing';
import type { ScheduleEmployee } from './schedule-store.js';

/** Week 48 of 2026: Monday 23 November (Vienna, CET = UTC+1). */
export const MONDAY = '2026-11-23';

export const anna: ScheduleEmployee = makeMe({ id: 7, firstName: 'Anna', lastName: 'Berger' });
export const ben: ScheduleEmployee = makeMe({
  id: 8,
  username: 'ben',
  firstName: 'Ben',
  lastName: 'Huber',
  branches: [{ id: 1 }],
});
export const carl: ScheduleEmployee = makeMe({
  id: 9,
  username: 'carl',
  firstName: 'Carl',
  lastName: 'Graz',
  branches: [{ id: 2 }],
});

let nextId = 100;
/** A shift of `user` in branch `branch` from `start` to `end` (UTC instants without the Z). */
export function makeShift(
  user: ScheduleEmployee,
  start: string,
  end: string,
  overrides: Partial<WorkingSchedule> = {},
): WorkingSchedule {
  return {
    id: nextId++,
    user: { id: user.id },
    branch: { id: 1 },
    department: null,
    start: `${start}:00.000Z`,
    end: `${end}:00.000Z`,
    comment: '',
    ...overrides,
  };
}
