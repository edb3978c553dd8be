import type { OpeningHourEntry } from '../contract/common.js';
import type { BranchHours } from './open-state.js';
import { weeklyHours, weeklyHoursText } from './weekly-hours.js';

/** German weekday abbreviations, Monday first. */
export const GERMAN_WEEKDAY_ABBREVIATIONS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const;

/** One row of a compact week table: consecutive weekdays that share the same hours. */
export interface CompactWeekHoursRow {
  /** 'Mo' or a run 'Mo – Fr'. */
  days: string;
  /** The days spelled out for screen readers: 'Montag' or 'Montag bis Freitag'. */
  label: string;
  /** '07:00 – 12:00, 14:00 – 18:00' or 'Geschlossen' (as `weeklyHoursText`). */
  text: string;
}

/**
 * The regular week of an hours list (see `weeklyHours`) in few rows, Monday first: consecutive
 * days with the same hours share a row ('Mo – Fr'). Empty when the list has no weekly entry at
 * all (only one-off dates or nothing), so there is no table of seven closed days to show.
 */
export function compactWeekHours(entries: readonly OpeningHourEntry[]): CompactWeekHoursRow[] {
  if (!entries.some((entry) => entry.type !== 'once')) return [];
  const runs: { first: number; last: number; text: string }[] = [];
  weeklyHours(entries).forEach((row, index) => {
    const text = weeklyHoursText(row);
    const previous = runs[runs.length - 1];
    if (previous?.text === text) previous.last = index;
    else runs.push({ first: index, last: index, text });
  });
  const rows = weeklyHours([]);
  return runs.map(({ first, last, text }) => ({
    days:
      first === last
        ? GERMAN_WEEKDAY_ABBREVIATIONS[first]
        : `${GERMAN_WEEKDAY_ABBREVIATIONS[first]} – ${GERMAN_WEEKDAY_ABBREVIATIONS[last]}`,
    label: first === last ? rows[first].label : `${rows[first].label} bis ${rows[last].label}`,
    text,
  }));
}

/** One week table a branch lists publicly (e.g. in the footer): its heading and rows. */
export interface ListedHours {
  heading: 'Lieferzeiten' | 'Öffnungszeiten';
  rows: CompactWeekHoursRow[];
}

const sameRows = (a: readonly CompactWeekHoursRow[], b: readonly CompactWeekHoursRow[]) =>
  a.length === b.length &&
  a.every((row, index) => row.days === b[index].days && row.text === b[index].text);

/**
 * The week tables a branch lists publicly (storefront.md §2 footer): its opening hours, then its delivery
 * hours when they are enabled and differ from them, each labelled, so a shop that is open while
 * it does not deliver (Sunday) never reads 'Geschlossen'. A list without weekly entries is left
 * out.
 */
export function listedHoursOf(branch: BranchHours): ListedHours[] {
  const opening = compactWeekHours(branch.openingHours);
  const delivery = branch.isDeliveryHoursEnabled ? compactWeekHours(branch.deliveryHours) : [];
  const listed: ListedHours[] = [];
  if (opening.length > 0) listed.push({ heading: 'Öffnungszeiten', rows: opening });
  if (delivery.length > 0 && !sameRows(opening, delivery))
    listed.push({ heading: 'Lieferzeiten', rows: delivery });
  return listed;
}
