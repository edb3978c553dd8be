import type { InitUrl } from '@bestellwerk/domain';
import type { CrudResource } from '../../common/crud/crud-resource.js';
import {
  categoryResource,
  menuResource,
  productResource,
  tagResource,
} from '../catalog/catalog.resources.js';
import { blockResource, navigationResource, siteResource } from '../content/content.resources.js';
import { donateeResource } from '../ordering/donatees/donatee.resource.js';
import { branchResource } from '../organisation/branch.resource.js';
import { divisionResource, tableResource } from '../organisation/organisation.resources.js';

// The resources differ in entity and contract type; init only lists them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyResource = CrudResource<any, unknown, object>;

/** The lists of /api/init, by entry url, in the order the spec names them. */
export const INIT_LISTS: [InitUrl, AnyResource][] = [
  ['/api/divisions', divisionResource],
  ['/api/branches', branchResource],
  ['/api/menus', menuResource],
  ['/api/categories', categoryResource],
  ['/api/products', productResource],
  ['/api/tags', tagResource],
  ['/api/tables', tableResource],
  ['/api/sites', siteResource],
  ['/api/navigations', navigationResource],
  ['/api/blocks', blockResource],
  ['/api/donatees', donateeResource],
];
