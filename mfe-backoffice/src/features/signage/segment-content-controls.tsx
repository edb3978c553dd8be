import { useEffect, useRef, useState } from 'react';
import { moveEntry, removeEntry, type EditorValues, type Id } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { ColorInput } from '../../shared/editor/color-input.js';
import type { CustomControlProps } from '../../shared/editor/editor-context.js';
import { EntryMoveButtons, useListEntryButtons } from '../../shared/editor/entry-move-buttons.js';
import { FieldList } from '../../shared/editor/field-control.js';
import { ListChoice } from './list-choice.js';
import { contentOfType, isSegmentType, SEGMENT_CONTENT_FIELDS } from './segment-content-fields.js';
import { useSignageSources } from './signage-sources.js';

/** The picker's `#rrggbb` of a typed colour: `#RGB` written out, white while it is none. */
function pickerColor(text: string): string {
  if (/^#[0-9a-f]{6}$/i.test(text)) return text.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(text))
    return `#${[...text.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return '#ffffff';
}

/** A board colour: picker and hex text; emptied, the player's default applies. */
export function SignageColorControl(props: CustomControlProps) {
  return (
    <ColorInput
      {...props}
      onChange={(value) => props.onChange(value === '' ? undefined : value)}
      className="bo-signage-color"
      hint="Format #RRGGBB oder #RGB; leer: Standardfarbe"
      pickerValue={pickerColor}
    />
  );
}

/** A video of the uploads: only MP4 and WebM files are offered. */
export function SignageVideoControl({ value, id, path, onChange }: CustomControlProps) {
  const { uploads } = useSignageSources();
  const videos = uploads.filter((upload) => ['mp4', 'webm'].includes(upload.extension));
  return (
    <ListChoice
      id={id}
      path={path}
      current={typeof value === 'number' ? value : null}
      options={videos.map((video) => ({ id: video.id, label: video.name }))}
      none="– kein Video –"
      unknown={(each) => `Datei #${each}`}
      onChange={onChange}
    >
      {videos.length === 0 ? (
        <p className="bo-muted bo-editor__help">
          Noch kein Video hochgeladen (Medien › Dateien, MP4 oder WebM).
        </p>
      ) : null}
    </ListChoice>
  );
}

/** One of the image templates. */
export function SignageTemplateControl({ value, id, path, onChange }: CustomControlProps) {
  const { imageTemplates } = useSignageSources();
  return (
    <ListChoice
      id={id}
      path={path}
      current={typeof value === 'number' ? value : null}
      options={imageTemplates.map((template) => ({ id: template.id, label: template.name }))}
      none="– keine Bildvorlage –"
      unknown={(each) => `Bildvorlage #${each}`}
      onChange={onChange}
    />
  );
}

/** The categories a menu board shows, chosen from the catalog's and put in order. */
export function SignageCategoriesControl({ value, id, onChange }: CustomControlProps) {
  const { categories } = useSignageSources();
  const chosen = (Array.isArray(value) ? value : []).filter(
    (each): each is Id => typeof each === 'number',
  );
  const [adding, setAdding] = useState('');
  const addId = `${id}-add`;
  const nameOf = (categoryId: Id) =>
    categories.find((category) => category.id === categoryId)?.name ?? `Kategorie #${categoryId}`;
  const buttons = useListEntryButtons({
    count: chosen.length,
    move: (from, to) => onChange(moveEntry(chosen, from, to)),
    remove: (index) => onChange(removeEntry(chosen, index)),
    buttonId: (index, direction) => `${id}-${index}-${direction}`,
    focusAfterRemove: id,
  });
  const open = categories.filter((category) => !chosen.includes(category.id));
  return (
    <div className="bo-signage-categories">
      {chosen.length === 0 ? (
        <p className="bo-muted">Alle Kategorien des aktiven Produktkatalogs.</p>
      ) : (
        <ol className="bo-signage-list">
          {chosen.map((categoryId, index) => (
            <li key={categoryId}>
              <span>{nameOf(categoryId)}</span>
              <EntryMoveButtons name={nameOf(categoryId)} {...buttons(index)} />
            </li>
          ))}
        </ol>
      )}
      <div className="bo-signage-add">
        <div className="bo-field">
          <label htmlFor={id}>Kategorie</label>
          <select id={id} value={adding} onChange={(event) => setAdding(event.target.value)}>
            <option value="">– Kategorie wählen –</option>
            {open.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <Button
          id={addId}
          variant="secondary"
          disabled={!adding}
          onClick={() => {
            onChange([...chosen, Number(adding)]);
            setAdding('');
          }}
        >
          Kategorie hinzufügen
        </Button>
      </div>
    </div>
  );
}

/**
 * A segment's content: the settings of its kind (the sibling `type`), edited by the form
 * engine, missing ones shown with their defaults. When the kind changes the content becomes
 * the new kind's defaults (the colours stay), so no setting of another kind is saved. The image setting holds an id; the image field gets the picked image.
 */
export function SegmentContentControl({ value, path, onChange, siblings }: CustomControlProps) {
  const { images } = useSignageSources();
  const type = isSegmentType(siblings.type) ? siblings.type : 'menu';
  const content = contentOfType(type, value);
  const shownType = useRef(type);
  useEffect(() => {
    if (shownType.current === type) return;
    shownType.current = type;
    // Another kind: its own settings (defaults), keeping only the board's colours.
    const old = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    onChange(
      contentOfType(type, { backgroundColor: old.backgroundColor, textColor: old.textColor }),
    );
    // Only a kind change rewrites the content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type]);

  const imageId = typeof content.image === 'number' ? content.image : null;
  const values: EditorValues =
    type === 'image'
      ? {
          ...content,
          image:
            imageId === null
              ? null
              : (images.find((image) => image.id === imageId) ?? { id: imageId }),
        }
      : content;
  const change = (next: EditorValues) => {
    if (type !== 'image') return onChange(next);
    const image = next.image as { id?: Id } | null;
    const rest = { ...next };
    delete rest.image;
    onChange(image?.id ? { ...rest, image: image.id } : rest);
  };
  return (
    <FieldList
      fields={SEGMENT_CONTENT_FIELDS[type]}
      values={values}
      path={path}
      onChange={change}
    />
  );
}
