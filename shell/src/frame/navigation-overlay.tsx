import { useEffect, useRef } from 'react';
import type { NavigationEntry } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { NavigationMenu } from './navigation-menu.js';

interface Props {
  id: string;
  entries: NavigationEntry[];
  onClose: () => void;
}

/** The full-screen menu: Escape or "Menü schließen" closes it, picking an item too. */
export function NavigationOverlay({ id, entries, onClose }: Props) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      id={id}
      ref={panel}
      className="shell-overlay"
      role="dialog"
      aria-modal="true"
      aria-label="Navigation"
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
