import {
  SIGNAGE_TITLE_MAX_CHARS,
  type EditorField,
  type SignageContentByType,
  type SignageSegmentType,
} from '@bestellwerk/domain';

/** The German name of each kind of film sequence, as lists and the kind choice show it. */
export const SEGMENT_TYPE_LABELS: Readonly<Record<SignageSegmentType, string>> = {
  menu: 'Menütafel',
  image: 'Bild',
  video: 'Video',
  text: 'Text',
  template: 'Bildvorlage',
  pickup: 'Abholbereit',
};

/** The label of a kind; the raw value for an unknown one. */
export const segmentTypeLabel = (type: unknown): string =>
  SEGMENT_TYPE_LABELS[type as SignageSegmentType] ?? String(type ?? '');

/** What a new segment of each kind starts with (media are picked, so they start unset). */
export const SEGMENT_CONTENT_DEFAULTS: {
  [T in SignageSegmentType]: Partial<SignageContentByType[T]>;
} = {
  menu: {
    title: '',
    categories: [],
    unavailable: 'dim',
    showPrices: true,
    showImages: true,
    showAllergens: true,
  },
  image: { fit: 'cover', caption: '' },
  video: { fit: 'cover' },
  text: { title: '', html: '' },
  template: {},
  pickup: { title: 'Abholbereit' },
};

const COLOR_FIELDS = [
  {
    kind: 'custom',
    name: 'backgroundColor',
    label: 'Hintergrundfarbe',
    editor: 'signageColor',
    empty: '',
  },
  { kind: 'custom', name: 'textColor', label: 'Textfarbe', editor: 'signageColor', empty: '' },
] as const;

const FIT_FIELD = {
  kind: 'select',
  name: 'fit',
  label: 'Darstellung',
  required: true,
  options: [
    { value: 'cover', label: 'Bildschirm füllen (Ränder abschneiden)' },
    { value: 'contain', label: 'Ganz zeigen (mit Rand)' },
  ],
} as const;

/**
 * The settings of each kind, as fields of the form engine over the segment's `content`.
 * Media references are ids in the content; the content control hands the image field the
 * picked image and takes its id back.
 */
export const SEGMENT_CONTENT_FIELDS: {
  [T in SignageSegmentType]: readonly EditorField<SignageContentByType[T]>[];
} = {
  menu: [
    { kind: 'text', name: 'title', label: 'Überschrift', maxLength: SIGNAGE_TITLE_MAX_CHARS },
    {
      kind: 'custom',
      name: 'categories',
      label: 'Kategorien',
      editor: 'signageCategories',
      empty: [],
    },
    {
      kind: 'select',
      name: 'unavailable',
      label: 'Nicht bestellbare Produkte',
      required: true,
      options: [
        { value: 'dim', label: 'abgedunkelt als „ausverkauft“' },
        { value: 'hide', label: 'ausblenden' },
      ],
    },
    { kind: 'boolean', name: 'showPrices', label: 'Preise zeigen' },
    { kind: 'boolean', name: 'showImages', label: 'Bilder zeigen' },
    { kind: 'boolean', name: 'showAllergens', label: 'Allergene zeigen' },
    ...COLOR_FIELDS,
  ],
  image: [
    { kind: 'image', name: 'image', label: 'Bild', required: true },
    FIT_FIELD,
    {
      kind: 'text',
      name: 'caption',
      label: 'Bildunterschrift',
      maxLength: SIGNAGE_TITLE_MAX_CHARS,
    },
    ...COLOR_FIELDS,
  ],
  video: [
    {
      kind: 'custom',
      name: 'upload',
      label: 'Video (MP4 oder WebM)',
      editor: 'signageVideo',
      empty: null,
      required: true,
    },
    FIT_FIELD,
    ...COLOR_FIELDS,
  ],
  text: [
    { kind: 'text', name: 'title', label: 'Überschrift', maxLength: SIGNAGE_TITLE_MAX_CHARS },
    { kind: 'wysiwyg', name: 'html', label: 'Text' },
    ...COLOR_FIELDS,
  ],
  template: [
    {
      kind: 'custom',
      name: 'imageTemplate',
      label: 'Bildvorlage',
      editor: 'signageTemplate',
      empty: null,
      required: true,
    },
    ...COLOR_FIELDS,
  ],
  pickup: [
    { kind: 'text', name: 'title', label: 'Überschrift', maxLength: SIGNAGE_TITLE_MAX_CHARS },
    ...COLOR_FIELDS,
  ],
};

/** Whether a value names a segment kind. */
export const isSegmentType = (value: unknown): value is SignageSegmentType =>
  typeof value === 'string' && value in SEGMENT_CONTENT_DEFAULTS;

/**
 * A content as the form of `type` edits it: the kind's own settings (the defaults where the
 * content has none), nothing of another kind.
 */
export function contentOfType(type: SignageSegmentType, value: unknown): Record<string, unknown> {
  const content = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const defaults: Record<string, unknown> = SEGMENT_CONTENT_DEFAULTS[type];
  const names = new Set([
    ...Object.keys(defaults),
    ...SEGMENT_CONTENT_FIELDS[type].map((field) => field.name),
  ]);
  return Object.fromEntries(
    [...names]
      .map((name) => [name, content[name] ?? defaults[name]] as const)
      .filter(([, each]) => each !== undefined),
  );
}
