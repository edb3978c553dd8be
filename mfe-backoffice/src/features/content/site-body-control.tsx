import { useId, useState } from 'react';
import {
  BLOCK_TYPE_LABELS,
  fieldErrors,
  isBodyBlockAllowed,
  SITE_BODY_BLOCKS,
  SITE_TYPE_LABELS,
  SITE_TYPES,
  type BlockType,
  type SiteContentItem,
  type SiteType,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import {
  childPath,
  controlIdOf,
  useEditorContext,
  type CustomControlProps,
} from '../../shared/editor/editor-context.js';
import {
  EntryMoveButtons,
  plainListEdits,
  useListEntryButtons,
} from '../../shared/editor/entry-move-buttons.js';
import { BlockValueFields } from './block-value-fields.js';
import { newBlockValue } from './block-schemas.js';

const itemsOf = (value: unknown): SiteContentItem[] =>
  Array.isArray(value) ? (value as SiteContentItem[]) : [];

/**
 * A page body (custom control 'site-body'): a simple page edits its one formatted text; the
 * other page types a list of blocks of the kinds their type allows, each with the form engine's
 * controls of its kind, to add, move up and down and remove. Blocks the type does not allow
 * (after a type change) are marked and can be removed.
 */
export function SiteBodyControl({ value, path, id, onChange, siblings }: CustomControlProps) {
  const siteType = (SITE_TYPES as readonly unknown[]).includes(siblings.type)
    ? (siblings.type as SiteType)
    : 'default';
  const items = itemsOf(value);
  if (siteType === 'default' && items.every((item) => item.type === 'text') && items.length <= 1)
    return (
      <BlockValueFields
        type="text"
        value={items[0]?.value ?? {}}
        path={childPath(path, '0.value')}
        onChange={(next) => onChange([{ type: 'text', value: next }])}
      />
    );
  return <BlockList siteType={siteType} items={items} path={path} id={id} onChange={onChange} />;
}

function BlockList({
  siteType,
  items,
  path,
  id,
  onChange,
}: {
  siteType: SiteType;
  items: SiteContentItem[];
  path: string;
  id: string;
  onChange: (items: SiteContentItem[]) => void;
}) {
  const { errors, idPrefix } = useEditorContext();
  const allowed = SITE_BODY_BLOCKS[siteType] ?? [];
  const [kind, setKind] = useState<BlockType>(allowed[0]);
  const selectId = `${id}-add-type${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const chosenKind = allowed.includes(kind) ? kind : allowed[0];
  const canAdd = siteType !== 'default' || items.length === 0;

  const entryButtons = useListEntryButtons({
    ...plainListEdits(items, onChange),
    buttonId: (index, direction) => `${id}-${index}-${direction}`,
    focusAfterRemove: canAdd || items.length === 1 ? `${id}-add` : null,
  });

  return (
    <div className="bo-site-body">
      {items.length === 0 ? <p className="bo-muted">Noch keine Blöcke.</p> : null}
      {items.map((item, index) => {
        const name = `${index + 1}. ${BLOCK_TYPE_LABELS[item.type] ?? item.type}`;
        const typePath = childPath(path, `${index}.type`);
        const typeMessages = fieldErrors(errors, typePath);
        const fits = isBodyBlockAllowed(siteType, item.type);
        return (
          // Body items have no ids of their own; the index is their identity here.
          <fieldset
            key={index}
            className="bo-fieldset bo-editor__entry"
            id={controlIdOf(idPrefix, typePath)}
            tabIndex={-1}
          >
            <legend>Block {name}</legend>
            {fits ? null : (
              <p className="bo-field-error">
                Dieser Block ist auf Seiten vom Typ „{SITE_TYPE_LABELS[siteType]}“ nicht erlaubt und
                muss entfernt werden.
              </p>
            )}
            {typeMessages.length > 0 ? (
              <p className="bo-field-error">{typeMessages.join(' ')}</p>
            ) : null}
            <BlockValueFields
              type={item.type}
              value={item.value}
              path={childPath(path, `${index}.value`)}
              onChange={(next) =>
                onChange(
                  items.map((old, i) => (i === index ? { type: old.type, value: next } : old)),
                )
              }
            />
            <EntryMoveButtons name={`Block ${name}`} {...entryButtons(index)} />
          </fieldset>
        );
      })}
      {canAdd ? (
        <div className="bo-site-body__add">
          <div className="bo-field">
            <label htmlFor={selectId}>Art des neuen Blocks</label>
            <select
              id={selectId}
              value={chosenKind}
              onChange={(event) => setKind(event.target.value as BlockType)}
            >
              {allowed.map((type) => (
                <option key={type} value={type}>
                  {BLOCK_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="secondary"
            id={`${id}-add`}
            onClick={() =>
              onChange([...items, { type: chosenKind, value: newBlockValue(chosenKind) }])
            }
          >
            Block hinzufügen
          </Button>
        </div>
      ) : null}
    </div>
  );
}
