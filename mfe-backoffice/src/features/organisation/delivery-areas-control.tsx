import {
  ADMIN_FIELD_LABELS as LABELS,
  DeliveryAreaLimits,
  type DeliveryAreaInput,
  type EditorField,
} from '@bestellwerk/domain';
import { CollectionField } from '../../shared/editor/field-control.js';
import type { CustomControlProps } from '../../shared/editor/editor-context.js';

/** The fields of one delivery area (storefront.md §3). */
export const DELIVERY_AREA_FIELDS: readonly EditorField<DeliveryAreaInput>[] = [
  {
    kind: 'text',
    name: 'area',
    label: LABELS.area,
    required: true,
    maxLength: DeliveryAreaLimits.area,
  },
  { kind: 'number', name: 'price', label: 'Liefergebühr', min: 0, step: 0.01, unit: '€' },
  { kind: 'number', name: 'tax', label: 'Steuersatz', min: 0, max: 100, step: 0.01, unit: '%' },
  { kind: 'boolean', name: 'free', label: LABELS.free },
  {
    kind: 'number',
    name: 'freeFromOrderValue',
    label: LABELS.freeFromOrderValue,
    min: 0,
    step: 0.01,
    unit: '€',
    help: 'Leer: keine Grenze.',
  },
  {
    kind: 'number',
    name: 'minimumOrderValue',
    label: LABELS.minimumOrderValue,
    min: 0,
    step: 0.01,
    unit: '€',
    help: 'Leer: kein Mindestbestellwert.',
  },
];

const AREAS: Extract<EditorField, { kind: 'collection' }> = {
  kind: 'collection',
  name: 'deliveryAreas',
  label: 'Gebiete',
  fields: DELIVERY_AREA_FIELDS,
  addLabel: 'Liefergebiet hinzufügen',
  itemLabel: 'Liefergebiet',
};

/**
 * The custom control 'delivery-areas': the engine's collection of areas, but sent as edited, so
 * an area keeps its `id` and the API changes it in place (orders that name it keep their link);
 * removed areas are left out and deleted by the API, new ones created.
 */
export function DeliveryAreasControl({ value, path, onChange }: CustomControlProps) {
  return <CollectionField field={AREAS} value={value} path={path} onChange={onChange} />;
}
