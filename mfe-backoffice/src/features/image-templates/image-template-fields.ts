import {
  ADMIN_FIELD_LABELS as LABELS,
  IMAGE_TEMPLATE_LAYER_TYPES,
  IMAGE_TEMPLATE_MAX_PIXELS,
  ImageTemplateLayerLimits,
  ImageTemplateLimits,
  type EditorField,
  type EditorValues,
  type ImageTemplateInput,
  type ImageTemplateLayerInput,
  type ImageTemplateLayerType,
} from '@bestellwerk/domain';

/** Largest canvas side and coordinate the API takes, in pixels. */
export const MAX_TEMPLATE_PIXELS = IMAGE_TEMPLATE_MAX_PIXELS;

/** The German names of the layer types. */
export const LAYER_TYPE_LABELS: Readonly<Record<ImageTemplateLayerType, string>> = {
  text: 'Text',
  image: 'Bild',
  shape: 'Fläche',
};

/** The custom control names of the layer fields. */
export const LAYER_CONTROLS = {
  color: 'image-template-color',
  font: 'image-template-font',
  id: 'image-template-layer-id',
} as const;

const only = (...types: ImageTemplateLayerType[]) => ({ field: 'type' as const, is: types });

/**
 * The fields of one layer, exactly those of the API's layer input. `id` is sent as loaded (the
 * API then changes that layer in place) and left out of a new layer; it has no control.
 */
export const LAYER_FIELDS: readonly EditorField<ImageTemplateLayerInput>[] = [
  {
    kind: 'select',
    name: 'type',
    label: LABELS.type,
    required: true,
    options: IMAGE_TEMPLATE_LAYER_TYPES.map((type) => ({
      value: type,
      label: LAYER_TYPE_LABELS[type],
    })),
  },
  { kind: 'text', name: 'name', label: 'Bezeichnung', maxLength: ImageTemplateLayerLimits.name },
  {
    kind: 'number',
    name: 'x',
    label: 'Position X',
    min: -MAX_TEMPLATE_PIXELS,
    max: MAX_TEMPLATE_PIXELS,
    step: 1,
    unit: 'px',
  },
  {
    kind: 'number',
    name: 'y',
    label: 'Position Y',
    min: -MAX_TEMPLATE_PIXELS,
    max: MAX_TEMPLATE_PIXELS,
    step: 1,
    unit: 'px',
  },
  {
    kind: 'number',
    name: 'width',
    label: LABELS.width,
    min: 0,
    max: MAX_TEMPLATE_PIXELS,
    step: 1,
    unit: 'px',
    help: '0: Text bis zum Bildrand, Bild in eigener Größe.',
  },
  {
    kind: 'number',
    name: 'height',
    label: LABELS.height,
    min: 0,
    max: MAX_TEMPLATE_PIXELS,
    step: 1,
    unit: 'px',
  },
  {
    kind: 'textarea',
    name: 'text',
    label: LABELS.text,
    rows: 3,
    maxLength: ImageTemplateLayerLimits.text,
    shownWhen: only('text'),
  },
  {
    kind: 'custom',
    name: 'font',
    label: LABELS.font,
    editor: LAYER_CONTROLS.font,
    empty: null,
    shownWhen: only('text'),
  },
  {
    kind: 'number',
    name: 'fontSize',
    label: LABELS.fontSize,
    min: 1,
    max: 1000,
    step: 1,
    unit: 'px',
    shownWhen: only('text'),
  },
  {
    kind: 'custom',
    name: 'color',
    label: LABELS.color,
    editor: LAYER_CONTROLS.color,
    empty: '#000000',
    shownWhen: only('text', 'shape'),
  },
  { kind: 'image', name: 'image', label: LABELS.image, shownWhen: only('image') },
  { kind: 'custom', name: 'id', label: 'Nummer', editor: LAYER_CONTROLS.id, empty: undefined },
];

/** The layer fields that have a control (all but the id). */
export const EDITABLE_LAYER_FIELDS = LAYER_FIELDS.filter((field) => field.name !== 'id');

/** The fields of an image template; `layers` has its own section (see LayersSection). */
export const IMAGE_TEMPLATE_FIELDS: readonly EditorField<ImageTemplateInput>[] = [
  {
    kind: 'text',
    name: 'name',
    label: LABELS.name,
    required: true,
    maxLength: ImageTemplateLimits.name,
  },
  {
    kind: 'number',
    name: 'width',
    label: LABELS.width,
    required: true,
    min: 1,
    max: MAX_TEMPLATE_PIXELS,
    step: 1,
    unit: 'px',
  },
  {
    kind: 'number',
    name: 'height',
    label: LABELS.height,
    required: true,
    min: 1,
    max: MAX_TEMPLATE_PIXELS,
    step: 1,
    unit: 'px',
  },
  {
    kind: 'collection',
    name: 'layers',
    label: LABELS.layers,
    fields: LAYER_FIELDS,
    addLabel: 'Ebene hinzufügen',
    itemLabel: 'Ebene',
  },
];

/** The canvas of a new template (the API's default): a square post of 1080 px. */
export const NEW_TEMPLATE_DEFAULTS: EditorValues = { width: 1080, height: 1080 };

/**
 * A new layer of a type with the API's defaults of a layer (no id: the API creates it); a shape
 * gets a visible box of 100 × 100 px, the others size themselves (0).
 */
export function newLayer(type: ImageTemplateLayerType): EditorValues {
  const size = type === 'shape' ? 100 : 0;
  return {
    type,
    name: '',
    x: 0,
    y: 0,
    width: size,
    height: size,
    text: '',
    font: null,
    fontSize: 16,
    color: '#000000',
    image: null,
  };
}
