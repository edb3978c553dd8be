import { useState } from 'react';
import {
  fieldErrors,
  IMAGE_TEMPLATE_LAYER_TYPES,
  type EditorValues,
  type ImageTemplateLayerType,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { childPath, controlIdOf, useEditorContext } from '../../shared/editor/editor-context.js';
import {
  EntryMoveButtons,
  plainListEdits,
  useListEntryButtons,
} from '../../shared/editor/entry-move-buttons.js';
import { FieldList } from '../../shared/editor/field-control.js';
import { useFocusAfterRender } from '../../shared/editor/use-focus-after.js';
import type { SectionContentProps } from '../../shared/editor/sectioned-editor.js';
import { EDITABLE_LAYER_FIELDS, LAYER_TYPE_LABELS, newLayer } from './image-template-fields.js';

const LAYERS = 'layers';

const isLayerType = (value: unknown): value is ImageTemplateLayerType =>
  (IMAGE_TEMPLATE_LAYER_TYPES as readonly unknown[]).includes(value);

/** What a layer is called in its heading: 'Ebene 2: Text „Preis“'. */
export function layerTitle(layer: EditorValues, index: number): string {
  const type = isLayerType(layer.type) ? LAYER_TYPE_LABELS[layer.type] : 'Ebene';
  const name = typeof layer.name === 'string' && layer.name.trim() ? ` „${layer.name.trim()}“` : '';
  return `Ebene ${index + 1}: ${type}${name}`;
}

/**
 * The layers of a template in painting order (the first lies at the bottom), each with the
 * fields of its type and buttons to move it up or down and to remove it; below, a new layer of
 * a chosen type. A loaded layer keeps its id, so the API changes it in place. The focus follows
 * a moved layer's button, goes to a new layer's first control and to the add button after a
 * removal.
 */
export function LayersSection({ values, onChange }: SectionContentProps) {
  const { errors, idPrefix } = useEditorContext();
  const layers = (Array.isArray(values[LAYERS]) ? values[LAYERS] : []) as EditorValues[];
  const [newType, setNewType] = useState<ImageTemplateLayerType>('text');
  const focus = useFocusAfterRender();
  const baseId = controlIdOf(idPrefix, LAYERS);
  const addId = `${baseId}-add`;
  const ownMessages = fieldErrors(errors, LAYERS);

  const change = (next: EditorValues[]) => onChange({ ...values, [LAYERS]: next });
  const layerButtons = useListEntryButtons({
    ...plainListEdits(layers, change),
    buttonId: (index, direction) => `${baseId}-${index}-${direction}`,
    focusAfterRemove: addId,
  });

  function add() {
    change([...layers, newLayer(newType)]);
    focus(controlIdOf(idPrefix, `${LAYERS}.${layers.length}.type`));
  }

  return (
    <div
      className="bo-image-template-layers"
      id={baseId}
      tabIndex={-1}
      aria-invalid={ownMessages.length > 0 || undefined}
      aria-describedby={ownMessages.length > 0 ? `${baseId}-error` : undefined}
    >
      {layers.length === 0 ? <p className="bo-muted">Noch keine Ebenen.</p> : null}
      {layers.map((layer, index) => {
        const path = childPath(LAYERS, index);
        const messages = [
          ...fieldErrors(errors, path),
          ...fieldErrors(errors, childPath(path, 'id')),
        ];
        return (
          // New layers have no ids yet; the index is their identity here.
          <fieldset key={index} className="bo-fieldset bo-editor__entry">
            <legend>{layerTitle(layer, index)}</legend>
            {messages.length > 0 ? <p className="bo-field-error">{messages.join(' ')}</p> : null}
            <FieldList
              fields={EDITABLE_LAYER_FIELDS}
              values={layer}
              path={path}
              onChange={(next) => change(layers.map((old, i) => (i === index ? next : old)))}
            />
            <EntryMoveButtons name={`Ebene ${index + 1}`} {...layerButtons(index)} />
          </fieldset>
        );
      })}
      <div className="bo-image-template-add">
        <div className="bo-field">
          <label htmlFor={`${baseId}-new-type`}>Art der neuen Ebene</label>
          <select
            id={`${baseId}-new-type`}
            value={newType}
            onChange={(event) => {
              if (isLayerType(event.target.value)) setNewType(event.target.value);
            }}
          >
            {IMAGE_TEMPLATE_LAYER_TYPES.map((type) => (
              <option key={type} value={type}>
                {LAYER_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" id={addId} onClick={add}>
          Ebene hinzufügen
        </Button>
      </div>
      {ownMessages.length > 0 ? (
        <p id={`${baseId}-error`} className="bo-field-error">
          {ownMessages.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
