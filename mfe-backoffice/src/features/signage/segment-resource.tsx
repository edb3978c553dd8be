import {
  ADMIN_FIELD_LABELS as LABELS,
  CRUD_COLLECTIONS,
  SIGNAGE_SEGMENT_TYPES,
  SignageSegmentLimits,
  signageDaypartText,
  type EditorField,
  type SignageDaypart,
  type SignageSegmentInput,
} from '@bestellwerk/domain';
import type { CustomControls } from '../../shared/editor/editor-context.js';
import { collectionResource, type ResourceConfig } from '../../shared/resources/resource-config.js';
import {
  SegmentContentControl,
  SignageCategoriesControl,
  SignageColorControl,
  SignageTemplateControl,
  SignageVideoControl,
} from './segment-content-controls.js';
import {
  SEGMENT_CONTENT_DEFAULTS,
  SEGMENT_TYPE_LABELS,
  segmentTypeLabel,
} from './segment-content-fields.js';
import { DaypartControl } from './signage-daypart-editor.js';
import { DAYPART_FIELD } from './signage-daypart.js';
import { SegmentEditorWithPreview } from './segment-editor-with-preview.js';

/** The signage screens' own controls of the form engine, by editor name. */
export const SIGNAGE_CONTROLS: CustomControls = {
  signageContent: SegmentContentControl,
  signageDaypart: DaypartControl,
  signageCategories: SignageCategoriesControl,
  signageColor: SignageColorControl,
  signageVideo: SignageVideoControl,
  signageTemplate: SignageTemplateControl,
};

const SEGMENT_FIELDS = [
  {
    kind: 'text',
    name: 'name',
    label: LABELS.name,
    required: true,
    maxLength: SignageSegmentLimits.name,
  },
  {
    kind: 'select',
    name: 'type',
    label: LABELS.type,
    required: true,
    options: SIGNAGE_SEGMENT_TYPES.map((type) => ({
      value: type,
      label: SEGMENT_TYPE_LABELS[type],
    })),
  },
  {
    kind: 'number',
    name: 'duration',
    label: 'Dauer in Sekunden',
    required: true,
    min: 1,
    max: 3600,
    step: 1,
    unit: 's',
  },
  { kind: 'custom', name: 'content', label: 'Einstellungen', editor: 'signageContent', empty: {} },
  DAYPART_FIELD,
  { kind: 'boolean', name: 'isEnabled', label: LABELS.isEnabled },
] as const satisfies readonly EditorField<SignageSegmentInput>[];

/** Film sequences: name, kind, duration, daypart and status; the form with a live preview. */
export const SEGMENTS: ResourceConfig = collectionResource(CRUD_COLLECTIONS.signageSegments, {
  newTitle: 'Neue Filmsequenz',
  searchHint: 'Name',
  columns: [
    'name',
    { key: 'type', label: LABELS.type, render: (record) => segmentTypeLabel(record.type) },
    {
      key: 'duration',
      label: LABELS.duration,
      render: (record) => (typeof record.duration === 'number' ? `${record.duration} s` : ''),
    },
    {
      key: 'daypart',
      label: 'Sendezeit',
      render: (record) => signageDaypartText((record.daypart as SignageDaypart | null) ?? null),
    },
    {
      key: 'isEnabled',
      label: 'Status',
      render: (record) => (record.isEnabled ? 'aktiv' : 'inaktiv'),
    },
  ],
  defaults: {
    type: 'menu',
    duration: 10,
    isEnabled: true,
    content: SEGMENT_CONTENT_DEFAULTS.menu,
    daypart: null,
  },
  fields: SEGMENT_FIELDS,
  custom: SIGNAGE_CONTROLS,
  editor: SegmentEditorWithPreview,
});
