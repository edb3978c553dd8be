import {
  ADMIN_FIELD_LABELS as LABELS,
  CRUD_COLLECTIONS,
  SignageStreamLimits,
  type EditorField,
  type SignageStreamInput,
} from '@bestellwerk/domain';
import { collectionResource, type ResourceConfig } from '../../shared/resources/resource-config.js';
import { DaypartControl } from './signage-daypart-editor.js';
import { DAYPART_FIELD } from './signage-daypart.js';
import { StreamSegmentControl } from './stream-entry-controls.js';
import { StreamTimelinePreview } from './stream-timeline-preview.js';
import type { StreamEntryDraft } from './stream-timeline.js';

const STREAM_FIELDS = [
  {
    kind: 'text',
    name: 'name',
    label: LABELS.name,
    required: true,
    maxLength: SignageStreamLimits.name,
  },
  { kind: 'boolean', name: 'isEnabled', label: LABELS.isEnabled },
  {
    kind: 'collection',
    name: 'entries',
    label: 'Playlist',
    addLabel: 'Filmsequenz hinzufügen',
    itemLabel: 'Eintrag',
    fields: [
      {
        kind: 'custom',
        name: 'segment',
        label: 'Filmsequenz',
        editor: 'signageStreamSegment',
        empty: null,
        required: true,
      },
      DAYPART_FIELD,
    ],
  },
] as const satisfies readonly EditorField<SignageStreamInput>[];

/** Number of playlist entries of a stream, as the list shows it. */
function entriesText(entries: unknown): string {
  const count = Array.isArray(entries) ? entries.length : 0;
  return count === 1 ? '1 Filmsequenz' : `${count} Filmsequenzen`;
}

/** Streams: an ordered playlist of segments, each entry with its daypart, and a timeline. */
export function streamsResource(timeZone: string): ResourceConfig {
  return collectionResource(CRUD_COLLECTIONS.signageStreams, {
    newTitle: 'Neuer Stream',
    searchHint: 'Name',
    columns: [
      'name',
      { key: 'entries', label: 'Playlist', render: (record) => entriesText(record.entries) },
      {
        key: 'isEnabled',
        label: 'Status',
        render: (record) => (record.isEnabled ? 'aktiv' : 'inaktiv'),
      },
    ],
    defaults: { isEnabled: true, entries: [] },
    fields: STREAM_FIELDS,
    custom: { signageStreamSegment: StreamSegmentControl, signageDaypart: DaypartControl },
    formExtras: (values) => (
      <StreamTimelinePreview
        entries={(Array.isArray(values.entries) ? values.entries : []) as StreamEntryDraft[]}
        timeZone={timeZone}
      />
    ),
  });
}
