import { RecordEditor, type RecordEditorProps } from '../../shared/editor/record-editor.js';
import { SegmentPreview } from './segment-preview.js';

/** A segment's form with the live preview beside it (below it on narrow screens). */
export function SegmentEditorWithPreview(props: RecordEditorProps) {
  if (props.readOnly) return <RecordEditor {...props} />;
  return (
    <div className="bo-signage-editor">
      <div className="bo-signage-editor__form">
        <RecordEditor {...props} />
      </div>
      <SegmentPreview segment={props.values} timeZone={props.timeZone} />
    </div>
  );
}
