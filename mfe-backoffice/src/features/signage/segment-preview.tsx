import { useId, useMemo, useState } from 'react';
import type { Id, SignageOrientation } from '@bestellwerk/domain';
import { useBranches } from '../../shared/layout/branches.js';
import { buildPreviewDisplay, type SegmentDraft } from './preview-display.js';
import { useSignageSources } from './signage-sources.js';
import { PreviewScreen } from './preview-screen.js';

export interface SegmentPreviewProps {
  segment: SegmentDraft;
  timeZone: string;
}

/**
 * The segment as a TV shows it, drawn by the player's own components at the TV's aspect ratio:
 * landscape or portrait, and for menu boards the branch whose catalog it lists.
 */
export function SegmentPreview({ segment, timeZone }: SegmentPreviewProps) {
  const idPrefix = useId();
  const sources = useSignageSources();
  const branches = useBranches();
  const [orientation, setOrientation] = useState<SignageOrientation>('landscape');
  const [chosenBranch, setBranch] = useState<Id | null>(null);
  const branch = chosenBranch ?? branches.list?.[0]?.id ?? null;
  const [now] = useState(() => new Date());
  const display = useMemo(
    () => buildPreviewDisplay({ segment, orientation, branch, sources, timeZone, now }),
    [segment, orientation, branch, sources, timeZone, now],
  );
  return (
    <section className="bo-panel bo-signage-preview" aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`}>Vorschau</h3>
      <div className="bo-signage-preview__options">
        <fieldset className="bo-signage-toggle">
          <legend>Ausrichtung</legend>
          {(
            [
              ['landscape', 'Querformat'],
              ['portrait', 'Hochformat'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="bo-check">
              <input
                type="radio"
                name={`${idPrefix}-orientation`}
                value={value}
                checked={orientation === value}
                onChange={() => setOrientation(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {segment.type === 'menu' ? (
          <div className="bo-field">
            <label htmlFor={`${idPrefix}-branch`}>Filiale (Produktkatalog)</label>
            <select
              id={`${idPrefix}-branch`}
              value={branch ?? ''}
              onChange={(event) =>
                setBranch(event.target.value ? Number(event.target.value) : null)
              }
            >
              {(branches.list ?? []).map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <PreviewScreen display={display} now={now} />
    </section>
  );
}
