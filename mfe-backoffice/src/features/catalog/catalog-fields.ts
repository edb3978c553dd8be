import {
  CALCULATION_MODELS,
  calculationModelChoice,
  labelledChoices,
  LEAD_TIME_TYPE_LABELS,
  LEAD_TIME_TYPES,
  PRODUCT_TYPE_LABELS,
  PRODUCT_TYPES,
  UNIT_KEYS,
  unitLabel,
  ADMIN_FIELD_LABELS as LABELS,
  CategoryLimits,
  MenuLimits,
  ProductLimits,
  type CategoryInput,
  type EditorField,
  type MenuInput,
  type ProductInput,
  type Schedule,
} from '@bestellwerk/domain';

/** The editor names of the catalog screens' own controls. */
export const CATALOG_CONTROLS = {
  schedule: 'schedule',
  allergens: 'allergens',
  parts: 'product-parts',
  menuCatalog: 'menu-catalog',
  branches: 'menu-branches',
} as const;

const UNIT_CHOICES = labelledChoices(UNIT_KEYS, unitLabel);
const MODEL_CHOICES = labelledChoices(CALCULATION_MODELS, calculationModelChoice);

/** The schedule of a category or product: null is always available. */
const scheduleField = (help: string): EditorField<{ schedule?: Schedule | null }> => ({
  kind: 'custom',
  name: 'schedule',
  label: LABELS.schedule,
  editor: CATALOG_CONTROLS.schedule,
  empty: null,
  help,
});

/** The quantity limits of a product and of each of its alternative units. */
type QuantityLimits = Pick<
  ProductInput,
  'minimumQuantity' | 'maximumQuantity' | 'quantityStepSize'
>;

/** A quantity field: above 0, at most three decimals. */
const quantity = <Name extends keyof QuantityLimits | 'defaultQuantity'>(
  name: Name,
  help?: string,
) =>
  ({
    kind: 'number',
    name,
    label: LABELS[name],
    min: 0.001,
    step: 0.001,
    ...(help ? { help } : {}),
  }) as const;

/** The three quantity limits, as a product and an alternative unit have them. */
const QUANTITY_LIMITS: readonly EditorField<QuantityLimits>[] = [
  quantity('minimumQuantity'),
  quantity('maximumQuantity'),
  quantity('quantityStepSize'),
];

/** A tax rate in percent. */
const tax = <Name extends 'tax' | 'takeawayTax' | 'dineInTax'>(name: Name) =>
  ({
    kind: 'number',
    name,
    label: LABELS[name],
    min: 0,
    max: 100,
    step: 0.01,
    unit: '%',
    required: true,
  }) as const;

/** Every field of CategoryInput. */
export const CATEGORY_FIELDS: readonly EditorField<CategoryInput>[] = [
  {
    kind: 'text',
    name: 'name',
    label: LABELS.name,
    required: true,
    maxLength: CategoryLimits.name,
  },
  {
    kind: 'textarea',
    name: 'description',
    label: LABELS.description,
    rows: 4,
    maxLength: CategoryLimits.description,
  },
  { kind: 'image', name: 'image', label: LABELS.image },
  { kind: 'boolean', name: 'isEnabled', label: 'Aktiv (im Shop sichtbar)' },
  scheduleField('Außerhalb dieser Zeiten können die Produkte der Kategorie nicht bestellt werden.'),
  {
    kind: 'boolean',
    name: 'isVisibleWhenUnavailable',
    label: LABELS.isVisibleWhenUnavailable,
  },
];

/** Every field of ProductInput; the configurable parts last, so the price preview follows them. */
export const PRODUCT_FIELDS: readonly EditorField<ProductInput>[] = [
  { kind: 'text', name: 'name', label: LABELS.name, required: true, maxLength: ProductLimits.name },
  {
    kind: 'text',
    name: 'uid',
    label: LABELS.uid,
    maxLength: ProductLimits.uid,
    help: 'Leer lassen: Die Nummer wird automatisch vergeben (P-…).',
  },
  {
    kind: 'textarea',
    name: 'description',
    label: LABELS.description,
    rows: 4,
    maxLength: ProductLimits.description,
  },
  { kind: 'boolean', name: 'isEnabled', label: 'Aktiv (im Shop sichtbar)' },
  {
    kind: 'select',
    name: 'type',
    label: 'Produkttyp',
    required: true,
    options: labelledChoices(PRODUCT_TYPES, (type) => PRODUCT_TYPE_LABELS[type]),
  },
  {
    kind: 'reference',
    name: 'bundleProducts',
    label: LABELS.bundleProducts,
    target: 'product',
    multiple: true,
    shownWhen: { field: 'type', is: ['bundle'] },
    help: 'Pakete können keine anderen Pakete enthalten.',
  },
  {
    kind: 'number',
    name: 'price',
    label: LABELS.price,
    required: true,
    min: 0,
    step: 0.01,
    unit: '€',
    help: 'Preis je Einheit des Produkts.',
  },
  { kind: 'boolean', name: 'isPriceHidden', label: 'Preis im Shop ausblenden (ca.-Preis)' },
  {
    kind: 'select',
    name: 'calculationModel',
    label: LABELS.calculationModel,
    required: true,
    options: MODEL_CHOICES,
  },
  { kind: 'select', name: 'unit', label: LABELS.unit, required: true, options: UNIT_CHOICES },
  {
    kind: 'collection',
    name: 'alternativeUnits',
    label: LABELS.alternativeUnits,
    addLabel: 'Einheit hinzufügen',
    itemLabel: 'Alternative Einheit',
    help: 'Preis einer alternativen Einheit = Preis × Verhältnis.',
    fields: [
      { kind: 'select', name: 'unit', label: LABELS.unit, required: true, options: UNIT_CHOICES },
      {
        kind: 'number',
        name: 'ratio',
        label: LABELS.ratio,
        required: true,
        min: 0.000001,
        help: 'Wie viele Einheiten des Produkts eine dieser Einheiten ist (z. B. 0,001 kg je g).',
      },
      {
        kind: 'select',
        name: 'calculationModel',
        label: LABELS.calculationModel,
        required: true,
        options: MODEL_CHOICES,
      },
      ...QUANTITY_LIMITS,
    ],
  },
  ...QUANTITY_LIMITS,
  quantity('defaultQuantity', 'Die Menge, mit der das Produkt vorgeschlagen wird.'),
  { kind: 'select', name: 'defaultUnit', label: LABELS.defaultUnit, options: UNIT_CHOICES },
  tax('tax'),
  tax('takeawayTax'),
  tax('dineInTax'),
  {
    kind: 'custom',
    name: 'allergens',
    label: LABELS.allergens,
    editor: CATALOG_CONTROLS.allergens,
    empty: [],
  },
  {
    kind: 'text',
    name: 'allergenNote',
    label: LABELS.allergenNote,
    maxLength: ProductLimits.allergenNote,
    help: 'z. B. „Kann Spuren von Nüssen enthalten.“',
  },
  { kind: 'images', name: 'images', label: LABELS.images },
  scheduleField('Außerhalb dieser Zeiten kann das Produkt nicht bestellt werden.'),
  { kind: 'boolean', name: 'isStepByStep', label: LABELS.isStepByStep },
  { kind: 'boolean', name: 'isLeadTimeEnabled', label: LABELS.isLeadTimeEnabled },
  {
    kind: 'select',
    name: 'leadTimeType',
    label: LABELS.leadTimeType,
    required: true,
    shownWhen: { field: 'isLeadTimeEnabled', is: [true] },
    options: labelledChoices(LEAD_TIME_TYPES, (type) => LEAD_TIME_TYPE_LABELS[type]),
  },
  {
    kind: 'number',
    name: 'leadTimeValue',
    label: LABELS.leadTimeValue,
    required: true,
    shownWhen: { field: 'isLeadTimeEnabled', is: [true] },
    min: 0,
    max: 10000,
    step: 1,
    help: 'Ganze Zahl; 0 ohne Vorlaufzeit.',
  },
  {
    kind: 'custom',
    name: 'config',
    label: LABELS.config,
    editor: CATALOG_CONTROLS.parts,
    empty: { parts: [] },
    shownWhen: { field: 'type', is: ['configurable'] },
    help: 'Auswahl, Texte oder Dateien, die der Kunde angibt.',
  },
];

/** Every field of MenuInput. */
export const MENU_FIELDS: readonly EditorField<MenuInput>[] = [
  { kind: 'text', name: 'name', label: LABELS.name, required: true, maxLength: MenuLimits.name },
  {
    kind: 'date',
    name: 'availableFrom',
    label: LABELS.availableFrom,
    mode: 'dateTime',
    required: true,
    help: 'Eine Filiale zeigt den neuesten bereits gültigen Katalog.',
  },
  {
    kind: 'custom',
    name: 'branches',
    label: LABELS.branches,
    editor: CATALOG_CONTROLS.branches,
    empty: [],
  },
  {
    kind: 'custom',
    name: 'catalog',
    label: LABELS.catalog,
    editor: CATALOG_CONTROLS.menuCatalog,
    empty: [],
  },
];
