import type { Image, Upload } from '../contract/common.js';
import type { Config, NavigationItem, Site } from '../contract/content.js';
import type { Branch } from '../contract/organisation.js';
import type { OrderForm } from '../contract/ordering.js';
import { emptyOrderForm } from './order-form-rules.js';

/**
 * Complete contract objects for the specs of forms/, payment/, search/, navigation/, format/ and
 * media/ (packages/domain may not import the client's fixtures). Not exported by the barrel.
 */

/** An enabled, public takeaway branch that takes cash only and requires nothing extra. */
export function makeBranch(overrides: Partial<Branch> = {}): Branch {
  return {
    id: 1,
    identifier: 'innenstadt',
    name: 'Filiale Innenstadt',
    description: '',
    street: 'Maria-Theresien-Straße 10',
    zipCode: '6020',
    city: 'Innsbruck',
    phone: '',
    email: '',
    website: '',
    longitude: null,
    latitude: null,
    keywords: '',
    tags: [],
    images: [],
    logo: null,
    division: null,
    isEnabled: true,
    isPublic: true,
    openingHours: [],
    deliveryHours: [],
    isDeliveryHoursEnabled: false,
    isDeliveryEnabled: true,
    isTakeawayEnabled: true,
    isDineInEnabled: true,
    isPreorderEnabled: false,
    isTableSelectionEnabled: false,
    isAppointmentRequired: false,
    isQuotationRequired: false,
    isCashEnabled: true,
    isATMCardEnabled: false,
    isHydroAGVoucherEnabled: false,
    isMollieEnabled: false,
    isDatatransEnabled: false,
    isDeliveryEmailRequired: false,
    isDineInEmailRequired: false,
    isTakeawayEmailRequired: false,
    isDeliveryPhoneRequired: false,
    isDineInPhoneRequired: false,
    isTakeawayPhoneRequired: false,
    isDeliveryAddressRequired: false,
    isDineInAddressRequired: false,
    isTakeawayAddressRequired: false,
    orderableFrom: '',
    closedMessage: '',
    deliveryAreas: [
      {
        id: 5,
        area: '6020 Innsbruck',
        price: 3.5,
        tax: 20,
        free: false,
        freeFromOrderValue: 40,
        minimumOrderValue: 15,
      },
    ],
    ...overrides,
  };
}

/** A config with every payment flag and no legal texts; tests override what they look at. */
export function makeConfig(overrides: Partial<Config> = {}): Config {
  return {
    shopName: 'Bäckerei Korn',
    businessName: 'Bäckerei Korn GmbH',
    title: 'Unsere Filialen',
    description: '',
    seoTitle: '',
    seoDescription: '',
    website: 'https://korn.example',
    currency: 'EUR',
    street: 'Hauptstraße 1',
    zipCode: '6020',
    city: 'Innsbruck',
    phone: '+43 512 123456',
    email: 'hallo@korn.example',
    vatNo: '',
    termsAndConditions: '',
    termsAndConditionsText: '',
    privacyPolicy: '',
    privacyPolicyText: '',
    imprint: '',
    imprintText: '',
    allergens: '',
    allergensText: '',
    defaultDeliveryMethod: 'takeaway',
    enablePluginPWA: false,
    enablePluginMapbox: false,
    enablePluginToolbar: false,
    enablePluginHomePage: false,
    enablePluginSearch: false,
    enablePluginTags: false,
    enablePluginCategoryBar: false,
    mapboxZoom: 0,
    mapboxPitch: 0,
    mapboxBearing: 0,
    isSmsEnabled: false,
    isDonationEnabled: false,
    isCashEnabled: true,
    isATMCardEnabled: true,
    isHydroAGVoucherEnabled: true,
    isMollieEnabled: true,
    isDatatransEnabled: true,
    isOrderReviewEnabled: false,
    isFrontDeskEnabled: false,
    isTicketEnabled: false,
    metaTitle: '',
    metaDescription: '',
    metaUrl: '',
    metaImage: null,
    ogTitle: '',
    ogDescription: '',
    ogUrl: '',
    ogImage: null,
    twitterTitle: '',
    twitterDescription: '',
    twitterUrl: '',
    twitterImage: null,
    themeColor: '#C49560',
    adPixelId: '',
    primaryColor: '#C49560',
    backgroundColor: '#FAFAFA',
    fontFamily: '',
    borderRadius: '1.2rem',
    logo: null,
    favicon: null,
    shareImage: null,
    ...overrides,
  };
}

/** A takeaway order form that passes every check of a branch made by `makeBranch()`. */
export function makeOrderForm(overrides: Partial<OrderForm> = {}): OrderForm {
  return {
    ...emptyOrderForm(1),
    firstName: 'Anna',
    lastName: 'Berger',
    legalInstructions: true,
    privacyPolicy: true,
    ...overrides,
  };
}

/** A public default page. */
export function makeSite(overrides: Partial<Site> = {}): Site {
  return {
    id: 1,
    path: '/site/ueber-uns',
    name: 'Über uns',
    title: 'Über uns',
    description: '',
    type: 'default',
    isPublic: true,
    image: null,
    content: [],
    ...overrides,
  };
}

/** An enabled navigation item without children. */
export function makeNavItem(overrides: Partial<NavigationItem> = {}): NavigationItem {
  return {
    type: 'home',
    target: null,
    label: 'Start',
    isEnabled: true,
    children: [],
    ...overrides,
  };
}

/** A 1600 px wide JPEG. */
export function makeImage(overrides: Partial<Image> = {}): Image {
  return { id: 12, version: 3, extension: 'jpg', width: 1600, height: 900, alt: '', ...overrides };
}

/** An uploaded PDF. */
export function makeUpload(overrides: Partial<Upload> = {}): Upload {
  return {
    id: 7,
    version: 2,
    extension: 'pdf',
    publicHash: '0123456789abcdef0123456789abcdef',
    mimeType: 'application/pdf',
    name: 'Torte.pdf',
    size: 1024,
    ...overrides,
  };
}
