import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';

type Chain = ReturnType<Editor['chain']>;

interface ToolbarAction {
  key: string;
  label: string;
  /** The keyboard shortcut, shown in the button's title. */
  shortcut?: string;
  run: (chain: Chain) => Chain;
  /** Whether the format is on at the selection (a toggle button with aria-pressed). */
  isActive?: (editor: Editor) => boolean;
  /** Whether the action can run now (undo with nothing to undo cannot). */
  canRun?: (editor: Editor) => boolean;
}

/** The formats, in the toolbar's order; groups are separated. */
const GROUPS: readonly (readonly ToolbarAction[])[] = [
  [
    {
      key: 'bold',
      label: 'Fett',
      shortcut: 'Strg+B',
      run: (c) => c.toggleBold(),
      isActive: (e) => e.isActive('bold'),
    },
    {
      key: 'italic',
      label: 'Kursiv',
      shortcut: 'Strg+I',
      run: (c) => c.toggleItalic(),
      isActive: (e) => e.isActive('italic'),
    },
    {
      key: 'underline',
      label: 'Unterstrichen',
      shortcut: 'Strg+U',
      run: (c) => c.toggleUnderline(),
      isActive: (e) => e.isActive('underline'),
    },
  ],
  [
    {
      key: 'heading2',
      label: 'Überschrift',
      shortcut: 'Strg+Alt+2',
      run: (c) => c.toggleHeading({ level: 2 }),
      isActive: (e) => e.isActive('heading', { level: 2 }),
    },
    {
      key: 'heading3',
      label: 'Unterüberschrift',
      shortcut: 'Strg+Alt+3',
      run: (c) => c.toggleHeading({ level: 3 }),
      isActive: (e) => e.isActive('heading', { level: 3 }),
    },
    {
      key: 'bulletList',
      label: 'Aufzählung',
      shortcut: 'Strg+Umschalt+8',
      run: (c) => c.toggleBulletList(),
      isActive: (e) => e.isActive('bulletList'),
    },
    {
      key: 'orderedList',
      label: 'Nummerierte Liste',
      shortcut: 'Strg+Umschalt+7',
      run: (c) => c.toggleOrderedList(),
      isActive: (e) => e.isActive('orderedList'),
    },
    {
      key: 'blockquote',
      label: 'Zitat',
      shortcut: 'Strg+Umschalt+B',
      run: (c) => c.toggleBlockquote(),
      isActive: (e) => e.isActive('blockquote'),
    },
  ],
  [
    {
      key: 'undo',
      label: 'Rückgängig',
      shortcut: 'Strg+Z',
      run: (c) => c.undo(),
      canRun: (e) => e.can().undo(),
    },
    {
      key: 'redo',
      label: 'Wiederholen',
      shortcut: 'Strg+Umschalt+Z',
      run: (c) => c.redo(),
      canRun: (e) => e.can().redo(),
    },
  ],
];

const ACTIONS = GROUPS.flat();

export interface RichTextToolbarProps {
  editor: Editor;
  /** The field's label: the toolbar is 'Formatierung: {label}'. */
  label: string;
  toolbarRef: RefObject<HTMLDivElement | null>;
  /** Whether the link form is open (Strg+K in the text opens it too). */
  linkOpen: boolean;
  onLinkOpenChange: (open: boolean) => void;
}

/**
 * The editor's toolbar (WAI-ARIA toolbar pattern): one Tab stop, arrow keys, Home and End move
 * between the buttons; toggles tell their state with aria-pressed; Escape returns to the text.
 * The link button opens a small form for the address.
 */
export function RichTextToolbar({
  editor,
  label,
  toolbarRef,
  linkOpen,
  onLinkOpenChange,
}: RichTextToolbarProps) {
  const [current, setCurrent] = useState(0);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: ACTIONS.map((action) => action.isActive?.(e) ?? false),
      enabled: ACTIONS.map((action) => action.canRun?.(e) ?? true),
      link: e.isActive('link'),
    }),
  });

  const buttons = () =>
    Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = buttons();
    const at = all.indexOf(event.target as HTMLButtonElement);
    if (at === -1) return;
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % all.length,
      ArrowLeft: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      editor.commands.focus();
      return;
    }
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    all[next]?.focus();
  }

  let index = 0;
  const button = (props: {
    key: string;
    label: string;
    shortcut?: string;
    pressed?: boolean;
    disabled?: boolean;
    onClick: () => void;
  }) => {
    const own = index++;
    return (
      <button
        key={props.key}
        type="button"
        className={`bo-rich-text__button bo-rich-text__button--${props.key}`}
        tabIndex={own === current ? 0 : -1}
        aria-pressed={props.pressed}
        disabled={props.disabled}
        title={props.shortcut ? `${props.label} (${props.shortcut})` : props.label}
        // Keeps the selection in the text while the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
        onFocus={() => setCurrent(own)}
        onClick={props.onClick}
      >
        {props.label}
      </button>
    );
  };

  let flatIndex = 0;
  return (
    <>
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={`Formatierung: ${label}`}
        className="bo-rich-text__toolbar"
        onKeyDown={onKeyDown}
      >
        {GROUPS.map((group, groupIndex) => (
          <div key={groupIndex} role="group" className="bo-rich-text__group">
            {group.map((action) => {
              const at = flatIndex++;
              return button({
                key: action.key,
                label: action.label,
                shortcut: action.shortcut,
                pressed: action.isActive ? state.active[at] : undefined,
                disabled: !state.enabled[at],
                onClick: () => action.run(editor.chain().focus()).run(),
              });
            })}
            {groupIndex === 0
              ? button({
                  key: 'link',
                  label: 'Link',
                  shortcut: 'Strg+K',
                  pressed: state.link,
                  onClick: () => onLinkOpenChange(!linkOpen),
                })
              : null}
          </div>
        ))}
      </div>
      {linkOpen ? (
        <LinkForm
          editor={editor}
          onClose={() => {
            onLinkOpenChange(false);
            editor.commands.focus();
          }}
        />
      ) : null}
    </>
  );
}

/** The address of the link at the selection: set, change or remove it. */
function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId();
  const existing = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(existing);
  const apply = () => {
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url === '') chain.unsetLink().run();
    else chain.setLink({ href: url }).run();
    onClose();
  };
  return (
    <div
      className="bo-rich-text__link-form"
      role="group"
      aria-label="Link bearbeiten"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <label htmlFor={`${id}-href`}>Link-Adresse</label>
      <input
        id={`${id}-href`}
        type="text"
        inputMode="url"
        autoFocus
        placeholder="https://…"
        value={href}
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <button type="button" className="bw-button" onClick={apply}>
        Link übernehmen
      </button>
      {existing ? (
        <button
          type="button"
          className="bw-button bw-button--secondary"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          Link entfernen
        </button>
      ) : null}
      <button type="button" className="bw-button bw-button--secondary" onClick={onClose}>
        Abbrechen
      </button>
    </div>
  );
}
