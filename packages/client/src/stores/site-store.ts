import type { Site } from '@bestellwerk/domain';
import { ListStore } from './list-store.js';

/** The content pages from init. */
export class SiteStore extends ListStore<Site> {
  /** The page stored under exactly that path (e.g. `/site/imprint`). */
  findByPath(path: string): Site | undefined {
    return this.items.find((site) => site.path === path);
  }
}
