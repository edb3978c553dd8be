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
  type EditorField,
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
const scheduleField = (help: string): EditorField => ({
  kind: 'custom',
  name: 'schedule',
  label: 'Verfügbarkeit',
  editor: CATALOG_CONTROLS.schedule,
  empty: null,
  help,
});

/** A quantity limit: above 0, at most three decimals. */
const quantity = (name: string, label: string, help?: string): EditorField => ({
  kind: 'number',
  name,
  label,
  min: 0.001,
  step: 0.001,
  ...(help ? { help } : {}),
});

/** A tax rate in percent. */
const tax = (name: string, label: string): EditorField => ({
  kind: 'number',
  name,
  label,
  min: 0,
  max: 100,
  step: 0.01,
  unit: '%',
  required: true,
});

/** Every field of CategoryInput. */
export const CATEGORY_FIELDS: readonly EditorField[] = [
  { kind: 'text', name: 'name', label: 'Name', required: true, maxLength: 255 },
  { kind: 'textarea', name: 'description', label: 'Beschreibung', rows: 4, maxLength: 20000 },
  { kind: 'image', name: 'image', label: 'Bild' },
  { kind: 'boolean', name: 'isEnabled', label: 'Aktiv (im Shop sichtbar)' },
  scheduleField('Außerhalb dieser Zeiten können die Produkte der Kategorie nicht bestellt werden.'),
  {
    kind: 'boolean',
    name: 'isVisibleWhenUnavailable',
    label: 'Auch außerhalb der Verfügbarkeit anzeigen',
  },
];

/** Every field of ProductInput; the configurable parts last, so the price preview follows them. */
export const PRODUCT_FIELDS: readonly EditorField[] = [
  { kind: 'text', name: 'name', label: 'Name', required: true, maxLength: 255 },
  {
    kind: 'text',
    name: 'uid',
    label: 'Artikelnummer',
    maxLength: 50,
    help: 'Leer lassen: Die Nummer wird automatisch vergeben (P-…).',
  },
  { kind: 'textarea', name: 'description', label: 'Beschreibung', rows: 4, maxLength: 20000 },
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
    label: 'Produkte des Pakets',
    target: 'product',
    multiple: true,
    shownWhen: { field: 'type', is: ['bundle'] },
    help: 'Pakete können keine anderen Pakete enthalten.',
  },
  {
    kind: 'number',
    name: 'price',
    label: 'Preis',
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
    label: 'Preisberechnung',
    required: true,
    options: MODEL_CHOICES,
  },
  { kind: 'select', name: 'unit', label: 'Einheit', required: true, options: UNIT_CHOICES },
  {
    kind: 'collection',
    name: 'alternativeUnits',
    label: 'Alternative Einheiten',
    addLabel: 'Einheit hinzufügen',
    itemLabel: 'Alternative Einheit',
    help: 'Preis einer alternativen Einheit = Preis × Verhältnis.',
    fields: [
      { kind: 'select', name: 'unit', label: 'Einheit', required: true, options: UNIT_CHOICES },
      {
        kind: 'number',
        name: 'ratio',
        label: 'Verhältnis',
        required: true,
        min: 0.000001,
        help: 'Wie viele Einheiten des Produkts eine dieser Einheiten ist (z. B. 0,001 kg je g).',
      },
      {
        kind: 'select',
        name: 'calculationModel',
        label: 'Preisberechnung',
        required: true,
        options: MODEL_CHOICES,
      },
      quantity('minimumQuantity', 'Mindestmenge'),
      quantity('maximumQuantity', 'Höchstmenge'),
      quantity('quantityStepSize', 'Schrittweite'),
    ],
  },
  quantity('minimumQuantity', 'Mindestmenge'),
  quantity('maximumQuantity', 'Höchstmenge'),
  quantity('quantityStepSize', 'Schrittweite'),
  quantity(
    'defaultQuantity',
    'Standardmenge',
    'Die Menge, mit der das Produkt vorgeschlagen wird.',
  ),
  { kind: 'select', name: 'defaultUnit', label: 'Standardeinheit', options: UNIT_CHOICES },
  tax('tax', 'Steuersatz Lieferung'),
  tax('takeawayTax', 'Steuersatz Abholung'),
  tax('dineInTax', 'Steuersatz vor Ort'),
  {
    kind: 'custom',
    name: 'allergens',
    label: 'Allergene',
    editor: CATALOG_CONTROLS.allergens,
    empty: [],
  },
  {
    kind: 'text',
    name: 'allergenNote',
    label: 'Hinweis zu Allergenen',
    maxLength: 1000,
    help: 'z. B. „Kann Spuren von Nüssen enthalten.“',
  },
  { kind: 'images', name: 'images', label: 'Bilder' },
  scheduleField('Außerhalb dieser Zeiten kann das Produkt nicht bestellt werden.'),
  { kind: 'boolean', name: 'isStepByStep', label: 'Schritt-für-Schritt-Auswahl im Shop' },
  { kind: 'boolean', name: 'isLeadTimeEnabled', label: 'Vorlaufzeit' },
  {
    kind: 'select',
    name: 'leadTimeType',
    label: 'Vorlaufzeit in',
    required: true,
    shownWhen: { field: 'isLeadTimeEnabled', is: [true] },
    options: labelledChoices(LEAD_TIME_TYPES, (type) => LEAD_TIME_TYPE_LABELS[type]),
  },
  {
    kind: 'number',
    name: 'leadTimeValue',
    label: 'Vorlaufzeit',
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
    label: 'Konfigurierbare Teile',
    editor: CATALOG_CONTROLS.parts,
    empty: { parts: [] },
    shownWhen: { field: 'type', is: ['configurable'] },
    help: 'Auswahl, Texte oder Dateien, die der Kunde angibt.',
  },
];

/** Every field of MenuInput. */
export const MENU_FIELDS: readonly EditorField[] = [
  { kind: 'text', name: 'name', label: 'Name', required: true, maxLength: 255 },
  {
    kind: 'date',
    name: 'availableFrom',
    label: 'Gültig ab',
    mode: 'dateTime',
    required: true,
    help: 'Eine Filiale zeigt den neuesten bereits gültigen Katalog.',
  },
  {
    kind: 'custom',
    name: 'branches',
    label: 'Filialen',
    editor: CATALOG_CONTROLS.branches,
    empty: [],
  },
  {
    kind: 'custom',
    name: 'catalog',
    label: 'Katalog',
    editor: CATALOG_CONTROLS.menuCatalog,
    empty: [],
  },
];
