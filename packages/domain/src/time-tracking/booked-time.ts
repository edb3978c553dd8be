import type { Id } from '../contract/common.js';
import type { BookedTime, ProjectHours } from '../contract/workforce.js';
import { wholeMinutes, workingTimeOf, type ActivitySpan } from './working-time.js';

/** An activity as the booked-time sums read it: its span and what it was booked on. */
export interface BookedActivity extends ActivitySpan {
  projectId: Id | null;
  taskId: Id | null;
}

/** Net minutes per id, by id; each sum rounded down once, not per activity. */
function sums(entries: readonly [Id | null, number][]): BookedTime[] {
  const byId = new Map<Id, number>();
  for (const [id, netMs] of entries) if (id !== null) byId.set(id, (byId.get(id) ?? 0) + netMs);
  return [...byId]
    .sort(([a], [b]) => a - b)
    .map(([id, netMs]) => ({ id, netMinutes: wholeMinutes(netMs) }));
}

/**
 * The net working time (pauses left out; a running activity counts until `now`) booked on each
 * project and each task. A task's time counts for its task and, when the activity names it,
 * for the project as well.
 */
export function bookedTimes(activities: readonly BookedActivity[], now: Date): ProjectHours {
  const nets = activities.map((activity) => workingTimeOf(activity, now).netMs);
  return {
    projects: sums(activities.map((activity, index) => [activity.projectId, nets[index]])),
    tasks: sums(activities.map((activity, index) => [activity.taskId, nets[index]])),
  };
}
