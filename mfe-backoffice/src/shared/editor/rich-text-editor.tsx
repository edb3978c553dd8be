import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';
import { FORMATTED_TEXT_URL_SCHEMES } from '@bestellwerk/domain';
import { cleanFormattedHtml } from './formatted-html.js';
import { RichTextToolbar } from './rich-text-toolbar.js';

export interface RichTextEditorProps {
  /** The control's id: server messages focus it. */
  id: string;
  /** The HTML value ('' when empty). */
  value: string;
  /** Gets the edited HTML, reduced to what the API keeps. */
  onChange: (html: string) => void;
  /** The id of the field's label, which names the text box and the toolbar. */
  labelId: string;
  /** The field's label, for the toolbar's name. */
  label: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  readOnly?: boolean;
}

/** Only the formatting the API keeps: headings 2–4, no code, strike or rules. */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: [...FORMATTED_TEXT_URL_SCHEMES],
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
  // Tables the API keeps stay tables when a text holding one is edited.
  TableKit.configure({ table: { resizable: false } }),
];

/** The editor's HTML as stored: '' when empty, without the empty paragraph kept at the end to type in. */
const htmlOf = (editor: { isEmpty: boolean; getHTML: () => string }) =>
  editor.isEmpty ? '' : cleanFormattedHtml(editor.getHTML()).replace(/(?:<p><\/p>)+$/, '');

/**
 * A rich-text editor (TipTap) for a `wysiwyg` field: a toolbar with German labels above a text
 * box named by the field's label. It produces only the HTML the API's sanitiser keeps, and
 * reports the HTML after each change. Loaded on demand (see RichTextField).
 */
export default function RichTextEditor({
  id,
  value,
  onChange,
  labelId,
  label,
  describedBy,
  invalid,
  required,
  readOnly = false,
}: RichTextEditorProps) {
  /** The HTML this editor last reported; another value comes from outside (a reset, a load). */
  const reported = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);

  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    ...(readOnly ? { 'aria-readonly': 'true' } : {}),
    class: 'bo-rich-text__content',
  };
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !readOnly,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      reported.current = html;
      onChangeRef.current(html);
    },
  });

  const attributeKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributeKey) } });
    editor.setEditable(!readOnly, false);
  }, [editor, attributeKey, readOnly]);

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className="bo-rich-text"
      onKeyDown={(event) => {
        // Alt+F10 moves from the text to the toolbar (as in other editors), Strg+K edits a link.
        if (event.altKey && event.key === 'F10') {
          event.preventDefault();
          toolbarRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
        } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          if (readOnly) return;
          event.preventDefault();
          setLinkOpen(true);
        }
      }}
    >
      {readOnly ? null : (
        <RichTextToolbar
          editor={editor}
          label={label}
          toolbarRef={toolbarRef}
          linkOpen={linkOpen}
          onLinkOpenChange={setLinkOpen}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
