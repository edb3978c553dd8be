import type { Navigation } from '@bestellwerk/domain';
import { ListStore } from './list-store.js';

/** The navigation menus from init. */
export class NavigationStore extends ListStore<Navigation> {
  /** The menu with that identifier, only when it is public and has items (spec, Shell). */
  findPublic(identifier: string): Navigation | undefined {
    return this.items.find(
      (nav) => nav.identifier === identifier && nav.isPublic && nav.items.length > 0,
    );
  }
}
