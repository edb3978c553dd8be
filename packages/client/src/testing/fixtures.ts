import type {
  Branch,
  Category,
  Config,
  Me,
  Navigation,
  NavigationItem,
  Product,
  Site,
} from '@bestellwerk/domain';

/** A complete Config with the spec's defaults; tests override what they look at. */
export function makeConfig(overrides: Partial<Config> = {}): Config {
  return {
    shopName: 'Bäckerei Korn',
    businessName: 'Bäckerei Korn GmbH',
    title: 'Unsere Filialen',
    description: '<p>Frisch gebacken, jeden Tag.</p>',
    seoTitle: '',
    seoDescription: '',
    website: 'https://korn.example',
    currency: 'EUR',
    street: 'Hauptstraße 1',
    zipCode: '6020',
    city: 'Innsbruck',
    phone: '+43 512 123456',
    email: 'hallo@korn.example',
    vatNo: 'ATU12345678',
    termsAndConditions: 'https://korn.example/agb',
    termsAndConditionsText: '',
    privacyPolicy: 'https://korn.example/datenschutz',
    privacyPolicyText: '',
    imprint: 'https://korn.example/impressum',
    imprintText: '',
    allergens: 'https://korn.example/allergene',
    allergensText: '',
    defaultDeliveryMethod: 'takeaway',
    enablePluginPWA: false,
    enablePluginMapbox: false,
    enablePluginToolbar: false,
    enablePluginHomePage: false,
    enablePluginSearch: false,
    enablePluginTags: false,
    enablePluginCategoryBar: false,
    mapboxZoom: 19,
    mapboxPitch: 55,
    mapboxBearing: -85,
    isSmsEnabled: false,
    isDonationEnabled: false,
    isCashEnabled: true,
    isATMCardEnabled: false,
    isHydroAGVoucherEnabled: false,
    isMollieEnabled: false,
    isDatatransEnabled: false,
    isOrderReviewEnabled: false,
    isFrontDeskEnabled: false,
    isTicketEnabled: true,
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

/** An enabled, public takeaway branch. */
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
    isDeliveryEnabled: false,
    isTakeawayEnabled: true,
    isDineInEnabled: false,
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
    deliveryAreas: [],
    ...overrides,
  };
}

/** A public default page with one text item. */
export function makeSite(overrides: Partial<Site> = {}): Site {
  return {
    id: 1,
    path: '/site/imprint',
    name: 'Impressum',
    title: 'Impressum',
    description: '',
    type: 'default',
    isPublic: true,
    image: null,
    content: [{ type: 'text', value: { html: '<p>Bäckerei Korn GmbH</p>' } }],
    ...overrides,
  };
}

/** An enabled navigation item without children. */
export function makeNavItem(overrides: Partial<NavigationItem> = {}): NavigationItem {
  return {
    type: 'home',
    target: null,
    label: 'Startseite',
    isEnabled: true,
    children: [],
    ...overrides,
  };
}

/** A public navigation menu. */
export function makeNavigation(overrides: Partial<Navigation> = {}): Navigation {
  return {
    id: 1,
    identifier: 'header-navigation',
    name: 'Hauptmenü',
    isPublic: true,
    items: [makeNavItem()],
    ...overrides,
  };
}

/** A signed-in employee. */
export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 7,
    username: 'anna',
    email: 'anna@korn.example',
    firstName: 'Anna',
    lastName: 'Berger',
    roles: ['ROLE_EMPLOYEE'],
    branches: [{ id: 1 }],
    isEnabled: true,
    isLocked: false,
    expiresAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    csrfToken: 'csrf-anna',
    ...overrides,
  };
}

/** An enabled, always available category. */
export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 1,
    name: 'Brot',
    description: '',
    image: null,
    isEnabled: true,
    schedule: null,
    isVisibleWhenUnavailable: false,
    ...overrides,
  };
}

/** An enabled normal product sold by the piece. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    uid: 'p-1',
    name: 'Bauernbrot',
    description: '',
    allergens: [],
    allergenNote: '',
    type: 'normal',
    price: 4.2,
    unit: 'piece',
    alternativeUnits: [],
    minimumQuantity: null,
    maximumQuantity: null,
    quantityStepSize: null,
    defaultQuantity: null,
    defaultUnit: null,
    calculationModel: 'fixed',
    tax: 10,
    takeawayTax: 10,
    dineInTax: 10,
    images: [],
    isPriceHidden: false,
    isEnabled: true,
    schedule: null,
    isStepByStep: false,
    isLeadTimeEnabled: false,
    leadTimeType: 'minutes',
    leadTimeValue: 0,
    bundleProducts: [],
    config: { parts: [] },
    ...overrides,
  };
}
