import { useState, type DragEvent } from 'react';
import {
  countTreeItems,
  fieldErrors,
  indentTreeItem,
  insertTreeItem,
  moveTreeItem,
  moveTreeItemDown,
  moveTreeItemUp,
  NAVIGATION_ITEM_TYPES,
  NAVIGATION_MAX_DEPTH,
  NAVIGATION_MAX_ITEMS,
  NavigationItemLimits,
  outdentTreeItem,
  removeTreeItem,
  type DropPosition,
  type NavigationItem,
  type NavigationItemType,
  type TreeEdit,
  type TreePath,
} from '@bestellwerk/domain';
import { useApiQuery } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import {
  controlIdOf,
  useEditorContext,
  type CustomControlProps,
} from '../../shared/editor/editor-context.js';
import { EntryMoveButtons } from '../../shared/editor/entry-move-buttons.js';
import { ReferenceOptions } from '../../shared/editor/reference-field.js';
import { useFocusAfterRender } from '../../shared/editor/use-focus-after.js';

/** German names of the item types. */
export const NAVIGATION_ITEM_LABELS: Readonly<Record<NavigationItemType, string>> = {
  home: 'Startseite',
  site: 'Seite',
  branch: 'Filiale',
  link: 'Link',
  group: 'Gruppe',
};

interface TargetOption {
  id: number;
  name?: string | null;
  title?: string | null;
  identifier?: string | null;
  path?: string | null;
}

/** A new item: a link to the start page, enabled. */
const newItem = (): NavigationItem => ({
  type: 'home',
  target: null,
  label: 'Neuer Eintrag',
  isEnabled: true,
  children: [],
});

/** The target a type starts with: '' for links, none for the others until one is picked. */
const targetFor = (type: NavigationItemType): NavigationItem['target'] =>
  type === 'link' ? '' : null;

const itemsOf = (value: unknown): NavigationItem[] =>
  Array.isArray(value) ? (value as NavigationItem[]) : [];

/** The dotted path of an item below the field ('items.0.children.2'). */
const itemPath = (base: string, path: TreePath) => `${base}.${path.join('.children.')}`;

/** Where a drop on an item lands: its upper third before it, lower third after it, else inside. */
function dropPosition(event: DragEvent<HTMLElement>): DropPosition {
  const box = event.currentTarget.getBoundingClientRect();
  if (event.clientY < box.top + box.height / 3) return 'before';
  if (event.clientY > box.top + (box.height * 2) / 3) return 'after';
  return 'inside';
}

type Action = 'up' | 'down' | 'indent' | 'outdent' | 'remove' | 'add-child';

/** The buttons that shift an item a level in or out, beside its move buttons. */
const SHIFTS = [
  { action: 'indent', edit: indentTreeItem, label: 'Einrücken', verb: 'einrücken' },
  { action: 'outdent', edit: outdentTreeItem, label: 'Ausrücken', verb: 'ausrücken' },
] as const;

/**
 * The item tree of a navigation (custom control 'navigation-tree'): per item its type, label,
 * target (page, branch or address) and whether it is shown; buttons to move it up and down,
 * indent and outdent it, remove it and add a child; items can also be dragged onto another
 * (upper part: before it, middle: inside it, lower part: after it). The edits keep the tree
 * within NAVIGATION_MAX_DEPTH levels and NAVIGATION_MAX_ITEMS items.
 */
export function NavigationTreeControl({ value, path, id, onChange }: CustomControlProps) {
  const items = itemsOf(value);
  const { idPrefix } = useEditorContext();
  const sites = useApiQuery((client, signal) => client.get('/sites', { signal }), []);
  const branches = useApiQuery((client, signal) => client.get('/branches', { signal }), []);
  const [dragged, setDragged] = useState<TreePath | null>(null);
  const focusAfterRender = useFocusAfterRender();

  const actionId = (at: TreePath, action: Action | 'item') =>
    `${controlIdOf(idPrefix, itemPath(path, at))}-${action}`;

  function apply(edit: TreeEdit | null, focus: (edit: TreeEdit) => string) {
    if (!edit) return;
    onChange(edit.items);
    focusAfterRender(focus(edit));
  }

  /**
   * Applies a move and keeps the focus on the same button of the moved item; when that button is
   * now disabled, on the opposite one (up/down) or on the item.
   */
  function move(at: TreePath, action: Action, edit: typeof moveTreeItemUp) {
    apply(edit(items, at), (done) => {
      const again = edit(done.items, done.path);
      const fallback = action === 'up' ? 'down' : action === 'down' ? 'up' : 'item';
      return actionId(done.path, again ? action : fallback);
    });
  }

  const options = {
    site: sites.status === 'done' ? sites.data : [],
    branch: branches.status === 'done' ? branches.data : [],
  };

  const renderList = (list: NavigationItem[], parent: TreePath) => (
    <ol className="bo-nav-tree">
      {list.map((item, index) => {
        const at = [...parent, index];
        return (
          // Items have no ids of their own; their place in the tree is their identity here.
          <li
            key={at.join('.')}
            className="bo-nav-tree__item"
            draggable
            onDragStart={(event) => {
              event.stopPropagation();
              event.dataTransfer?.setData('text/plain', at.join('.'));
              setDragged(at);
            }}
            onDragEnd={() => setDragged(null)}
            onDragOver={(event) => {
              if (dragged) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              event.stopPropagation();
              if (dragged)
                apply(moveTreeItem(items, dragged, at, dropPosition(event)), (done) =>
                  actionId(done.path, 'item'),
                );
              setDragged(null);
            }}
          >
            <ItemFields
              item={item}
              at={at}
              base={path}
              options={options}
              itemId={actionId(at, 'item')}
              onChange={(next) => {
                const update = (nodes: NavigationItem[], rest: TreePath): NavigationItem[] =>
                  nodes.map((node, i) =>
                    i !== rest[0]
                      ? node
                      : rest.length === 1
                        ? next
                        : { ...node, children: update(node.children, rest.slice(1)) },
                  );
                onChange(update(items, at));
              }}
            />
            <EntryMoveButtons
              name={`„${item.label}“`}
              idOf={(direction) => actionId(at, direction)}
              canMove={{ up: !!moveTreeItemUp(items, at), down: !!moveTreeItemDown(items, at) }}
              onMove={(direction) =>
                move(at, direction, direction === 'up' ? moveTreeItemUp : moveTreeItemDown)
              }
              onRemove={() => apply(removeTreeItem(items, at), () => `${id}-add`)}
            >
              {SHIFTS.map(({ action, edit, label, verb }) => (
                <Button
                  key={action}
                  variant="secondary"
                  id={actionId(at, action)}
                  aria-label={`„${item.label}“ ${verb}`}
                  disabled={!edit(items, at)}
                  onClick={() => move(at, action, edit)}
                >
                  {label}
                </Button>
              ))}
              <Button
                variant="secondary"
                id={actionId(at, 'add-child')}
                aria-label={`Unterpunkt zu „${item.label}“ hinzufügen`}
                disabled={!insertTreeItem(items, at, newItem())}
                onClick={() =>
                  apply(insertTreeItem(items, at, newItem()), (done) => actionId(done.path, 'item'))
                }
              >
                Unterpunkt hinzufügen
              </Button>
            </EntryMoveButtons>
            {item.children.length > 0 ? renderList(item.children, at) : null}
          </li>
        );
      })}
    </ol>
  );

  const count = countTreeItems(items);
  return (
    <div className="bo-nav-tree-editor">
      <p className="bo-muted" id={`${id}-limits`}>
        {count} von höchstens {NAVIGATION_MAX_ITEMS} Einträgen, bis zu {NAVIGATION_MAX_DEPTH}{' '}
        Ebenen. Einträge lassen sich auch mit der Maus ziehen: auf die obere oder untere Kante eines
        Eintrags davor oder danach, auf seine Mitte als Unterpunkt.
      </p>
      {items.length === 0 ? (
        <p className="bo-muted">Noch keine Einträge.</p>
      ) : (
        renderList(items, [])
      )}
      {sites.status === 'error' || branches.status === 'error' ? (
        <p className="bo-field-error">
          Seiten und Filialen konnten nicht geladen werden.{' '}
          <button
            type="button"
            className="bw-link-button"
            onClick={() => (sites.status === 'error' ? sites.reload() : branches.reload())}
          >
            Erneut versuchen
          </button>
        </p>
      ) : null}
      <Button
        variant="secondary"
        id={`${id}-add`}
        disabled={!insertTreeItem(items, [], newItem())}
        onClick={() =>
          apply(insertTreeItem(items, [], newItem()), (done) => actionId(done.path, 'item'))
        }
      >
        Eintrag hinzufügen
      </Button>
    </div>
  );
}

/** The fields of one item: type, label, target by type, shown or not; messages at each. */
function ItemFields({
  item,
  at,
  base,
  options,
  itemId,
  onChange,
}: {
  item: NavigationItem;
  at: TreePath;
  base: string;
  options: Record<'site' | 'branch', TargetOption[]>;
  itemId: string;
  onChange: (item: NavigationItem) => void;
}) {
  const { errors, idPrefix } = useEditorContext();
  const dotted = itemPath(base, at);
  const idOf = (name: string) => controlIdOf(idPrefix, `${dotted}.${name}`);
  const messagesOf = (name: string) => fieldErrors(errors, `${dotted}.${name}`);
  const described = (name: string) =>
    messagesOf(name).length > 0
      ? { 'aria-invalid': true as const, 'aria-describedby': `${idOf(name)}-error` }
      : {};
  const notes = (name: string) =>
    messagesOf(name).length > 0 ? (
      <p id={`${idOf(name)}-error`} className="bo-field-error">
        {messagesOf(name).join(' ')}
      </p>
    ) : null;
  const own = fieldErrors(errors, dotted);
  const name = `Eintrag ${at.map((index) => index + 1).join('.')}`;

  let target = null;
  if (item.type === 'site' || item.type === 'branch') {
    const list = options[item.type];
    const current = typeof item.target === 'number' ? item.target : null;
    target = (
      <div className="bo-field">
        <label htmlFor={idOf('target')}>{item.type === 'site' ? 'Seite' : 'Filiale'}</label>
        <select
          id={idOf('target')}
          {...described('target')}
          value={current === null ? '' : String(current)}
          onChange={(event) =>
            onChange({ ...item, target: event.target.value ? Number(event.target.value) : null })
          }
        >
          <ReferenceOptions current={current} list={list} />
        </select>
        {notes('target')}
      </div>
    );
  } else if (item.type === 'link') {
    target = (
      <div className="bo-field">
        <label htmlFor={idOf('target')}>Adresse</label>
        <input
          id={idOf('target')}
          {...described('target')}
          type="text"
          maxLength={2000}
          value={typeof item.target === 'string' ? item.target : ''}
          onChange={(event) => onChange({ ...item, target: event.target.value })}
        />
        {notes('target')}
      </div>
    );
  } else if (messagesOf('target').length > 0) {
    target = notes('target');
  }

  return (
    <fieldset className="bo-fieldset bo-nav-tree__fields" id={itemId} tabIndex={-1}>
      <legend>
        {name}: {item.label || NAVIGATION_ITEM_LABELS[item.type]}
      </legend>
      {own.length > 0 ? <p className="bo-field-error">{own.join(' ')}</p> : null}
      <div className="bo-field">
        <label htmlFor={idOf('type')}>Art</label>
        <select
          id={idOf('type')}
          {...described('type')}
          value={item.type}
          onChange={(event) => {
            const type = event.target.value as NavigationItemType;
            onChange({ ...item, type, target: targetFor(type) });
          }}
        >
          {NAVIGATION_ITEM_TYPES.map((type) => (
            <option key={type} value={type}>
              {NAVIGATION_ITEM_LABELS[type]}
            </option>
          ))}
        </select>
        {notes('type')}
      </div>
      <div className="bo-field">
        <label htmlFor={idOf('label')}>Beschriftung</label>
        <input
          id={idOf('label')}
          {...described('label')}
          type="text"
          maxLength={NavigationItemLimits.label}
          value={item.label}
          onChange={(event) => onChange({ ...item, label: event.target.value })}
        />
        {notes('label')}
      </div>
      {target}
      <label className="bo-check">
        <input
          id={idOf('isEnabled')}
          type="checkbox"
          checked={item.isEnabled}
          onChange={(event) => onChange({ ...item, isEnabled: event.currentTarget.checked })}
        />
        Angezeigt
      </label>
    </fieldset>
  );
}
