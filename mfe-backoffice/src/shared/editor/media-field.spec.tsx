import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import type { EditorField } from '@bestellwerk/domain';
import { renderRecordEditor } from './record-editor-test-harness.js';

const FIELDS: EditorField[] = [
  { kind: 'image', name: 'logo', label: 'Logo' },
  { kind: 'images', name: 'gallery', label: 'Galerie' },
  { kind: 'file', name: 'menu', label: 'Speisekarte' },
];
const brezel = { id: 9, version: 1, extension: 'png', width: 8, height: 8, alt: 'Brezel' };

function renderField(routes: Record<string, JsonRoute>) {
  const { fetch, calls } = jsonResponder(routes);
  const { last } = renderRecordEditor({
    fields: FIELDS,
    start: { logo: null, gallery: [brezel], menu: null },
    fetch,
  });
  const bodies = (url: string) =>
    calls
      .filter((call) => call.url === url && call.init.method === 'POST')
      .map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>);
  return { last, bodies };
}

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'semmel.png', { type: 'image/png' });

describe('MediaField upload in place', () => {
  it('uploads a new image with its alt text and selects it', async () => {
    const semmel = { ...brezel, id: 12, alt: 'Semmel', name: 'semmel.png', size: 4 };
    const { last, bodies } = renderField({
      'POST /api/images': { status: 201, body: { data: semmel } },
    });
    const logo = screen.getByRole('group', { name: 'Logo' });

    fireEvent.click(within(logo).getByRole('button', { name: 'Logo: Neues Bild hochladen' }));
    fireEvent.change(within(logo).getByLabelText('Bilddatei'), { target: { files: [png()] } });
    fireEvent.change(within(logo).getByLabelText('Alternativtext'), {
      target: { value: ' Semmel ' },
    });
    fireEvent.click(within(logo).getByRole('button', { name: 'Bild hochladen und auswählen' }));

    expect(await within(logo).findByText('Semmel')).toBeInTheDocument();
    expect(last().logo).toMatchObject({ id: 12, alt: 'Semmel' });
    expect(bodies('/api/images')).toEqual([
      { data: 'data:image/png;base64,iVBORw==', alt: 'Semmel', name: 'semmel.png' },
    ]);
    expect(within(logo).queryByLabelText('Bilddatei')).not.toBeInTheDocument();
    expect(within(logo).getByRole('button', { name: 'Logo: Bild auswählen' })).toHaveFocus();
  });

  it('adds an uploaded image to a list after the chosen ones', async () => {
    const semmel = { ...brezel, id: 13, alt: '' };
    const { last } = renderField({ 'POST /api/images': { status: 201, body: { data: semmel } } });
    const gallery = screen.getByRole('group', { name: 'Galerie' });

    fireEvent.click(within(gallery).getByRole('button', { name: 'Galerie: Neues Bild hochladen' }));
    fireEvent.change(within(gallery).getByLabelText('Bilddatei'), { target: { files: [png()] } });
    fireEvent.click(within(gallery).getByRole('button', { name: 'Bild hochladen und auswählen' }));

    expect(await within(gallery).findByText('Bild #13')).toBeInTheDocument();
    expect((last().gallery as { id: number }[]).map((image) => image.id)).toEqual([9, 13]);
  });

  it('uploads a file by its name and shows the server’s message when it is refused', async () => {
    let attempt = 0;
    const karte = {
      id: 3,
      version: 1,
      extension: 'pdf',
      publicHash: 'ab',
      mimeType: 'application/pdf',
      name: 'karte.pdf',
      size: 5,
    };
    const { last, bodies } = renderField({
      'POST /api/uploads': () =>
        attempt++ === 0
          ? {
              status: 400,
              body: { errors: [{ field: 'data', message: 'Die Datei ist zu groß.' }] },
            }
          : { status: 201, body: { data: karte } },
    });
    const menu = screen.getByRole('group', { name: 'Speisekarte' });
    fireEvent.click(
      within(menu).getByRole('button', { name: 'Speisekarte: Neue Datei hochladen' }),
    );
    expect(within(menu).queryByLabelText('Alternativtext')).not.toBeInTheDocument();
    const pdf = new File(['%PDF-'], 'karte.pdf', { type: 'application/pdf' });
    fireEvent.change(within(menu).getByLabelText('Datei'), { target: { files: [pdf] } });
    fireEvent.click(within(menu).getByRole('button', { name: 'Datei hochladen und auswählen' }));

    const alert = await within(menu).findByRole('alert');
    expect(alert).toHaveTextContent('Datei konnte nicht hochgeladen werden.');
    expect(alert).toHaveTextContent('Die Datei ist zu groß.');
    expect(last()).toBeUndefined();

    fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(menu).findByText('karte.pdf')).toBeInTheDocument();
    expect(last().menu).toMatchObject({ id: 3 });
    expect(bodies('/api/uploads')[1]).toEqual({
      data: `data:application/pdf;base64,${btoa('%PDF-')}`,
      name: 'karte.pdf',
    });
  });

  it('asks for a file before uploading', () => {
    const { bodies } = renderField({});
    const logo = screen.getByRole('group', { name: 'Logo' });
    fireEvent.click(within(logo).getByRole('button', { name: 'Logo: Neues Bild hochladen' }));
    fireEvent.click(within(logo).getByRole('button', { name: 'Bild hochladen und auswählen' }));

    const input = within(logo).getByLabelText('Bilddatei');
    expect(input).toHaveAccessibleDescription(/Bitte wählen Sie ein Bild aus\./);
    expect(input).toHaveFocus();
    expect(bodies('/api/images')).toEqual([]);
  });
});
