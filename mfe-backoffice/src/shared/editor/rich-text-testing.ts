import { act, screen, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';

// jsdom measures no layout: ProseMirror asks ranges for their boxes when it scrolls the
// selection into view (as when a server message focuses the text box).
if (typeof Range !== 'undefined' && !('getClientRects' in Range.prototype)) {
  Object.assign(Range.prototype, {
    getClientRects: () => [],
    getBoundingClientRect: () => new DOMRect(),
  });
}

/** The rich-text box named `name` once its editor has loaded (in `container` if given). */
export async function findRichText(name: string | RegExp, container?: HTMLElement) {
  const scope = container ? within(container) : screen;
  return scope.findByRole('textbox', { name }, { timeout: 5000 });
}

/** The editor behind a rich-text box (TipTap keeps it on its element). */
function editorOf(box: HTMLElement): Editor {
  const editor = (box as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error('Das Element ist kein Rich-Text-Editor.');
  return editor;
}

/**
 * Replaces the content of a rich-text box as if staff had typed it (jsdom cannot type into
 * contenteditable): the field reports the new HTML like after any edit.
 */
export function setRichText(box: HTMLElement, html: string) {
  act(() => {
    editorOf(box).commands.setContent(html, { emitUpdate: true });
  });
}

/** The HTML shown in a rich-text box, as the editor would report it. */
export function richTextHtml(box: HTMLElement): string {
  return editorOf(box).getHTML();
}
