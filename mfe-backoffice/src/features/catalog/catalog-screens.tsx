import {
  CRUD_COLLECTIONS,
  formatEuro,
  PRODUCT_TYPE_LABELS,
  type ProductType,
} from '@bestellwerk/domain';
import {
  collectionResource,
  type ResourceConfig,
  type ResourceRecord,
} from '../../shared/resources/resource-config.js';
import { ResourceScreen } from '../../shared/resources/resource-screen.js';
import { AllergenControl } from './allergen-control.js';
import { BranchChoiceControl } from '../../shared/editor/branch-choice-control.js';
import {
  CATALOG_CONTROLS,
  CATEGORY_FIELDS,
  MENU_FIELDS,
  PRODUCT_FIELDS,
} from './catalog-fields.js';
import { DuplicateProductButton } from './duplicate-product-button.js';
import { MenuCatalogControl } from './menu-catalog-control.js';
import { MenuStart } from './menu-start.js';
import { PartsEditor } from './parts-editor.js';
import { PricePreview } from './price-preview.js';
import { ScheduleControl } from './schedule-editor.js';
import './catalog.css';

const yesNo = (record: ResourceRecord) => (record.isEnabled === true ? 'Ja' : 'Nein');

/** Categories of products. */
export const CATEGORIES: ResourceConfig = collectionResource(CRUD_COLLECTIONS.categories, {
  newTitle: 'Neue Kategorie',
  searchHint: 'Name, Beschreibung',
  columns: ['name', { key: 'isEnabled', label: 'Aktiv', render: yesNo }],
  fields: CATEGORY_FIELDS,
  custom: { [CATALOG_CONTROLS.schedule]: ScheduleControl },
});

/** Products: every field, the configurable parts with a live price preview, copies. */
export const PRODUCTS: ResourceConfig = collectionResource(CRUD_COLLECTIONS.products, {
  newTitle: 'Neues Produkt',
  searchHint: 'Name, Beschreibung, Artikelnummer',
  columns: [
    'name',
    'uid',
    {
      key: 'price',
      label: 'Preis',
      render: (record) => (typeof record.price === 'number' ? formatEuro(record.price) : '–'),
    },
    {
      key: 'type',
      label: 'Typ',
      render: (record) => PRODUCT_TYPE_LABELS[record.type as ProductType] ?? String(record.type),
    },
    { key: 'isEnabled', label: 'Aktiv', render: yesNo },
  ],
  fields: PRODUCT_FIELDS,
  // Food is taxed at the reduced rate of 10 % in Austria; drinks (20 %) are changed by hand.
  defaults: { tax: 10, takeawayTax: 10, dineInTax: 10, isEnabled: true, leadTimeValue: 0 },
  custom: {
    [CATALOG_CONTROLS.schedule]: ScheduleControl,
    [CATALOG_CONTROLS.allergens]: AllergenControl,
    [CATALOG_CONTROLS.parts]: PartsEditor,
  },
  rowActions: (record, reload) => <DuplicateProductButton record={record} reload={reload} />,
  formExtras: (values) => <PricePreview values={values} />,
});

/** Product catalogues (menus) of branches. */
export const MENUS: ResourceConfig = collectionResource(CRUD_COLLECTIONS.menus, {
  newTitle: 'Neuer Produktkatalog',
  searchHint: 'Name',
  columns: [
    'name',
    {
      key: 'availableFrom',
      label: 'Gültig ab',
      render: (record) => <MenuStart value={record.availableFrom} />,
    },
  ],
  fields: MENU_FIELDS,
  custom: {
    [CATALOG_CONTROLS.branches]: BranchChoiceControl,
    [CATALOG_CONTROLS.menuCatalog]: MenuCatalogControl,
  },
});

/** `/backend/categories`. */
export const CategoriesPage = () => <ResourceScreen resource={CATEGORIES} />;
/** `/backend/products`. */
export const ProductsPage = () => <ResourceScreen resource={PRODUCTS} />;
/** `/backend/menus`. */
export const MenusPage = () => <ResourceScreen resource={MENUS} />;
