import { useId, useMemo, useState } from 'react';
import type { Id, SignageOrientation } from '@bestellwerk/domain';
import { useBranches } from '../../shared/layout/branches.js';
import { buildPreviewDisplay, type SegmentDraft } from './preview-display.js';
import { useSignageSources } from './signage-sources.js';
import { PreviewScreen } from './preview-screen.js';

const MISSING_MEDIA: Readonly<Record<string, [key: string, text: string]>> = {
  image: ['image', 'Noch kein Bild gewählt.'],
  video: ['upload', 'Noch kein Video gewählt.'],
  template: ['imageTemplate', 'Noch keine Bildvorlage gewählt.'],
};

/** What the preview cannot show yet: the board's picture, video or template is not chosen. */
function missingMediaText(segment: SegmentDraft): string | null {
  const missing = MISSING_MEDIA[String(segment.type)];
  if (!missing) return null;
  const content = (segment.content ?? {}) as Record<string, unknown>;
  return typeof content[missing[0]] === 'number' ? null : missing[1];
}

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
      {missingMediaText(segment) ? (
        <p className="bo-muted bo-editor__help">{missingMediaText(segment)}</p>
      ) : null}
    </section>
  );
}
