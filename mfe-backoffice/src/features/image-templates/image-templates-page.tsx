import { CRUD_COLLECTIONS } from '@bestellwerk/domain';
import type { CustomControls } from '../../shared/editor/editor-context.js';
import { sectionedEditor } from '../../shared/editor/sectioned-editor.js';
import { ResourceScreen } from '../../shared/resources/resource-screen.js';
import {
  collectionResource,
  type ResourceConfig,
  type ResourceRecord,
} from '../../shared/resources/resource-config.js';
import {
  IMAGE_TEMPLATE_FIELDS,
  LAYER_CONTROLS,
  NEW_TEMPLATE_DEFAULTS,
} from './image-template-fields.js';
import { LayerColorControl } from './layer-color-control.js';
import { LayerFontControl } from './layer-font-control.js';
import { LayersSection } from './layers-section.js';
import { TemplatePreview } from './template-preview.js';
import './image-templates.css';

/** The canvas size of a template as the list shows it: '1.080 × 1.350 px'. */
export function templateSize(record: ResourceRecord): string {
  const px = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('de-DE') : '–');
  return `${px(record.width)} × ${px(record.height)} px`;
}

const CONTROLS: CustomControls = {
  [LAYER_CONTROLS.color]: LayerColorControl,
  [LAYER_CONTROLS.font]: LayerFontControl,
};

/** Image templates: canvas and layers, with the saved template rendered below its form. */
export const IMAGE_TEMPLATES_RESOURCE: ResourceConfig = collectionResource(
  CRUD_COLLECTIONS.imageTemplates,
  {
    newTitle: 'Neue Bildvorlage',
    searchHint: 'Name',
    columns: ['name', { key: 'width', label: 'Größe', render: templateSize }],
    fields: IMAGE_TEMPLATE_FIELDS,
    defaults: NEW_TEMPLATE_DEFAULTS,
    custom: CONTROLS,
    editor: sectionedEditor([
      { label: 'Vorlage', fields: ['name', 'width', 'height'] },
      { label: 'Ebenen', fields: ['layers'], content: LayersSection },
    ]),
    formExtras: (_values, record) => (record ? <TemplatePreview record={record} /> : null),
  },
);

/** `/backend/image-templates` (admin only): list, create, edit and delete image templates. */
export function ImageTemplatesPage() {
  return <ResourceScreen resource={IMAGE_TEMPLATES_RESOURCE} />;
}
