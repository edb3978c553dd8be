import type { ReactNode } from 'react';
import {
  clockStateOf,
  workingTimeOf,
  type PunchAction,
  type WorkingActivity,
} from '@bestellwerk/domain';
import { clockStateLine, formatTimer } from './clock-text.js';
import { PunchButtons } from './punch-buttons.js';
import './clock-card.css';

export interface ClockCardProps {
  /** Id of the state line, which labels the card. */
  id: string;
  /** The employee's open activity; null when not clocked in. */
  current: WorkingActivity | null;
  now: Date;
  timeZone: string;
  /** Why the last punch failed, if it did. */
  error: string | null;
  /** The punch under way: every button waits for it. */
  busy: PunchAction | null;
  onPunch: (action: PunchAction) => void;
  /** Shown between the timer and the error (the break warning). */
  children?: ReactNode;
}

/**
 * The clock (employee page and shop tablet): where it stands in one sentence (a live region),
 * a live timer of the open activity's net time, what went wrong, and the punch buttons.
 */
export function ClockCard({
  id,
  current,
  now,
  timeZone,
  error,
  busy,
  onPunch,
  children,
}: ClockCardProps) {
  return (
    <section className="tt-clock" aria-labelledby={id}>
      <p id={id} className="tt-clock__state" role="status">
        {clockStateLine(current, timeZone)}
      </p>
      {current ? (
        <p className="tt-clock__timer">
          <span className="bw-visually-hidden">Netto-Arbeitszeit: </span>
          <time>{formatTimer(workingTimeOf(current, now).netMs)}</time>
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="tt-clock__error" role="alert">
          {error}
        </p>
      ) : null}
      <PunchButtons state={clockStateOf(current)} busy={busy} onPunch={onPunch} />
    </section>
  );
}
