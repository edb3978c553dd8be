import { AUTO_ENDED_NOTE } from './forgotten-clock-out.js';
import { formatDuration, MINUTE_MS } from './working-time.js';

/** What the month view knows about a day to flag it. */
export interface FlaggedDay {
  breakShortfallMinutes: number;
  flags: { autoEnded: boolean; open: boolean; corrected: boolean };
}

/** The day's flags as managers read them in the month view and on the signed time sheet. */
export function timeSheetFlagTexts(day: FlaggedDay): string[] {
  const texts: string[] = [];
  if (day.breakShortfallMinutes > 0)
    texts.push(`Pause zu kurz (${day.breakShortfallMinutes} min fehlen)`);
  if (day.flags.autoEnded) texts.push(AUTO_ENDED_NOTE);
  if (day.flags.open) texts.push('läuft noch');
  if (day.flags.corrected) texts.push('korrigiert');
  return texts;
}

/** Minutes as a signed duration `H:mm` for overtime columns (-0:30 short, +1:15 over). */
export function signedMinutes(minutes: number): string {
  return `${minutes > 0 ? '+' : ''}${formatDuration(minutes * MINUTE_MS)}`;
}
