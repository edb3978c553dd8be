import {
  allowedPunches,
  PUNCH_LABELS,
  type ClockState,
  type PunchAction,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import './punch-buttons.css';

export interface PunchButtonsProps {
  state: ClockState;
  /** The action under way: every button waits for it. */
  busy: PunchAction | null;
  onPunch: (action: PunchAction) => void;
}

/**
 * One big button for what comes next (Arbeit beginnen / Pause / Weiter) and, while working or
 * on a break, "Arbeit beenden" beside it; the labels are the domain's PUNCH_LABELS.
 */
export function PunchButtons({ state, busy, onPunch }: PunchButtonsProps) {
  const [main, ...others] = allowedPunches(state);
  return (
    <div className="tt-punch">
      <Button
        className={`tt-punch__main tt-punch__main--${main}`}
        disabled={busy !== null}
        aria-busy={busy === main}
        onClick={() => onPunch(main)}
      >
        {PUNCH_LABELS[main]}
      </Button>
      {others.map((other) => (
        <Button
          key={other}
          variant="secondary"
          className="tt-punch__other"
          disabled={busy !== null}
          aria-busy={busy === other}
          onClick={() => onPunch(other)}
        >
          {PUNCH_LABELS[other]}
        </Button>
      ))}
    </div>
  );
}
