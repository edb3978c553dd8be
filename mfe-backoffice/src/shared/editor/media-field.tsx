import { useId, useRef, useState } from 'react';
import type { EditorField, Image, Upload } from '@bestellwerk/domain';
import { useApiQuery } from '@bestellwerk/client';
import { Button, useDialogFocus } from '@bestellwerk/ui';
import { MediaUpload } from '../media/media-upload.js';
import type { FieldControlProps } from './field-control.js';
import { FieldNotes, useFieldIds } from './field-ids.js';

type MediaKind = Extract<EditorField, { kind: 'image' | 'images' | 'file' | 'files' }>;
type Media = Partial<Image & Upload> & { id: number };

const isImageKind = (field: MediaKind) => field.kind === 'image' || field.kind === 'images';
const isList = (field: MediaKind) => field.kind === 'images' || field.kind === 'files';

/** What a picked image or file is called: its alt text or its file name. */
export function mediaName(item: Media, images: boolean): string {
  const text = images ? item.alt : item.name;
  return text ? text : `${images ? 'Bild' : 'Datei'} #${item.id}`;
}

const asMedia = (value: unknown): Media | null =>
  value && typeof value === 'object' && typeof (value as Media).id === 'number'
    ? (value as Media)
    : null;

/**
 * One or several images or files picked from the existing media (`/images`, `/uploads`) in a
 * small dialog, or uploaded in place ('Neues Bild hochladen', with alt text for images): the new
 * one is chosen at once. Each chosen one has a remove button.
 */
export function MediaField({
  field,
  value,
  path,
  onChange,
}: FieldControlProps & { field: MediaKind }) {
  const ids = useFieldIds(field, path);
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const openerId = `${ids.id}-pick`;
  const uploaderId = `${ids.id}-upload`;
  const focusOpener = () => document.getElementById(openerId)?.focus();
  const images = isImageKind(field);
  const list = isList(field);
  const chosen = (list ? (Array.isArray(value) ? value : []) : [value])
    .map(asMedia)
    .filter((item): item is Media => item !== null);
  const what = images ? 'Bild' : 'Datei';

  function pick(item: Media) {
    setPicking(false);
    onChange(list ? [...chosen.filter((other) => other.id !== item.id), item] : item);
    focusOpener();
  }

  function uploaded(item: Media) {
    setUploading(false);
    onChange(list ? [...chosen, item] : item);
    focusOpener();
  }

  function remove(item: Media) {
    onChange(list ? chosen.filter((other) => other.id !== item.id) : null);
    focusOpener();
  }

  return (
    <fieldset className="bo-fieldset bo-editor__media" {...ids.control} tabIndex={-1}>
      <legend>
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {chosen.length === 0 ? (
        <p className="bo-muted">{images ? 'Kein Bild ausgewählt.' : 'Keine Datei ausgewählt.'}</p>
      ) : (
        <ul className="bo-editor__media-list">
          {chosen.map((item) => (
            <li key={item.id}>
              <span>{mediaName(item, images)}</span>{' '}
              <Button
                variant="secondary"
                disabled={field.readOnly}
                aria-label={`${mediaName(item, images)} entfernen`}
                onClick={() => remove(item)}
              >
                Entfernen
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        id={openerId}
        variant="secondary"
        disabled={field.readOnly}
        aria-label={`${field.label}: ${what} auswählen`}
        onClick={() => {
          setPicking(true);
          setUploading(false);
        }}
      >
        {what} auswählen
      </Button>{' '}
      <Button
        id={uploaderId}
        variant="secondary"
        disabled={field.readOnly}
        aria-expanded={uploading}
        aria-label={`${field.label}: ${images ? 'Neues Bild' : 'Neue Datei'} hochladen`}
        onClick={() => {
          setUploading((open) => !open);
          setPicking(false);
        }}
      >
        {images ? 'Neues Bild hochladen' : 'Neue Datei hochladen'}
      </Button>
      {uploading ? (
        <div className="bo-panel bo-editor__picker">
          <MediaUpload
            kind={images ? 'image' : 'file'}
            idPrefix={`${uploaderId}-form`}
            submitLabel={`${what} hochladen und auswählen`}
            onUploaded={uploaded}
          />
        </div>
      ) : null}
      {picking ? (
        <MediaPicker
          title={`${field.label}: ${what} auswählen`}
          images={images}
          onPick={pick}
          onClose={() => {
            setPicking(false);
            focusOpener();
          }}
        />
      ) : null}
      <FieldNotes field={field} ids={ids} />
    </fieldset>
  );
}

interface MediaPickerProps {
  title: string;
  images: boolean;
  onPick: (item: Media) => void;
  onClose: () => void;
}

/** The dialog listing the existing images or files; Escape closes it. */
function MediaPicker({ title, images, onPick, onClose }: MediaPickerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(ref, { onEscape: onClose, trap: true });
  const listPath = images ? '/images' : '/uploads';
  const media = useApiQuery((client, signal) => client.get(listPath, { signal }), [listPath]);
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="bo-panel bo-editor__picker"
    >
      <h3 id={titleId}>{title}</h3>
      {media.status === 'loading' ? <p className="bo-muted">Wird geladen…</p> : null}
      {media.status === 'error' ? (
        <p className="bo-field-error">
          {images
            ? 'Bilder konnten nicht geladen werden.'
            : 'Dateien konnten nicht geladen werden.'}{' '}
          <Button variant="secondary" onClick={media.reload}>
            Erneut versuchen
          </Button>
        </p>
      ) : null}
      {media.status === 'done' && media.data.length === 0 ? (
        <p className="bo-muted">
          {images ? 'Keine Bilder vorhanden.' : 'Keine Dateien vorhanden.'}
        </p>
      ) : null}
      {media.status === 'done' ? (
        <ul className="bo-editor__media-list">
          {media.data.map((item) => (
            <li key={item.id}>
              <Button variant="secondary" onClick={() => onPick(item)}>
                {mediaName(item, images)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button variant="secondary" onClick={onClose}>
        Abbrechen
      </Button>
    </div>
  );
}
