import type {
  Block,
  Category,
  Division,
  Donatee,
  InitEntry,
  Menu,
  Product,
  Tag,
  Table,
} from '@bestellwerk/domain';
import { AnalyticsStore } from '../analytics/analytics-store.js';
import { ApiClient, type ApiClientOptions } from '../http/api-client.js';
import { BranchStore } from './branch-store.js';
import { CartStore } from './cart-store.js';
import { ConfigStore } from './config-store.js';
import { ConsentStore } from './consent-store.js';
import { InitStore } from './init-store.js';
import { ListStore } from './list-store.js';
import { NavigationStore } from './navigation-store.js';
import { SessionStore } from './session-store.js';
import { SiteStore } from './site-store.js';

/** The shared stores of shell and remotes, all talking to the API through one client. */
export class RootStore {
  readonly api: ApiClient;
  readonly config = new ConfigStore();
  readonly consent = new ConsentStore();
  readonly session: SessionStore;
  readonly divisions = new ListStore<Division>();
  readonly branches = new BranchStore();
  readonly menus = new ListStore<Menu>();
  readonly categories = new ListStore<Category>();
  readonly products = new ListStore<Product>();
  readonly tags = new ListStore<Tag>();
  readonly tables = new ListStore<Table>();
  readonly sites = new SiteStore();
  readonly navigations = new NavigationStore();
  readonly blocks = new ListStore<Block>();
  readonly donatees = new ListStore<Donatee>();
  readonly cart = new CartStore(this);
  readonly init: InitStore;
  readonly analytics: AnalyticsStore;

  constructor(options: ApiClientOptions = {}) {
    this.api = new ApiClient({ csrfToken: () => this.session.csrfToken, ...options });
    this.session = new SessionStore(this.api, () => void this.init.refresh());
    this.analytics = new AnalyticsStore(this.api, this.consent);
    this.init = new InitStore(this.api, (entry) => this.applyInitEntry(entry));
  }

  /** Puts one entry of the init answer into the store its url names; unknown urls are skipped. */
  applyInitEntry(entry: InitEntry): void {
    switch (entry.url) {
      case '/api/config':
        return this.config.setConfig(entry.data);
      case '/api/users/me':
        return this.session.setMe(entry.data);
      case '/api/divisions':
        return this.divisions.replace(entry.data);
      case '/api/branches':
        return this.branches.replace(entry.data);
      case '/api/menus':
        return this.menus.replace(entry.data);
      case '/api/categories':
        return this.categories.replace(entry.data);
      case '/api/products':
        return this.products.replace(entry.data);
      case '/api/tags':
        return this.tags.replace(entry.data);
      case '/api/tables':
        return this.tables.replace(entry.data);
      case '/api/sites':
        return this.sites.replace(entry.data);
      case '/api/navigations':
        return this.navigations.replace(entry.data);
      case '/api/blocks':
        return this.blocks.replace(entry.data);
      case '/api/donatees':
        return this.donatees.replace(entry.data);
    }
  }
}

let instance: RootStore | null = null;

/**
 * The page's one root store, created on first use. `@bestellwerk/client` is a federation
 * singleton, so shell and remotes calling this get the same instance.
 */
export function getRootStore(): RootStore {
  instance ??= new RootStore();
  return instance;
}
