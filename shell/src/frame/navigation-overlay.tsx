import { useCallback, useRef } from 'react';
import type { NavigationEntry } from '@bestellwerk/domain';
import { Button, useDialogFocus, useModalPage } from '@bestellwerk/ui';
import { NavigationMenu } from './navigation-menu.js';

interface Props {
  id: string;
  entries: NavigationEntry[];
  onClose: () => void;
}

/**
 * The full-screen menu: a modal dialog that keeps focus inside while open; Escape,
 * "Menü schließen" or picking a non-group item closes it.
 */
export function NavigationOverlay({ id, entries, onClose }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useDialogFocus(panel, { trap: true });

  const onKey = useCallback(
    (event: KeyboardEvent) => event.key === 'Escape' && onClose(),
    [onClose],
  );
  useModalPage(onKey);

  return (
    <div
      id={id}
      ref={panel}
      className="shell-overlay"
      role="dialog"
      aria-modal="true"
      aria-label="Navigation"
      tabIndex={-1}
    >
      <Button variant="secondary" className="shell-overlay__close" onClick={onClose}>
        Menü schließen
      </Button>
      <nav aria-label="Hauptnavigation">
        <NavigationMenu entries={entries} onPick={onClose} />
      </nav>
    </div>
  );
}
