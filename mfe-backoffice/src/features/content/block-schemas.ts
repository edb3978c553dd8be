import {
  BlockValueLimits,
  emptyValue,
  LINK_DEFAULT_LABEL,
  LinkFieldLimits,
  refIdOf,
  type BlockType,
  type EditorField,
  type EditorValues,
  type LinkField,
} from '@bestellwerk/domain';

// The editor schema of each block kind and the conversion between the values the API stores
// (and the storefront reads: mfe-storefront/src/features/content/blocks/block-values.ts) and the
// form engine's values. Stored page references are plain ids (`link.target`, `teasers.N.site`,
// `privacySite`); the engine's reference fields hold `{ id }`. Images stay whole Image objects.

const link: EditorField<{ link?: LinkField }> = {
  kind: 'group',
  name: 'link',
  label: 'Link',
  fields: [
    { kind: 'text', name: 'label', label: 'Beschriftung', maxLength: LinkFieldLimits.label },
    {
      kind: 'reference',
      name: 'target',
      label: 'Ziel: Seite',
      target: 'site',
      help: 'Eine gewählte Seite hat Vorrang vor der Adresse.',
    },
    {
      kind: 'text',
      name: 'url',
      label: 'Ziel: Adresse',
      maxLength: LinkFieldLimits.url,
      help: 'z. B. /store/linz oder https://…',
    },
  ],
};

const text = (name: string, label: string): EditorField => ({ kind: 'wysiwyg', name, label });

/** The fields of each block kind's value. */
export const BLOCK_FIELDS: Readonly<Record<BlockType, readonly EditorField[]>> = {
  text: [text('html', 'Text')],
  hero: [
    { kind: 'text', name: 'title', label: 'Titel', maxLength: BlockValueLimits.title },
    { kind: 'text', name: 'subtitle', label: 'Untertitel', maxLength: BlockValueLimits.subtitle },
    { kind: 'image', name: 'image', label: 'Bild' },
    link,
  ],
  specialties: [
    { kind: 'text', name: 'title', label: 'Titel', maxLength: BlockValueLimits.title },
    {
      kind: 'collection',
      name: 'teasers',
      label: 'Teaser',
      itemLabel: 'Teaser',
      addLabel: 'Teaser hinzufügen',
      fields: [{ kind: 'reference', name: 'site', label: 'Seite', target: 'site' }],
    },
  ],
  'text-slider': [text('text', 'Text'), link, { kind: 'images', name: 'images', label: 'Bilder' }],
  map: [],
  contact: [text('text', 'Text'), { kind: 'image', name: 'image', label: 'Bild' }],
  profile: [
    { kind: 'image', name: 'image', label: 'Bild' },
    { kind: 'text', name: 'title', label: 'Titel', maxLength: BlockValueLimits.title },
    text('text', 'Text'),
  ],
  iframe: [
    text('text', 'Text'),
    {
      kind: 'text',
      name: 'url',
      label: 'Adresse der eingebetteten Seite',
      maxLength: BlockValueLimits.url,
    },
    { kind: 'number', name: 'height', label: 'Höhe', min: 0, max: 4000, step: 1, unit: 'px' },
  ],
  form: [
    {
      kind: 'reference',
      name: 'privacySite',
      label: 'Datenschutzseite',
      target: 'site',
      help: 'Wird beim Einverständnis zum Datenschutz verlinkt.',
    },
    text('thankYou', 'Dankestext nach dem Absenden'),
  ],
};

/** What a block kind without settings says instead of fields. */
export const NO_SETTINGS_TEXT: Partial<Record<BlockType, string>> = {
  map: 'Die Karte zeigt die Filialen; sie hat keine Einstellungen.',
};

const asObject = (value: unknown): EditorValues =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as EditorValues)
    : {};

function toEditor(field: EditorField, value: unknown): unknown {
  if (field.kind === 'reference' && !field.multiple) {
    const id = refIdOf(value);
    return id === null ? null : { id };
  }
  if (field.kind === 'group') return editorValuesOf(field.fields, value);
  if (field.kind === 'collection')
    return Array.isArray(value) ? value.map((entry) => editorValuesOf(field.fields, entry)) : [];
  return value === undefined || value === null ? emptyValue(field) : value;
}

function toStored(field: EditorField, value: unknown): unknown {
  if (field.kind === 'reference' && !field.multiple) return refIdOf(value);
  if (field.kind === 'group') return storedValueOf(field.fields, value);
  if (field.kind === 'collection')
    return Array.isArray(value) ? value.map((entry) => storedValueOf(field.fields, entry)) : [];
  return value;
}

/** A stored value as the engine edits it: page ids as `{ id }`, missing fields empty. */
export function editorValuesOf(fields: readonly EditorField[], stored: unknown): EditorValues {
  const values: EditorValues = { ...asObject(stored) };
  for (const field of fields) values[field.name] = toEditor(field, values[field.name]);
  return values;
}

/** The engine's values as stored: `{ id }` back to page ids; keys the schema lacks are kept. */
export function storedValueOf(fields: readonly EditorField[], values: unknown): EditorValues {
  const stored: EditorValues = { ...asObject(values) };
  for (const field of fields) stored[field.name] = toStored(field, stored[field.name]);
  return stored;
}

/** The value a new block of `type` starts with; a link starts with the label 'Mehr erfahren'. */
export function newBlockValue(type: BlockType): EditorValues {
  const value = storedValueOf(BLOCK_FIELDS[type], editorValuesOf(BLOCK_FIELDS[type], {}));
  if (BLOCK_FIELDS[type].some((field) => field.name === 'link'))
    value.link = { ...asObject(value.link), label: LINK_DEFAULT_LABEL };
  return value;
}
