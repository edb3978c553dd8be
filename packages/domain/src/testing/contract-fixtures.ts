import type { Me } from '../contract/auth.js';
import type { AlternativeUnit, Category, ConfigPart, Menu, Product } from '../contract/catalog.js';
import type { Image, Upload } from '../contract/common.js';
import type { Config, Navigation, NavigationItem, Site } from '../contract/content.js';
import type { Order, OrderForm, OrderItem, PublicOrder } from '../contract/ordering.js';
import type { Branch, DeliveryArea } from '../contract/organisation.js';
import type { SignageDevice, SignageDisplay, SignageSegment } from '../contract/signage.js';
import { emptyOrderForm } from '../forms/order-form-rules.js';

/**
 * Complete API contract objects for the tests of every workspace: one factory per type, each
 * `(overrides) => T` with realistic, neutral defaults (what a fresh record of the API holds,
 * switched on only where a shop needs it). A test states every value it relies on as an override.
 * Test support only: reached as `@bestellwerk/domain/testing`, never through the domain barrel.
 */

/** The shop config of a bakery: cash is its only payment method, no plugins, no legal texts. */
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
    breakRule: 'AT',
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
    isATMCardEnabled: false,
    isHydroAGVoucherEnabled: false,
    isMollieEnabled: false,
    isDatatransEnabled: false,
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
    timeZone: 'Europe/Vienna',
    ...overrides,
  };
}

/** A delivery area: 3.50 € at 20 %, free above 40 €, minimum order 15 €. */
export function makeDeliveryArea(overrides: Partial<DeliveryArea> = {}): DeliveryArea {
  return {
    id: 5,
    area: '6020 Innsbruck',
    price: 3.5,
    tax: 20,
    free: false,
    freeFromOrderValue: 40,
    minimumOrderValue: 15,
    ...overrides,
  };
}

/** An enabled, public branch: takeaway only, cash only, no hours, nothing extra required. */
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
    path: '/site/ueber-uns',
    name: 'Über uns',
    title: 'Über uns',
    description: '',
    type: 'default',
    isPublic: true,
    image: null,
    content: [{ type: 'text', value: { html: '<p>Frisch gebacken, jeden Tag.</p>' } }],
    ...overrides,
  };
}

/** An enabled navigation item to the start page, without children. */
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

/** The public header navigation with one item made by `makeNavItem()`. */
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

/** A signed-in employee of branch 1. */
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
    hasTimeTrackingLink: false,
    timeTrackingLinkCreatedAt: null,
    hasKioskPin: false,
    csrfToken: 'csrf-anna',
    ...overrides,
  };
}

/** An enabled category without schedule, hidden while unavailable. */
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

/** An enabled normal product sold by the piece at a fixed 4.50 €, 10 % tax, no limits. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    uid: 'P-00000000A1',
    name: 'Bauernbrot',
    description: '',
    allergens: [],
    allergenNote: '',
    type: 'normal',
    price: 4.5,
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
    leadTimeType: 'days',
    leadTimeValue: 0,
    bundleProducts: [],
    config: { parts: [] },
    ...overrides,
  };
}

/** An alternative unit (kg, 1000 × the base price) with a fixed model and no limits of its own. */
export function makeAlternativeUnit(overrides: Partial<AlternativeUnit> = {}): AlternativeUnit {
  return {
    unit: 'kg',
    ratio: 1000,
    calculationModel: 'fixed',
    minimumQuantity: null,
    maximumQuantity: null,
    quantityStepSize: null,
    ...overrides,
  };
}

/** A required text part of a configurable product, without options. */
export function makePart(overrides: Partial<ConfigPart> = {}): ConfigPart {
  return {
    name: 'Teil',
    description: '',
    type: 'text',
    optional: false,
    options: [],
    ...overrides,
  };
}

/**
 * A configurable cake at 30 €, its parts in this order: a required size (klein −5 €, groß +10 €),
 * optional extras (Kerzen +2 €, Deko +3,50 €), an optional inscription and an optional photo.
 */
export function makeConfigurableProduct(overrides: Partial<Product> = {}): Product {
  return makeProduct({
    name: 'Torte',
    type: 'configurable',
    price: 30,
    config: {
      parts: [
        makePart({
          name: 'Größe',
          type: 'select',
          options: [
            { name: 'klein', modifier: 'subtract', value: 5 },
            { name: 'groß', modifier: 'add', value: 10 },
          ],
        }),
        makePart({
          name: 'Extras',
          type: 'multiselect',
          optional: true,
          options: [
            { name: 'Kerzen', modifier: 'add', value: 2 },
            { name: 'Deko', modifier: 'add', value: 3.5 },
          ],
        }),
        makePart({ name: 'Aufschrift', type: 'text', optional: true }),
        makePart({ name: 'Foto', type: 'image', optional: true }),
      ],
    },
    ...overrides,
  });
}

/** An empty menu of branch 1, available since 2026-01-01. */
export function makeMenu(overrides: Partial<Menu> = {}): Menu {
  return {
    id: 1,
    name: 'Standard',
    availableFrom: '2026-01-01T00:00:00.000Z',
    branches: [1],
    catalog: [],
    ...overrides,
  };
}

/** A takeaway order form for branch 1 that passes every check of a branch made by `makeBranch()`. */
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

/** An open takeaway order paid in cash, as the customer's status page reads it. */
export function makePublicOrder(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return {
    id: 1,
    uid: 'u1',
    hash: 'h1',
    ticketNumber: 42,
    paymentMethod: 'cash',
    appointmentDate: null,
    appointment: null,
    counterAppointment: null,
    rejectionMessage: '',
    tableIdentifier: null,
    questionnaireRating: null,
    branch: { id: 1 },
    paymentRedirectUrl: null,
    isConfirmed: false,
    isCompleted: false,
    isRejected: false,
    isCanceled: false,
    isFailed: false,
    isDelivery: false,
    isDineIn: false,
    isInDelivery: false,
    isDelivered: false,
    isPaid: false,
    isRefunded: false,
    createdAt: '2026-11-20T08:30:00.000Z',
    items: [],
    pricing: { gross: 0, totalNet: 0, totalGross: 0, deliveryGross: 0, taxes: {} },
    ...overrides,
  };
}

/** The same order as staff read it: the public view plus the customer's form and bookkeeping. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const {
    branch: _branch,
    table: _table,
    appointmentDate: _appointmentDate,
    paymentMethod: _paymentMethod,
    donatee: _donatee,
    ...form
  } = makeOrderForm();
  return {
    ...makePublicOrder(),
    ...form,
    donatee: null,
    isEnteredByStaff: false,
    businessDay: '2026-11-20',
    updatedAt: '2026-11-20T08:30:00.000Z',
    uploads: [],
    questionnaire: null,
    ...overrides,
  };
}

/** One ordered item: two pizzas at 9,50 €. */
export function makeOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    index: 0,
    product: { id: 7 },
    productUid: 'p7',
    name: 'Pizza Margherita',
    amount: 2,
    unit: 'piece',
    parts: [],
    calculationModel: 'fixed',
    isPriceHidden: false,
    unitPrice: 9.5,
    gross: 19,
    net: 17.27,
    taxRate: 10,
    ...overrides,
  };
}

/** A 1600 × 900 JPEG. */
export function makeImage(overrides: Partial<Image> = {}): Image {
  return { id: 12, version: 3, extension: 'jpg', width: 1600, height: 900, alt: '', ...overrides };
}

/** An uploaded 1 KiB PDF. */
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

/** An enabled 10-second text segment without daypart. */
export function makeSignageSegment(overrides: Partial<SignageSegment> = {}): SignageSegment {
  return {
    id: 1,
    name: 'Willkommen',
    type: 'text',
    duration: 10,
    content: { html: '<p>Willkommen</p>' },
    daypart: null,
    isEnabled: true,
    ...overrides,
  };
}

/** A landscape TV of branch 1 showing stream 1, online. */
export function makeSignageDevice(overrides: Partial<SignageDevice> = {}): SignageDevice {
  return {
    id: 1,
    identifier: 'wien-theke',
    name: 'TV Theke',
    branch: { id: 1 },
    stream: { id: 1 },
    orientation: 'landscape',
    lastSeenAt: null,
    currentSegment: null,
    isOnline: true,
    ...overrides,
  };
}

/**
 * The display of `makeSignageDevice()` with the given segments in one stream without dayparts,
 * an empty catalog and media, no pickup tickets, Vienna time, prices valid for 12 hours.
 */
export function makeSignageDisplay(
  segments: SignageSegment[] = [makeSignageSegment()],
  overrides: Partial<SignageDisplay> = {},
): SignageDisplay {
  return {
    device: makeSignageDevice(),
    stream: {
      id: 1,
      name: 'Theke',
      segments: segments.map(({ id }) => ({ id })),
      entries: segments.map(({ id }) => ({ segment: { id }, daypart: null })),
      isEnabled: true,
    },
    segments,
    playlist: segments.map((segment) => ({ segment, daypart: null })),
    catalog: { menus: [], categories: [], products: [] },
    images: [],
    uploads: [],
    imageTemplates: [],
    pickupTickets: [],
    timeZone: 'Europe/Vienna',
    priceMaxAgeHours: 12,
    generatedAt: '2026-11-23T08:00:00.000Z',
    version: '1',
    ...overrides,
  };
}
