// Organisation of the demo business "Backstube Huber": tags, three branches in Wien, Graz and
// Linz, the division holding them, the tables of the Graz café, departments and the donatees.
import type { OpeningHourEntry, Weekday } from '@bestellwerk/domain';
import type {
  SeedBranch,
  SeedDepartment,
  SeedDivision,
  SeedDonatee,
  SeedTable,
  SeedTag,
} from './seed-types.js';

/** Open on the given weekdays from `from` to `to`. */
function weekdays(days: Weekday[], from: string, to: string): OpeningHourEntry[] {
  return days.map((type) => ({ type, date: null, isClosed: false, from, to }));
}

/** Closed all day on the given weekday (explicit entry). */
function closedOn(type: Weekday): OpeningHourEntry {
  return { type, date: null, isClosed: true, from: '00:00', to: '23:59' };
}

/** Closed all day on a calendar date (holiday). */
function closedOnce(date: string): OpeningHourEntry {
  return { type: 'once', date, isClosed: true, from: '00:00', to: '23:59' };
}

/** Special hours on a calendar date. */
function openOnce(date: string, from: string, to: string): OpeningHourEntry {
  return { type: 'once', date, isClosed: false, from, to };
}

const MON_FRI: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** Holidays all branches close on. */
const CHRISTMAS_HOLIDAYS: OpeningHourEntry[] = [
  closedOnce('2026-12-25'),
  closedOnce('2026-12-26'),
  closedOnce('2027-01-01'),
];

export const tags: SeedTag[] = [
  { key: 'lieferung', name: 'Lieferung', image: null },
  { key: 'sitzplaetze', name: 'Sitzplätze', image: null },
  { key: 'gastgarten', name: 'Gastgarten', image: null },
  { key: 'parkplatz', name: 'Parkplatz', image: null },
  { key: 'barrierefrei', name: 'Barrierefrei', image: null },
  { key: 'vegan-angebot', name: 'Vegan-Angebot', image: null },
  { key: 'vorbestellung', name: 'Vorbestellung', image: null },
];

/** Flags every branch shares; each branch overrides what differs. */
const BRANCH_DEFAULTS = {
  website: 'https://www.backstube-huber.example',
  logo: null,
  isEnabled: true,
  isPublic: true,
  isQuotationRequired: false,
  isCashEnabled: true,
  isHydroAGVoucherEnabled: false,
  isDatatransEnabled: false,
  isDeliveryEmailRequired: true,
  isDineInEmailRequired: false,
  isTakeawayEmailRequired: true,
  isDeliveryPhoneRequired: true,
  isDineInPhoneRequired: false,
  isTakeawayPhoneRequired: true,
  isDeliveryAddressRequired: true,
  isDineInAddressRequired: false,
  isTakeawayAddressRequired: false,
} as const;

/** Wien Neubau: takeaway and delivery by cargo bike, card and online payment. */
const wien: SeedBranch = {
  ...BRANCH_DEFAULTS,
  key: 'wien-neubau',
  identifier: 'wien-neubau',
  name: 'Backstube Huber Wien-Neubau',
  description:
    '<p>Unsere Wiener Filiale mitten im 7. Bezirk, nur wenige Schritte von der Mariahilfer Straße. ' +
    'Frisches Gebäck ab halb sieben, Frühstück zum Mitnehmen und Zustellung per Lastenrad in Neubau und den Nachbarbezirken.</p>',
  street: 'Neubaugasse 38',
  zipCode: '1070',
  city: 'Wien',
  phone: '+43 1 523 47 11',
  email: 'wien@backstube-huber.example',
  latitude: 48.20053,
  longitude: 16.34928,
  keywords:
    'Neubau, 7. Bezirk, 1070, Mariahilf, 1060, Josefstadt, 1080, Spittelberg, Siebensterngasse, Mariahilfer Straße',
  tags: ['lieferung', 'barrierefrei', 'vegan-angebot'],
  openingHours: [
    ...weekdays(MON_FRI, '06:30', '18:30'),
    ...weekdays(['saturday'], '07:00', '13:00'),
    ...weekdays(['sunday'], '08:00', '12:00'),
    openOnce('2026-12-24', '07:00', '12:00'),
    openOnce('2026-12-31', '07:00', '14:00'),
    ...CHRISTMAS_HOLIDAYS,
  ],
  deliveryHours: [
    ...weekdays(MON_FRI, '08:00', '17:30'),
    ...weekdays(['saturday'], '08:00', '12:00'),
    closedOn('sunday'),
    closedOnce('2026-12-24'),
    closedOnce('2026-12-31'),
    ...CHRISTMAS_HOLIDAYS,
  ],
  isDeliveryHoursEnabled: true,
  isDeliveryEnabled: true,
  isTakeawayEnabled: true,
  isDineInEnabled: false,
  isPreorderEnabled: false,
  isTableSelectionEnabled: false,
  isAppointmentRequired: false,
  isATMCardEnabled: true,
  isMollieEnabled: true,
  orderableFrom: '',
  closedMessage:
    'Unsere Filiale in der Neubaugasse hat gerade geschlossen. Morgen früh sind wir wieder für Sie da.',
  deliveryAreas: [
    {
      area: '1070 Neubau',
      price: 0,
      tax: 10,
      free: true,
      freeFromOrderValue: null,
      minimumOrderValue: 15,
    },
    {
      area: '1060 Mariahilf, 1080 Josefstadt',
      price: 2.9,
      tax: 10,
      free: false,
      freeFromOrderValue: 40,
      minimumOrderValue: 20,
    },
    {
      area: '1150 Rudolfsheim-Fünfhaus, 1160 Ottakring',
      price: 4.9,
      tax: 10,
      free: false,
      freeFromOrderValue: null,
      minimumOrderValue: 30,
    },
  ],
};

/** Graz Innere Stadt: café with table service and takeaway. */
const graz: SeedBranch = {
  ...BRANCH_DEFAULTS,
  key: 'graz-innere-stadt',
  identifier: 'graz-innere-stadt',
  name: 'Backstube Huber Café Graz',
  description:
    '<p>Unser Kaffeehaus in der Sporgasse am Fuß des Schloßbergs: Frühstück, Mehlspeisen aus der eigenen Konditorei und ein Gastgarten im ruhigen Innenhof. ' +
    'Bestellen Sie direkt am Tisch über den QR-Code oder zum Mitnehmen.</p>',
  street: 'Sporgasse 14',
  zipCode: '8010',
  city: 'Graz',
  phone: '+43 316 82 19 40',
  email: 'graz@backstube-huber.example',
  latitude: 47.07276,
  longitude: 15.43829,
  keywords: 'Innere Stadt, 8010, Schloßberg, Hauptplatz, Sporgasse, Geidorf, Altstadt',
  tags: ['sitzplaetze', 'gastgarten', 'barrierefrei', 'vegan-angebot'],
  openingHours: [
    ...weekdays(MON_FRI, '07:00', '19:00'),
    ...weekdays(['saturday'], '07:30', '18:00'),
    ...weekdays(['sunday'], '08:30', '13:00'),
    openOnce('2026-12-24', '07:30', '13:00'),
    openOnce('2026-12-31', '07:30', '15:00'),
    ...CHRISTMAS_HOLIDAYS,
  ],
  deliveryHours: [],
  isDeliveryHoursEnabled: false,
  isDeliveryEnabled: false,
  isTakeawayEnabled: true,
  isDineInEnabled: true,
  isPreorderEnabled: false,
  isTableSelectionEnabled: true,
  isAppointmentRequired: false,
  isATMCardEnabled: true,
  isMollieEnabled: false,
  isTakeawayEmailRequired: false,
  orderableFrom: '',
  closedMessage:
    'Unser Café in der Sporgasse hat gerade geschlossen. Wir freuen uns auf Ihren Besuch!',
  deliveryAreas: [],
};

/** Linz Urfahr: the original shop next to the main bakery; takeaway and preorders only. */
const linz: SeedBranch = {
  ...BRANCH_DEFAULTS,
  key: 'linz-urfahr',
  identifier: 'linz-urfahr',
  name: 'Backstube Huber Linz-Urfahr',
  description:
    '<p>Hier hat 1962 alles begonnen: unser Stammhaus in Alt-Urfahr, direkt neben der Backstube. ' +
    'Bestellen Sie Brot, Gebäck und Torten vor und holen Sie alles zur gewünschten Zeit frisch ab.</p>',
  street: 'Hauptstraße 41',
  zipCode: '4040',
  city: 'Linz',
  phone: '+43 732 73 18 62',
  email: 'linz@backstube-huber.example',
  latitude: 48.31163,
  longitude: 14.28452,
  keywords: 'Urfahr, 4040, Alt-Urfahr, Linz-Nord, Pöstlingberg, Nibelungenbrücke, Mühlviertel',
  tags: ['parkplatz', 'vorbestellung'],
  openingHours: [
    ...weekdays(MON_FRI, '06:00', '18:00'),
    ...weekdays(['saturday'], '06:00', '12:00'),
    closedOn('sunday'),
    openOnce('2026-12-24', '06:00', '12:00'),
    ...CHRISTMAS_HOLIDAYS,
    closedOnce('2027-01-06'),
  ],
  deliveryHours: [],
  isDeliveryHoursEnabled: false,
  isDeliveryEnabled: false,
  isTakeawayEnabled: true,
  isDineInEnabled: false,
  isPreorderEnabled: true,
  isTableSelectionEnabled: false,
  isAppointmentRequired: true,
  isATMCardEnabled: false,
  isMollieEnabled: false,
  orderableFrom: '05:30',
  closedMessage:
    'Unser Stammhaus in Urfahr hat gerade geschlossen. Vorbestellungen nehmen wir trotzdem jederzeit gerne entgegen – wählen Sie einfach Ihren Abholtermin.',
  deliveryAreas: [],
};

export const branches: SeedBranch[] = [wien, graz, linz];

export const divisions: SeedDivision[] = [
  {
    key: 'backstube-huber',
    identifier: 'backstube-huber',
    name: 'Backstube Huber',
    title: 'Unsere Standorte',
    description:
      '<p>Seit 1962 backen wir in dritter Generation mit Natursauerteig, viel Zeit und Mehl aus dem Mühlviertel. ' +
      'Wählen Sie Ihre Filiale in Wien, Graz oder Linz und bestellen Sie online zum Abholen, zur Lieferung oder direkt an Ihren Tisch.</p>',
    branches: ['wien-neubau', 'graz-innere-stadt', 'linz-urfahr'],
  },
];

/** Tables of the Graz café, T1–T8. */
export const tables: SeedTable[] = Array.from({ length: 8 }, (_, index) => {
  const number = index + 1;
  return {
    key: `graz-t${number}`,
    identifier: `T${number}`,
    name: `Tisch ${number}`,
    branch: 'graz-innere-stadt',
  };
});

export const departments: SeedDepartment[] = [
  {
    key: 'wien-verkauf',
    name: 'Verkauf',
    description: 'Theke und Kassa in der Neubaugasse.',
    branch: 'wien-neubau',
  },
  {
    key: 'wien-cafe',
    name: 'Café',
    description: 'Kaffeebar und Frühstück zum Mitnehmen.',
    branch: 'wien-neubau',
  },
  {
    key: 'wien-lieferservice',
    name: 'Lieferservice',
    description: 'Zustellung per Lastenrad in die Wiener Liefergebiete.',
    branch: 'wien-neubau',
  },
  {
    key: 'graz-backstube',
    name: 'Backstube',
    description: 'Filialbackstube für Frühstücksgebäck und Mehlspeisen.',
    branch: 'graz-innere-stadt',
  },
  {
    key: 'graz-verkauf',
    name: 'Verkauf',
    description: 'Theke, Kassa und Abholung.',
    branch: 'graz-innere-stadt',
  },
  {
    key: 'graz-cafe',
    name: 'Café',
    description: 'Service im Kaffeehaus und im Gastgarten.',
    branch: 'graz-innere-stadt',
  },
  {
    key: 'linz-backstube',
    name: 'Backstube',
    description: 'Zentrale Backstube: Brot und Gebäck für alle Filialen.',
    branch: 'linz-urfahr',
  },
  {
    key: 'linz-konditorei',
    name: 'Konditorei',
    description: 'Torten, Mehlspeisen und Weihnachtsbäckerei.',
    branch: 'linz-urfahr',
  },
  {
    key: 'linz-verkauf',
    name: 'Verkauf',
    description: 'Theke und Ausgabe der Vorbestellungen.',
    branch: 'linz-urfahr',
  },
];

/** Invented charities; any likeness to real organisations is unintended. */
export const donatees: SeedDonatee[] = [
  {
    key: 'fruehstueckstisch-linz',
    identifier: 'fruehstueckstisch-linz',
    name: 'Verein Frühstückstisch Linz',
    description:
      'Ehrenamtliche bereiten an sechs Tagen pro Woche ein warmes Frühstück für wohnungslose Menschen zu. Wir spenden zusätzlich unser Brot vom Vortag.',
    // No bank account: the charities are invented.
    iban: '',
    bic: '',
  },
  {
    key: 'buecherbruecke-steiermark',
    identifier: 'buecherbruecke-steiermark',
    name: 'Bücherbrücke Steiermark',
    description:
      'Lesepatinnen und Lesepaten besuchen Volksschulen in Graz und Umgebung und lesen mit Kindern, die zu Hause wenig Unterstützung bekommen.',
    // No bank account: the charities are invented.
    iban: '',
    bic: '',
  },
  {
    key: 'obstgarten-zukunft',
    identifier: 'obstgarten-zukunft',
    name: 'Initiative Obstgarten Zukunft',
    description:
      'Pflanzt und pflegt Streuobstwiesen mit alten Apfel- und Birnensorten im Mühlviertel und in der Oststeiermark – für Artenvielfalt und gutes Obst.',
    // No bank account: the charities are invented.
    iban: '',
    bic: '',
  },
];
