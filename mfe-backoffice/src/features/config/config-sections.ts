import {
  ADMIN_FIELD_LABELS as LABELS,
  BREAK_RULE_IDS,
  BREAK_RULES,
  ConfigLimits,
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
  type ConfigInput,
  type EditorField,
} from '@bestellwerk/domain';

/** One labelled part of the configuration form: a heading, an optional note and its fields. */
export interface ConfigSection {
  /** Anchor and id part: 'shop', 'seo', … */
  key: string;
  title: string;
  /** A sentence under the heading that explains how the fields act together. */
  note?: string;
  fields: readonly EditorField<ConfigInput>[];
}

/** Editor name of the colour control (a colour picker with its hex text). */
export const COLOR_EDITOR = 'color';
/** Editor name of the theme font control (the installation's fonts plus the system font). */
export const FONT_EDITOR = 'font';

const URL_HELP = 'Vollständige Adresse mit https://, oder leer.';

/** A field of the configuration with a text limit. */
type LimitedName = keyof typeof ConfigLimits;

const text = <Name extends LimitedName>(name: Name, label: string, help?: string) =>
  ({
    kind: 'text',
    name,
    label,
    maxLength: ConfigLimits[name],
    ...(help ? { help } : {}),
  }) as const;
const url = <Name extends LimitedName>(name: Name, label: string) => text(name, label, URL_HELP);
const textarea = <Name extends LimitedName>(name: Name, label: string) =>
  ({ kind: 'textarea', name, label, rows: 3, maxLength: ConfigLimits[name] }) as const;
const flag = <Name extends keyof ConfigInput>(name: Name, label: string) =>
  ({ kind: 'boolean', name, label }) as const;
const image = <Name extends keyof ConfigInput>(name: Name, label: string, help?: string) =>
  ({ kind: 'image', name, label, ...(help ? { help } : {}) }) as const;
const color = <Name extends keyof ConfigInput>(name: Name, label: string, help?: string) =>
  ({
    kind: 'custom',
    editor: COLOR_EDITOR,
    empty: '',
    name,
    label,
    ...(help ? { help } : {}),
  }) as const;
const integer = <Name extends keyof ConfigInput>(
  name: Name,
  label: string,
  min: number,
  max: number,
) =>
  ({
    kind: 'number',
    name,
    label,
    min,
    max,
    step: 1,
    help: `Ganze Zahl von ${min} bis ${max}.`,
  }) as const;

/** The legal text pair of one page: its external URL and its own text. */
const legal = <Name extends 'termsAndConditions' | 'privacyPolicy' | 'imprint' | 'allergens'>(
  name: Name,
  label: string,
) =>
  [
    url(name, `${label}: externe URL`),
    { kind: 'wysiwyg', name: `${name}Text`, label: `${label}: Text` },
  ] as const;

/**
 * The configuration form: every field of the Config contract (storefront.md §3) in labelled
 * sections. Currency and time zone are shown read-only: both are fixed for the installation.
 */
export const CONFIG_SECTIONS: readonly ConfigSection[] = [
  {
    key: 'shop',
    title: 'Shop & Unternehmen',
    fields: [
      text('shopName', LABELS.shopName),
      text('businessName', LABELS.businessName),
      text('title', 'Titel der Startseite'),
      { kind: 'wysiwyg', name: 'description', label: 'Beschreibung der Startseite' },
      url('website', LABELS.website),
      text('street', 'Straße'),
      text('zipCode', 'PLZ'),
      text('city', 'Ort'),
      text('phone', 'Telefonnummer'),
      text('email', 'E-Mail-Adresse'),
      text('vatNo', LABELS.vatNo),
      {
        kind: 'text',
        name: 'currency',
        label: LABELS.currency,
        readOnly: true,
        help: 'Die Währung ist für die Installation festgelegt.',
      },
      {
        kind: 'text',
        name: 'timeZone',
        label: LABELS.timeZone,
        readOnly: true,
        help: 'Wird bei der Installation festgelegt (TIME_ZONE).',
      },
    ],
  },
  {
    key: 'seo',
    title: 'SEO & Meta',
    fields: [
      text('seoTitle', LABELS.seoTitle),
      textarea('seoDescription', LABELS.seoDescription),
      text('metaTitle', LABELS.metaTitle),
      textarea('metaDescription', LABELS.metaDescription),
      url('metaUrl', LABELS.metaUrl),
      image('metaImage', LABELS.metaImage),
      text('ogTitle', LABELS.ogTitle),
      textarea('ogDescription', LABELS.ogDescription),
      url('ogUrl', LABELS.ogUrl),
      image('ogImage', LABELS.ogImage),
      text('twitterTitle', LABELS.twitterTitle),
      textarea('twitterDescription', LABELS.twitterDescription),
      url('twitterUrl', LABELS.twitterUrl),
      image('twitterImage', LABELS.twitterImage),
      text(
        'adPixelId',
        LABELS.adPixelId,
        'Buchstaben, Ziffern, - und _; wird erst nach Cookie-Zustimmung geladen.',
      ),
    ],
  },
  {
    key: 'legal',
    title: 'Rechtliches',
    note: 'Text hat Vorrang vor der URL: Ist ein Text hinterlegt, verlinkt der Shop seine eigene Seite (z. B. /site/imprint); sonst die externe URL.',
    fields: [
      ...legal('termsAndConditions', 'AGB'),
      ...legal('privacyPolicy', 'Datenschutzerklärung'),
      ...legal('imprint', 'Impressum'),
      ...legal('allergens', 'Allergene'),
    ],
  },
  {
    key: 'order',
    title: 'Bestellung',
    fields: [
      {
        kind: 'select',
        name: 'defaultDeliveryMethod',
        label: LABELS.defaultDeliveryMethod,
        required: true,
        options: ORDER_TYPES.map((type) => ({ value: type, label: ORDER_TYPE_LABELS[type] })),
        help: 'Gilt, solange der Gast nichts anderes gewählt hat und die Filiale die Art anbietet.',
      },
    ],
  },
  {
    key: 'time-tracking',
    title: 'Zeiterfassung',
    fields: [
      {
        kind: 'select',
        name: 'breakRule',
        label: LABELS.breakRule,
        required: true,
        options: BREAK_RULE_IDS.map((id) => ({ value: id, label: BREAK_RULES[id].label })),
        help: 'Danach warnt die Stempeluhr vor einer fälligen Pause, und die Monatsübersicht markiert Tage mit zu kurzen Pausen.',
      },
    ],
  },
  {
    key: 'plugins',
    title: 'Plugins',
    fields: [
      flag('enablePluginPWA', LABELS.enablePluginPWA),
      flag('enablePluginMapbox', LABELS.enablePluginMapbox),
      flag('enablePluginToolbar', LABELS.enablePluginToolbar),
      flag('enablePluginHomePage', LABELS.enablePluginHomePage),
      flag('enablePluginSearch', LABELS.enablePluginSearch),
      flag('enablePluginTags', LABELS.enablePluginTags),
      flag('enablePluginCategoryBar', LABELS.enablePluginCategoryBar),
    ],
  },
  {
    key: 'map',
    title: 'Karte',
    fields: [
      integer('mapboxZoom', LABELS.mapboxZoom, 0, 22),
      integer('mapboxPitch', LABELS.mapboxPitch, 0, 85),
      integer('mapboxBearing', LABELS.mapboxBearing, -180, 180),
    ],
  },
  {
    key: 'features',
    title: 'Funktionen',
    fields: [
      flag('isSmsEnabled', LABELS.isSmsEnabled),
      flag('isDonationEnabled', LABELS.isDonationEnabled),
      flag('isCashEnabled', LABELS.isCashEnabled),
      flag('isATMCardEnabled', LABELS.isATMCardEnabled),
      flag('isHydroAGVoucherEnabled', 'Gutscheine (Hydro AG)'),
      flag('isMollieEnabled', LABELS.isMollieEnabled),
      flag('isDatatransEnabled', LABELS.isDatatransEnabled),
      flag('isOrderReviewEnabled', LABELS.isOrderReviewEnabled),
      flag('isFrontDeskEnabled', LABELS.isFrontDeskEnabled),
      flag('isTicketEnabled', LABELS.isTicketEnabled),
    ],
  },
  {
    key: 'theme',
    title: 'Theme',
    fields: [
      color('primaryColor', LABELS.primaryColor, 'Schaltflächen, Links und Hervorhebungen.'),
      color('backgroundColor', LABELS.backgroundColor),
      {
        kind: 'custom',
        editor: FONT_EDITOR,
        empty: '',
        name: 'fontFamily',
        label: LABELS.fontFamily,
      },
      {
        kind: 'text',
        name: 'borderRadius',
        label: LABELS.borderRadius,
        // The API checks the form (isBorderRadius); the length only stops typing on.
        maxLength: 20,
        help: 'Eine Länge wie 1.2rem: 0 bis 4rem, 64px oder 50%.',
      },
      color('themeColor', LABELS.themeColor, 'Färbt die Adressleiste mobiler Browser.'),
      image('logo', LABELS.logo),
      image('favicon', LABELS.favicon, 'Quadratisch, z. B. 512 × 512 Pixel.'),
      image('shareImage', LABELS.shareImage),
    ],
  },
];

/** Every field of the form, in the order of the sections. */
export const CONFIG_FIELDS: readonly EditorField<ConfigInput>[] = CONFIG_SECTIONS.flatMap(
  (section) => section.fields,
);
