import { branchOpenStatus, isOpenState, type BranchHours, type OpenState } from './open-state.js';
import { DEFAULT_TIME_ZONE, timeOfDayOf } from './time-zone.js';

/** Toolbar text without a selected branch (storefront.md §2): '1 Standort geöffnet', 'N Standorte geöffnet', 'Alle Standorte geschlossen'. */
export function openBranchesText(openCount: number): string {
  if (openCount <= 0) return 'Alle Standorte geschlossen';
  return openCount === 1 ? '1 Standort geöffnet' : `${openCount} Standorte geöffnet`;
}

/**
 * Toolbar text for a list of branches at `now`: a branch counts as open when its state is `open`
 * or `closing-soon` (it still takes customers). Counts the branches given; the caller passes
 * those visitors see (enabled and public).
 */
export function branchesToolbarText(
  branches: readonly BranchHours[],
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return openBranchesText(
    branches.filter((branch) => isOpenState(branchOpenStatus(branch, now, timeZone).state)).length,
  );
}

/** What the toolbar shows for the selected branch. */
export interface BranchToolbarStatus {
  state: OpenState;
  /** 'Geöffnet bis 18:00', 'Geschlossen', or 'Geöffnet' when no end lies within a week. */
  text: string;
  /** Warning style: open, but closing in under `CLOSING_SOON_MINUTES`. */
  isWarning: boolean;
  closesAt: Date | null;
}

/**
 * Toolbar status of the selected branch (storefront.md §2): 'Geöffnet bis {HH:mm}' (warning style when
 * closing soon) or 'Geschlossen'. A branch open without end in the search window (24/7) reads
 * 'Geöffnet' (own text).
 */
export function branchToolbarStatus(
  branch: BranchHours,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): BranchToolbarStatus {
  const { state, closesAt } = branchOpenStatus(branch, now, timeZone);
  const text =
    state === 'closed'
      ? 'Geschlossen'
      : closesAt
        ? `Geöffnet bis ${timeOfDayOf(closesAt, timeZone)}`
        : 'Geöffnet';
  return { state, text, isWarning: state === 'closing-soon', closesAt };
}
