import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useDialogFocus, type DialogFocusOptions } from './use-dialog-focus.js';

function Dialog({ name, ...options }: DialogFocusOptions & { name: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, options);
  return (
    <div ref={ref} role="dialog" aria-label={name} tabIndex={-1}>
      <button type="button">{`${name} eins`}</button>
      <button type="button">{`${name} zwei`}</button>
    </div>
  );
}

describe('useDialogFocus', () => {
  it('moves the focus in, keeps Tab inside and gives the focus back on close', () => {
    const { rerender } = render(
      <>
        <button type="button">Öffnen</button>
      </>,
    );
    screen.getByRole('button', { name: 'Öffnen' }).focus();
    rerender(
      <>
        <button type="button">Öffnen</button>
        <Dialog name="Torte" trap />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Torte eins' })).toHaveFocus();
    screen.getByRole('button', { name: 'Torte zwei' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Torte eins' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Torte zwei' })).toHaveFocus();
    rerender(
      <>
        <button type="button">Öffnen</button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Öffnen' })).toHaveFocus();
  });

  it('lets only the dialog holding the focus answer Escape when two are open', () => {
    const closed: string[] = [];
    render(
      <>
        <Dialog name="Hinweis" unprompted onEscape={() => closed.push('Hinweis')} />
        <Dialog name="Torte" trap onEscape={() => closed.push('Torte')} />
      </>,
    );
    screen.getByRole('button', { name: 'Torte eins' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closed).toEqual(['Torte']);
    screen.getByRole('button', { name: 'Hinweis eins' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closed).toEqual(['Torte', 'Hinweis']);
  });

  it('gives Escape to the dialog opened last when the focus is in none', () => {
    const closed: string[] = [];
    render(
      <>
        <Dialog name="Hinweis" unprompted onEscape={() => closed.push('Hinweis')} />
        <Dialog name="Torte" onEscape={() => closed.push('Torte')} />
      </>,
    );
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closed).toEqual(['Torte']);
  });
});
