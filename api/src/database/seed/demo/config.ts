// The one configuration object of the demo installation.
import { ALLERGENS_HTML, COMPANY, IMPRINT_HTML, PRIVACY_HTML, TERMS_HTML } from './legal.js';
import type { SeedConfig } from './seed-types.js';

const TITLE = 'Backstube Huber – Bäckerei & Café seit 1962';
const DESCRIPTION =
  'Familienbäckerei in dritter Generation: Brot aus Natursauerteig, handgeschlagene Kaisersemmeln und Torten aus der eigenen Konditorei. Online bestellen in Wien, Graz und Linz.';

export const config: SeedConfig = {
  shopName: COMPANY.shopName,
  businessName: COMPANY.businessName,
  title: TITLE,
  description: `<p>${DESCRIPTION}</p>`,
  seoTitle: 'Backstube Huber – Brot, Gebäck & Torten online bestellen',
  seoDescription:
    'Bauernbrot, Kaisersemmeln, Sachertorte und Catering online vorbestellen: Abholung in Linz und Graz, Lieferung in Wien-Neubau und Umgebung.',
  website: COMPANY.website,
  currency: 'EUR',
  street: COMPANY.street,
  zipCode: COMPANY.zipCode,
  city: COMPANY.city,
  phone: COMPANY.phone,
  email: COMPANY.email,
  vatNo: COMPANY.vatNo,

  // The *Text variants are set, so the front end links the internal pages; no external URLs.
  termsAndConditions: '',
  termsAndConditionsText: TERMS_HTML,
  privacyPolicy: '',
  privacyPolicyText: PRIVACY_HTML,
  imprint: '',
  imprintText: IMPRINT_HTML,
  allergens: '',
  allergensText: ALLERGENS_HTML,

  defaultDeliveryMethod: 'takeaway',
  // A bakery chain in Austria: AZG §11 with the bakers' paid quarter hour (BäckAG §6).
  breakRule: 'AT_BAKERY',

  enablePluginPWA: true,
  enablePluginMapbox: true,
  enablePluginToolbar: true,
  // Off: the start page is the built-in branch list, where the search and tag plugins below
  // take effect. The custom start page (site with the empty path) is seeded as well, so
  // switching this on in the backend shows it at once.
  enablePluginHomePage: false,
  enablePluginSearch: true,
  enablePluginTags: true,
  enablePluginCategoryBar: true,
  mapboxZoom: 0,
  mapboxPitch: 0,
  mapboxBearing: 0,

  isSmsEnabled: false,
  isDonationEnabled: true,
  isCashEnabled: true,
  isATMCardEnabled: true,
  isHydroAGVoucherEnabled: false,
  isMollieEnabled: true,
  isDatatransEnabled: false,
  isOrderReviewEnabled: true,
  isFrontDeskEnabled: true,
  isTicketEnabled: true,

  metaTitle: TITLE,
  metaDescription: DESCRIPTION,
  metaUrl: COMPANY.website,
  metaImage: null,
  ogTitle: 'Backstube Huber – frisch aus dem Steinofen',
  ogDescription:
    'Brot, Gebäck und Torten aus Linz, jetzt auch in Graz und Wien. Vorbestellen, abholen oder liefern lassen.',
  ogUrl: COMPANY.website,
  ogImage: null,
  twitterTitle: 'Backstube Huber',
  twitterDescription: 'Familienbäckerei seit 1962 – jetzt online bestellen.',
  twitterUrl: COMPANY.website,
  twitterImage: null,

  themeColor: '#C49560',
  adPixelId: '',
  primaryColor: '#C49560',
  backgroundColor: '#FAFAFA',
  // No font files come with the demo: the theme uses the visitor's system font.
  fontFamily: '',
  borderRadius: '1.2rem',
  logo: null,
  favicon: null,
  shareImage: null,
};
