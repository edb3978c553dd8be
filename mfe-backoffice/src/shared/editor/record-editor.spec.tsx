import { fireEvent, render, screen, within } from '@testing-library/react';
import { jsonResponder } from '@bestellwerk/client/testing';
import type { FieldError, EditorField, EditorValues } from '@bestellwerk/domain';
import type { CustomControlProps } from './editor-context.js';
import { RecordEditor } from './record-editor.js';
import { renderRecordEditor } from './record-editor-test-harness.js';
import { findRichText, setRichText } from './rich-text-testing.js';

const FIELDS: EditorField[] = [
  { kind: 'text', name: 'name', label: 'Name', required: true },
  { kind: 'textarea', name: 'note', label: 'Notiz', rows: 3 },
  { kind: 'wysiwyg', name: 'body', label: 'Inhalt' },
  { kind: 'markdown', name: 'intro', label: 'Einleitung' },
  { kind: 'number', name: 'price', label: 'Preis', unit: '€' },
  { kind: 'date', name: 'day', label: 'Tag', mode: 'date' },
  { kind: 'date', name: 'from', label: 'Ab', mode: 'time' },
  { kind: 'date', name: 'startsAt', label: 'Beginn', mode: 'dateTime' },
  { kind: 'boolean', name: 'isPublic', label: 'Öffentlich' },
  {
    kind: 'select',
    name: 'type',
    label: 'Art',
    options: [
      { value: 'a', label: 'Abholung' },
      { value: 'd', label: 'Lieferung' },
    ],
  },
  { kind: 'reference', name: 'branch', label: 'Filiale', target: 'branch' },
  {
    kind: 'reference',
    name: 'divisions',
    label: 'Organisationen',
    target: 'division',
    multiple: true,
  },
  { kind: 'image', name: 'logo', label: 'Logo' },
  {
    kind: 'group',
    name: 'address',
    label: 'Adresse',
    fields: [{ kind: 'text', name: 'street', label: 'Straße' }],
  },
  {
    kind: 'collection',
    name: 'areas',
    label: 'Liefergebiete',
    itemLabel: 'Liefergebiet',
    addLabel: 'Liefergebiet hinzufügen',
    fields: [
      { kind: 'text', name: 'zip', label: 'PLZ' },
      { kind: 'number', name: 'price', label: 'Lieferpreis' },
    ],
  },
];

const START: EditorValues = {
  name: '',
  note: '',
  body: '',
  intro: '',
  price: null,
  day: null,
  from: null,
  startsAt: null,
  isPublic: false,
  type: '',
  branch: null,
  divisions: [],
  logo: null,
  address: { street: '' },
  areas: [
    { zip: '1010', price: 3 },
    { zip: '1020', price: 4 },
  ],
};

function renderEditor(errors: FieldError[] = [], readOnly = false) {
  const { fetch } = jsonResponder({
    '/api/branches': { body: { data: [{ id: 2, name: 'Filiale Hall' }] } },
    '/api/divisions': { body: { data: [{ id: 5, name: 'Backstube' }] } },
    '/api/images': { body: { data: [{ id: 9, alt: 'Brezel', width: 1, height: 1 }] } },
  });
  return renderRecordEditor({ fields: FIELDS, start: START, fetch, errors, readOnly });
}

describe('RecordEditor', () => {
  it('renders every field kind with its label and reports changes', async () => {
    const { last } = renderEditor();

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Filiale' } });
    expect(last().name).toBe('Filiale');
    fireEvent.change(screen.getByLabelText('Notiz'), { target: { value: 'kurz' } });
    expect(last().note).toBe('kurz');
    setRichText(await findRichText('Inhalt'), '<p>Hallo</p>');
    expect(last().body).toBe('<p>Hallo</p>');
    fireEvent.change(screen.getByLabelText('Einleitung'), { target: { value: '# Titel' } });
    expect(last().intro).toBe('# Titel');
    fireEvent.change(screen.getByLabelText('Preis'), { target: { value: '2.5' } });
    expect(last().price).toBe(2.5);
    fireEvent.change(screen.getByLabelText('Tag'), { target: { value: '2025-03-01' } });
    expect(last().day).toBe('2025-03-01');
    fireEvent.change(screen.getByLabelText('Ab'), { target: { value: '14:30' } });
    expect(last().from).toBe('14:30');
    expect(screen.getByLabelText('Beginn')).toHaveAttribute('type', 'datetime-local');
    fireEvent.change(screen.getByLabelText('Beginn'), { target: { value: '2025-01-15T10:30' } });
    expect(last().startsAt).toBe('2025-01-15T09:30:00.000Z');
    fireEvent.click(screen.getByLabelText('Öffentlich'));
    expect(last().isPublic).toBe(true);
    fireEvent.change(screen.getByLabelText('Art'), { target: { value: 'd' } });
    expect(last().type).toBe('d');
    fireEvent.change(screen.getByLabelText('Straße'), { target: { value: 'Gasse 1' } });
    expect(last().address).toEqual({ street: 'Gasse 1' });

    await screen.findByRole('option', { name: 'Filiale Hall' });
    fireEvent.change(screen.getByLabelText('Filiale'), { target: { value: '2' } });
    expect(last().branch).toEqual({ id: 2 });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Backstube' }));
    expect(last().divisions).toEqual([{ id: 5 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Logo: Bild auswählen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logo: Bild auswählen' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Brezel' }));
    expect(last().logo).toMatchObject({ id: 9, alt: 'Brezel' });
    fireEvent.click(screen.getByRole('button', { name: 'Brezel entfernen' }));
    expect(last().logo).toBeNull();
  });

  it('adds, reorders and removes collection entries with named buttons', async () => {
    const { last } = renderEditor();
    await screen.findByRole('checkbox', { name: 'Backstube' });
    const entries = () => last().areas as EditorValues[];

    expect(screen.getByRole('group', { name: 'Liefergebiet 2' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Liefergebiet 2 nach oben' }));
    expect(entries().map((entry) => entry.zip)).toEqual(['1020', '1010']);
    expect(screen.getByRole('button', { name: 'Liefergebiet 1 nach unten' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Liefergebiet 1 nach unten' }));
    expect(entries().map((entry) => entry.zip)).toEqual(['1010', '1020']);

    fireEvent.click(screen.getByRole('button', { name: 'Liefergebiet hinzufügen' }));
    expect(entries()).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Liefergebiet 3' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Liefergebiet 1 entfernen' }));
    expect(entries().map((entry) => entry.zip)).toEqual(['1020', '']);
    expect(screen.getByRole('button', { name: 'Liefergebiet hinzufügen' })).toHaveFocus();
  });

  it('shows server messages at their fields, collection entries included, the rest on top', async () => {
    renderEditor([
      { field: 'name', message: 'Name fehlt.' },
      { field: 'areas.1.price', message: 'Preis ist ungültig.' },
      { field: 'address.street', message: 'Straße fehlt.' },
      { message: 'Etwas anderes ging schief.' },
    ]);
    await screen.findByRole('checkbox', { name: 'Backstube' });

    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Name fehlt.');
    expect(screen.getByLabelText('Straße')).toHaveAccessibleDescription('Straße fehlt.');
    const second = screen.getByRole('group', { name: 'Liefergebiet 2' });
    expect(within(second).getByLabelText('Lieferpreis')).toHaveAttribute('aria-invalid', 'true');
    expect(within(second).getByLabelText('Lieferpreis')).toHaveAccessibleDescription(
      'Preis ist ungültig.',
    );
    const first = screen.getByRole('group', { name: 'Liefergebiet 1' });
    expect(within(first).getByLabelText('Lieferpreis')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('list', { name: 'Weitere Fehler' })).toHaveTextContent(
      'Etwas anderes ging schief.',
    );
  });

  it('previews the values as text when read-only', () => {
    renderEditor([], true);

    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Liefergebiete')).toBeInTheDocument();
  });
});

describe('RecordEditor custom fields', () => {
  const fields: EditorField[] = [
    { kind: 'custom', name: 'hours', label: 'Öffnungszeiten', editor: 'counter', empty: 0 },
  ];
  function Counter({ value, id, onChange }: CustomControlProps) {
    return (
      <button type="button" id={id} onClick={() => onChange(Number(value) + 1)}>
        Zähler {String(value)}
      </button>
    );
  }

  it('renders the screen’s own control in a fieldset with the messages below its path', () => {
    const seen: unknown[] = [];
    render(
      <RecordEditor
        fields={fields}
        values={{ hours: 2 }}
        errors={[{ field: 'hours.0.to', message: 'Das Ende liegt vor dem Beginn.' }]}
        timeZone="Europe/Vienna"
        custom={{ counter: Counter }}
        onChange={(values) => seen.push(values)}
      />,
    );

    const group = screen.getByRole('group', { name: 'Öffnungszeiten' });
    fireEvent.click(within(group).getByRole('button', { name: 'Zähler 2' }));
    expect(seen).toEqual([{ hours: 3 }]);
    // The message belongs to the custom control: it is not repeated above the form.
    expect(screen.queryByRole('list', { name: 'Weitere Fehler' })).not.toBeInTheDocument();
  });
});
