import type { SignageDisplay } from '@bestellwerk/domain';
import { browserStorage, type KeyValueStorage } from '../../shared/browser-storage.js';

/** What a TV remembers of its last successful load. */
export interface StoredDisplay {
  display: SignageDisplay;
  loadedAt: Date;
}

const key = (identifier: string) => `bestellwerk.signage.display.${identifier}`;

/**
 * The last display of a TV and when it was loaded, kept across reloads so a TV that starts
 * without network plays what it showed before (and knows how old its prices are).
 */
export class DisplayStorage {
  constructor(private readonly storage: KeyValueStorage | null = browserStorage()) {}

  read(identifier: string): StoredDisplay | null {
    try {
      const text = this.storage?.getItem(key(identifier));
      if (!text) return null;
      const stored = JSON.parse(text) as { display: SignageDisplay; loadedAt: string };
      const loadedAt = new Date(stored.loadedAt);
      if (!stored.display?.device || Number.isNaN(loadedAt.getTime())) return null;
      return { display: stored.display, loadedAt };
    } catch {
      return null;
    }
  }

  write(identifier: string, { display, loadedAt }: StoredDisplay): void {
    try {
      this.storage?.setItem(
        key(identifier),
        JSON.stringify({ display, loadedAt: loadedAt.toISOString() }),
      );
    } catch {
      // A full or blocked storage: the TV plays on, it just cannot start offline.
    }
  }

  forget(identifier: string): void {
    try {
      this.storage?.removeItem(key(identifier));
    } catch {
      // Nothing to forget.
    }
  }
}
