import type { WorkingActivity } from '@bestellwerk/domain';

/** Whether work is being clocked right now, in German. */
export function activityLine(activity: WorkingActivity | null): string {
  if (activity?.state === 'running') return 'Ihre Arbeitszeit läuft.';
  if (activity?.state === 'paused') return 'Ihre Arbeitszeit ist pausiert.';
  return 'Derzeit läuft keine Aktivität.';
}
