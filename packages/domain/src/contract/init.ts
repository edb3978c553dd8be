import type { Me } from './auth.js';
import type { Block, Config, Navigation, Site } from './content.js';
import type { Category, Menu, Product, Tag } from './catalog.js';
import type { Branch, Division, Table } from './organisation.js';
import type { Donatee } from './ordering.js';

/** What `GET /api/init` answers per entry url, in this order. */
export interface InitPayload {
  '/api/config': Config;
  '/api/users/me': Me | null;
  '/api/divisions': Division[];
  '/api/branches': Branch[];
  '/api/menus': Menu[];
  '/api/categories': Category[];
  '/api/products': Product[];
  '/api/tags': Tag[];
  '/api/tables': Table[];
  '/api/sites': Site[];
  '/api/navigations': Navigation[];
  '/api/blocks': Block[];
  '/api/donatees': Donatee[];
}

export type InitUrl = keyof InitPayload;

export const INIT_URLS: readonly InitUrl[] = [
  '/api/config',
  '/api/users/me',
  '/api/divisions',
  '/api/branches',
  '/api/menus',
  '/api/categories',
  '/api/products',
  '/api/tags',
  '/api/tables',
  '/api/sites',
  '/api/navigations',
  '/api/blocks',
  '/api/donatees',
];

/** One entry of the init answer. */
export type InitEntry = { [U in InitUrl]: { url: U; data: InitPayload[U] } }[InitUrl];
