import type {
  AllergenCode,
  AlternativeUnit,
  CalculationModel,
  LeadTimeType,
  MenuCatalogCategory,
  PartOption,
  PartType,
  ProductType,
  UnitKey,
} from './catalog.js';
import type { DateTimeString, Id, IdRef, Schedule } from './common.js';
import type { InputLimits } from './input-limits.js';

/** POST/PUT /api/categories. */
export interface CategoryInput {
  name: string;
  description?: string;
  image?: IdRef | null;
  isEnabled?: boolean;
  schedule?: Schedule | null;
  isVisibleWhenUnavailable?: boolean;
}

export const CategoryLimits = {
  name: 255,
  description: 20000,
} as const satisfies InputLimits<CategoryInput>;

/** POST/PUT /api/tags. */
export interface TagInput {
  name: string;
  image?: IdRef | null;
}

export const TagLimits = { name: 100 } as const satisfies InputLimits<TagInput>;

/** POST/PUT /api/menus: a menu with its branches and its catalog in display order. */
export interface MenuInput {
  name: string;
  availableFrom: DateTimeString;
  /** Branch ids. */
  branches?: Id[];
  catalog?: MenuCatalogCategory[];
}

export const MenuLimits = { name: 255 } as const satisfies InputLimits<MenuInput>;

/** A unit the product is also sold in, as staff enter it. */
export type AlternativeUnitInput = AlternativeUnit;

/** One choice of a select or multiselect part, as staff enter it. */
export type PartOptionInput = PartOption;

export const PartOptionLimits = { name: 255 } as const satisfies InputLimits<PartOptionInput>;

/** A configurable part (size, inscription, photo…), as staff enter it. */
export interface ConfigPartInput {
  name: string;
  description?: string;
  type: PartType;
  optional?: boolean;
  options?: PartOptionInput[];
  /** Most characters of a text or textarea part; null or left out: no limit. */
  maxLength?: number | null;
}

export const ConfigPartLimits = {
  name: 255,
  description: 2000,
} as const satisfies InputLimits<ConfigPartInput>;

export interface ProductConfigInput {
  parts: ConfigPartInput[];
}

/** POST/PUT /api/products: every field staff can set; all but name and price have defaults. */
export interface ProductInput {
  /** Article number; generated (P-…) when left out or empty. */
  uid?: string;
  name: string;
  description?: string;
  allergens?: AllergenCode[];
  allergenNote?: string;
  type?: ProductType;
  price: number;
  unit?: UnitKey;
  alternativeUnits?: AlternativeUnitInput[];
  minimumQuantity?: number | null;
  maximumQuantity?: number | null;
  quantityStepSize?: number | null;
  defaultQuantity?: number | null;
  defaultUnit?: UnitKey | null;
  calculationModel?: CalculationModel;
  tax?: number;
  takeawayTax?: number;
  dineInTax?: number;
  images?: IdRef[];
  isPriceHidden?: boolean;
  isEnabled?: boolean;
  schedule?: Schedule | null;
  isStepByStep?: boolean;
  isLeadTimeEnabled?: boolean;
  leadTimeType?: LeadTimeType;
  leadTimeValue?: number;
  /** Parts of a bundle. */
  bundleProducts?: IdRef[];
  config?: ProductConfigInput;
}

export const ProductLimits = {
  uid: 50,
  name: 255,
  description: 20000,
  allergenNote: 1000,
} as const satisfies InputLimits<ProductInput>;
