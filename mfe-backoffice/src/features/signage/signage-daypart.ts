import type { SignageDaypart } from '@bestellwerk/domain';

/** A daypart that does not limit anything yet (every day, all day). */
export const emptyDaypart = (): SignageDaypart => ({
  weekdays: [],
  from: null,
  to: null,
  startDate: null,
  endDate: null,
});

/** A stored daypart as the editor holds it; null (or no object) plays always. */
export function daypartOf(value: unknown): SignageDaypart | null {
  if (!value || typeof value !== 'object') return null;
  const part = value as Partial<SignageDaypart>;
  return {
    weekdays: Array.isArray(part.weekdays) ? [...part.weekdays].sort((a, b) => a - b) : [],
    from: part.from || null,
    to: part.to || null,
    startDate: part.startDate || null,
    endDate: part.endDate || null,
  };
}

/** The daypart field of a segment or a playlist entry (the daypart editor, 'signageDaypart'). */
export const DAYPART_FIELD = {
  kind: 'custom',
  name: 'daypart',
  label: 'Sendezeit',
  editor: 'signageDaypart',
  empty: null,
} as const;
