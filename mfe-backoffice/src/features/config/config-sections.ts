import { ORDER_TYPE_LABELS, ORDER_TYPES, type EditorField } from '@bestellwerk/domain';

/** One labelled part of the configuration form: a heading, an optional note and its fields. */
export interface ConfigSection {
  /** Anchor and id part: 'shop', 'seo', … */
  key: string;
  title: string;
  /** A sentence under the heading that explains how the fields act together. */
  note?: string;
  fields: readonly EditorField[];
}

/** Editor name of the colour control (a colour picker with its hex text). */
export const COLOR_EDITOR = 'color';
/** Editor name of the theme font control (the installation's fonts plus the system font). */
export const FONT_EDITOR = 'font';

const URL_HELP = 'Vollständige Adresse mit https://, oder leer.';

const text = (name: string, label: string, maxLength = 255, help?: string): EditorField => ({
  kind: 'text',
  name,
  label,
  maxLength,
  ...(help ? { help } : {}),
});
const url = (name: string, label: string): EditorField => text(name, label, 500, URL_HELP);
const textarea = (name: string, label: string): EditorField => ({
  kind: 'textarea',
  name,
  label,
  rows: 3,
  maxLength: 1000,
});
const flag = (name: string, label: string): EditorField => ({ kind: 'boolean', name, label });
const image = (name: string, label: string, help?: string): EditorField => ({
  kind: 'image',
  name,
  label,
  ...(help ? { help } : {}),
});
const color = (name: string, label: string, help?: string): EditorField => ({
  kind: 'custom',
  editor: COLOR_EDITOR,
  empty: '',
  name,
  label,
  ...(help ? { help } : {}),
});
const integer = (name: string, label: string, min: number, max: number): EditorField => ({
  kind: 'number',
  name,
  label,
  min,
  max,
  step: 1,
  help: `Ganze Zahl von ${min} bis ${max}.`,
});

/** The legal text pair of one page: its external URL and its own text. */
const legal = (name: string, label: string): EditorField[] => [
  url(name, `${label}: externe URL`),
  { kind: 'wysiwyg', name: `${name}Text`, label: `${label}: Text` },
];

/**
 * The configuration form: every field of the Config contract (storefront.md §3) in labelled
 * sections. Currency and time zone are shown read-only: both are fixed for the installation.
 */
export const CONFIG_SECTIONS: readonly ConfigSection[] = [
  {
    key: 'shop',
    title: 'Shop & Unternehmen',
    fields: [
      text('shopName', 'Shopname'),
      text('businessName', 'Firmenname'),
      text('title', 'Titel der Startseite'),
      { kind: 'wysiwyg', name: 'description', label: 'Beschreibung der Startseite' },
      url('website', 'Website'),
      text('street', 'Straße'),
      text('zipCode', 'PLZ', 20),
      text('city', 'Ort', 100),
      text('phone', 'Telefonnummer', 50),
      text('email', 'E-Mail-Adresse'),
      text('vatNo', 'UID-Nummer', 50),
      {
        kind: 'text',
        name: 'currency',
        label: 'Währung',
        readOnly: true,
        help: 'Die Währung ist für die Installation festgelegt.',
      },
      {
        kind: 'text',
        name: 'timeZone',
        label: 'Zeitzone',
        readOnly: true,
        help: 'Wird bei der Installation festgelegt (TIME_ZONE).',
      },
    ],
  },
  {
    key: 'seo',
    title: 'SEO & Meta',
    fields: [
      text('seoTitle', 'SEO-Titel'),
      textarea('seoDescription', 'SEO-Beschreibung'),
      text('metaTitle', 'Meta-Titel'),
      textarea('metaDescription', 'Meta-Beschreibung'),
      url('metaUrl', 'Meta-URL'),
      image('metaImage', 'Meta-Bild'),
      text('ogTitle', 'Open-Graph-Titel'),
      textarea('ogDescription', 'Open-Graph-Beschreibung'),
      url('ogUrl', 'Open-Graph-URL'),
      image('ogImage', 'Open-Graph-Bild'),
      text('twitterTitle', 'Twitter-Titel'),
      textarea('twitterDescription', 'Twitter-Beschreibung'),
      url('twitterUrl', 'Twitter-URL'),
      image('twitterImage', 'Twitter-Bild'),
      text(
        'adPixelId',
        'Werbe-Pixel-ID',
        50,
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
        label: 'Voreingestellte Bestellart',
        required: true,
        options: ORDER_TYPES.map((type) => ({ value: type, label: ORDER_TYPE_LABELS[type] })),
        help: 'Gilt, solange der Gast nichts anderes gewählt hat und die Filiale die Art anbietet.',
      },
    ],
  },
  {
    key: 'plugins',
    title: 'Plugins',
    fields: [
      flag('enablePluginPWA', 'App-Installation (PWA)'),
      flag('enablePluginMapbox', 'Karte'),
      flag('enablePluginToolbar', 'Filial-Leiste (Öffnungsstatus)'),
      flag('enablePluginHomePage', 'Eigene Startseite'),
      flag('enablePluginSearch', 'Filialsuche'),
      flag('enablePluginTags', 'Schlagwort-Filter'),
      flag('enablePluginCategoryBar', 'Kategorienleiste'),
    ],
  },
  {
    key: 'map',
    title: 'Karte',
    fields: [
      integer('mapboxZoom', 'Zoom', 0, 22),
      integer('mapboxPitch', 'Neigung (Grad)', 0, 85),
      integer('mapboxBearing', 'Drehung (Grad)', -180, 180),
    ],
  },
  {
    key: 'features',
    title: 'Funktionen',
    fields: [
      flag('isSmsEnabled', 'SMS-Benachrichtigungen'),
      flag('isDonationEnabled', 'Spenden'),
      flag('isCashEnabled', 'Barzahlung'),
      flag('isATMCardEnabled', 'Kartenzahlung vor Ort'),
      flag('isHydroAGVoucherEnabled', 'Gutscheine (Hydro AG)'),
      flag('isMollieEnabled', 'Onlinezahlung mit Mollie'),
      flag('isDatatransEnabled', 'Onlinezahlung mit Datatrans'),
      flag('isOrderReviewEnabled', 'Bestellbewertungen'),
      flag('isFrontDeskEnabled', 'Abholstation (Front Desk)'),
      flag('isTicketEnabled', 'Bestellnummern (Tickets)'),
    ],
  },
  {
    key: 'theme',
    title: 'Theme',
    fields: [
      color('primaryColor', 'Hauptfarbe', 'Schaltflächen, Links und Hervorhebungen.'),
      color('backgroundColor', 'Hintergrundfarbe'),
      { kind: 'custom', editor: FONT_EDITOR, empty: '', name: 'fontFamily', label: 'Schriftart' },
      text('borderRadius', 'Eckenradius', 20, 'Eine Länge wie 1.2rem: 0 bis 4rem, 64px oder 50%.'),
      color('themeColor', 'Browserfarbe (theme-color)', 'Färbt die Adressleiste mobiler Browser.'),
      image('logo', 'Logo'),
      image('favicon', 'Favicon', 'Quadratisch, z. B. 512 × 512 Pixel.'),
      image('shareImage', 'Vorschaubild zum Teilen'),
    ],
  },
];

/** Every field of the form, in the order of the sections. */
export const CONFIG_FIELDS: readonly EditorField[] = CONFIG_SECTIONS.flatMap(
  (section) => section.fields,
);
