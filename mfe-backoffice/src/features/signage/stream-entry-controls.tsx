import { refIdOf } from '@bestellwerk/domain';
import type { CustomControlProps } from '../../shared/editor/editor-context.js';
import { ListChoice } from './list-choice.js';
import { segmentTypeLabel } from './segment-content-fields.js';
import { useStreamSegments } from './stream-segments-context.js';

/** The film sequence of a playlist entry, chosen from all of them. */
export function StreamSegmentControl({ value, id, path, onChange }: CustomControlProps) {
  const segments = useStreamSegments();
  return (
    <ListChoice
      id={id}
      path={path}
      current={refIdOf(value)}
      options={segments.map((segment) => ({
        id: segment.id,
        label: `${segment.name} (${segmentTypeLabel(segment.type)}, ${segment.duration} s)${
          segment.isEnabled ? '' : ' – inaktiv'
        }`,
      }))}
      none="– Filmsequenz wählen –"
      unknown={(each) => `Filmsequenz #${each}`}
      onChange={(each) => onChange(each === null ? null : { id: each })}
    />
  );
}
