import { fieldErrors, refIdOf } from '@bestellwerk/domain';
import { useEditorContext, type CustomControlProps } from '../../shared/editor/editor-context.js';
import { segmentTypeLabel } from './segment-content-fields.js';
import { useStreamSegments } from './stream-segments-context.js';

/** The film sequence of a playlist entry, chosen from all of them. */
export function StreamSegmentControl({ value, id, path, onChange }: CustomControlProps) {
  const segments = useStreamSegments();
  const current = refIdOf(value);
  const invalid = fieldErrors(useEditorContext().errors, path).length > 0;
  return (
    <div className="bo-field">
      <select
        id={id}
        aria-labelledby={`${id}-legend`}
        value={current ?? ''}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) =>
          onChange(event.target.value ? { id: Number(event.target.value) } : null)
        }
      >
        <option value="">– Filmsequenz wählen –</option>
        {current !== null && !segments.some((segment) => segment.id === current) ? (
          <option value={current}>Filmsequenz #{current}</option>
        ) : null}
        {segments.map((segment) => (
          <option key={segment.id} value={segment.id}>
            {segment.name} ({segmentTypeLabel(segment.type)}, {segment.duration} s)
            {segment.isEnabled ? '' : ' – inaktiv'}
          </option>
        ))}
      </select>
    </div>
  );
}
