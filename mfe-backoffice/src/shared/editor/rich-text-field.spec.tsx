import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  FORMATTED_TEXT_ATTRIBUTES,
  FORMATTED_TEXT_TAGS,
  type EditorField,
  type EditorValues,
} from '@bestellwerk/domain';
import { renderRecordEditor } from './record-editor-test-harness.js';

const FIELDS: EditorField[] = [
  { kind: 'wysiwyg', name: 'body', label: 'Inhalt' },
  { kind: 'markdown', name: 'intro', label: 'Einleitung' },
];

function renderEditor(start: EditorValues) {
  return renderRecordEditor({ fields: FIELDS, start, idPrefix: 't' });
}

/** Selects the text of `node` in the page, as a mouse drag would, and tells the editor. */
function selectText(box: HTMLElement, node: Node) {
  act(() => box.focus());
  const range = document.createRange();
  range.selectNodeContents(node);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  act(() => {
    document.dispatchEvent(new Event('selectionchange'));
  });
}

/** Every tag and attribute of `html`, to compare with the API's allow-list. */
function tagsAndAttributes(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  const elements = Array.from(template.content.querySelectorAll('*'));
  return {
    tags: new Set(elements.map((element) => element.tagName.toLowerCase())),
    attributes: new Set(elements.flatMap((element) => element.getAttributeNames())),
  };
}

// The editors load on demand; loading their libraries once here keeps the waits short.
beforeAll(async () => {
  await import('./rich-text-editor.js');
  await import('./markdown-preview.js');
});

describe('wysiwyg field', () => {
  it('edits formatted text with a German toolbar and keeps to the HTML the API allows', async () => {
    const { last } = renderEditor({ body: '<p>Frisches Brot</p>', intro: '' });

    const box = await screen.findByRole('textbox', { name: 'Inhalt' }, { timeout: 8000 });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('contenteditable', 'true');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatierung: Inhalt' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([
      'Fett',
      'Kursiv',
      'Unterstrichen',
      'Link',
      'Überschrift',
      'Unterüberschrift',
      'Aufzählung',
      'Nummerierte Liste',
      'Zitat',
      'Rückgängig',
      'Wiederholen',
    ]);
    // One Tab stop; the arrow keys move within the toolbar.
    const bold = within(toolbar).getByRole('button', { name: 'Fett' });
    expect(bold).toHaveAttribute('tabindex', '0');
    expect(within(toolbar).getByRole('button', { name: 'Kursiv' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    expect(bold).toHaveAttribute('aria-pressed', 'false');

    selectText(box, box.querySelector('p')!.firstChild!);
    fireEvent.click(bold);
    expect(last().body).toBe('<p><strong>Frisches Brot</strong></p>');
    expect(box.querySelector('strong')).toHaveTextContent('Frisches Brot');
    expect(bold).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Aufzählung' }));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
    fireEvent.change(screen.getByLabelText('Link-Adresse'), {
      target: { value: 'https://backstube.at' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Link übernehmen' }));
    const html = last().body as string;
    expect(html).toBe(
      '<ul><li><p><a href="https://backstube.at"><strong>Frisches Brot</strong></a></p></li></ul>',
    );
    const { tags, attributes } = tagsAndAttributes(html);
    for (const tag of tags) expect(FORMATTED_TEXT_TAGS).toContain(tag);
    for (const attribute of attributes) expect(FORMATTED_TEXT_ATTRIBUTES).toContain(attribute);

    fireEvent.keyDown(bold, { key: 'ArrowRight' });
    expect(within(toolbar).getByRole('button', { name: 'Kursiv' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(within(toolbar).getByRole('button', { name: 'Wiederholen' })).toHaveFocus();
  });

  it('drops from the value what the API would not keep: classes, styles, event handlers', async () => {
    const { last } = renderEditor({
      body: '<h2 class="x" style="color:red">Titel</h2><p onclick="alert(1)">Text</p>',
      intro: '',
    });
    const box = await screen.findByRole('textbox', { name: 'Inhalt' }, { timeout: 8000 });
    selectText(box, box.querySelector('p')!.firstChild!);
    fireEvent.click(screen.getByRole('button', { name: 'Kursiv' }));
    expect(last().body).toBe('<h2>Titel</h2><p><em>Text</em></p>');
  });
});

describe('markdown field', () => {
  it('shows a live preview of the markdown, sanitised', async () => {
    const { last } = renderEditor({ body: '', intro: '' });
    const source = screen.getByRole('textbox', { name: 'Einleitung' });
    fireEvent.change(source, {
      target: { value: '## Angebot\n\n**Frisch** aus dem Ofen\n\n<script>alert(1)</script>' },
    });
    expect(last().intro).toBe('## Angebot\n\n**Frisch** aus dem Ofen\n\n<script>alert(1)</script>');
    const preview = screen.getByRole('region', { name: 'Vorschau: Einleitung' });
    expect(await within(preview).findByRole('heading', { name: 'Angebot' })).toBeInTheDocument();
    expect(preview.querySelector('strong')).toHaveTextContent('Frisch');
    expect(preview.querySelector('script')).toBeNull();
  });
});
