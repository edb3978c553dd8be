// The product range of Backstube Huber, grouped by the category it is listed under in the menus.
// uids: P-<category number><running number>, e.g. P-0203 = third product of category 02 (Gebäck).
//
// Taxes (Austria): food 10 % for every order type; beverages 20 % for every order type.
// One deliberate exception exercises the per-mode split: 'heisse-schokolade' (a milk drink)
// has tax 10 / takeawayTax 10 / dineInTax 20. The bundle 'fruehstueck-fuer-zwei' contains
// drinks but is taxed as food (simplified).
import type { ConfigPart, OpeningHourEntry } from '@bestellwerk/domain';
import type { SeedProduct } from './seed-types.js';

const FOOD_TAX = 10;
const DRINK_TAX = 20;

type ProductInput = Pick<
  SeedProduct,
  'key' | 'uid' | 'name' | 'description' | 'price' | 'allergens'
> &
  Partial<Omit<SeedProduct, 'tax' | 'takeawayTax' | 'dineInTax'>> & {
    /** Rates for delivery, takeaway and dine-in; defaults to food (10 % everywhere). */
    taxes?: { tax: number; takeawayTax: number; dineInTax: number };
  };

function rates(rate: number) {
  return { tax: rate, takeawayTax: rate, dineInTax: rate };
}

/** A product with the defaults of a plain item sold by the piece. */
function product({ taxes = rates(FOOD_TAX), ...input }: ProductInput): SeedProduct {
  return {
    allergenNote: '',
    type: 'normal',
    unit: 'piece',
    alternativeUnits: [],
    minimumQuantity: null,
    maximumQuantity: null,
    quantityStepSize: null,
    defaultQuantity: null,
    defaultUnit: null,
    calculationModel: 'fixed',
    isPriceHidden: false,
    isEnabled: true,
    schedule: null,
    isStepByStep: false,
    isLeadTimeEnabled: false,
    leadTimeType: 'days',
    leadTimeValue: 0,
    bundleProducts: [],
    config: { parts: [] },
    ...taxes,
    ...input,
  };
}

/** A beverage: 20 % for every order type. */
function drink(input: ProductInput): SeedProduct {
  return product({ taxes: rates(DRINK_TAX), ...input });
}

function daily(from: string, to: string): OpeningHourEntry {
  return { type: 'daily', date: null, isClosed: false, from, to };
}

/** Cakes are made to order: two days' notice. */
const CAKE_LEAD_TIME = {
  isLeadTimeEnabled: true,
  leadTimeType: 'days',
  leadTimeValue: 2,
} as const;

const CAKE_SIZE: ConfigPart = {
  name: 'Größe',
  description: 'Durchmesser der Torte und ungefähre Anzahl der Stücke.',
  type: 'select',
  optional: false,
  options: [
    { name: 'Ø 18 cm (8 Stück)', modifier: 'add', value: 0 },
    { name: 'Ø 22 cm (12 Stück)', modifier: 'add', value: 12 },
    { name: 'Ø 26 cm (16 Stück)', modifier: 'add', value: 24 },
  ],
};

const CAKE_INSCRIPTION: ConfigPart = {
  name: 'Aufschrift',
  description: 'In Schokoladeschrift auf einem Marzipanplättchen.',
  type: 'text',
  optional: true,
  options: [],
  // What fits on the plate in a readable hand; the dialog counts down to it.
  maxLength: 40,
};

const CAKE_PHOTO: ConfigPart = {
  name: 'Foto für Tortenaufleger',
  description:
    'Wir drucken Ihr Foto auf eine essbare Zuckerplatte (JPG oder PNG, möglichst im Querformat). Im Preis inbegriffen.',
  type: 'image',
  optional: true,
  options: [],
};

// ---------------------------------------------------------------------------------------------
// 01 Brot
// ---------------------------------------------------------------------------------------------
export const brot: SeedProduct[] = [
  product({
    key: 'bauernbrot',
    uid: 'P-0101',
    name: 'Bauernbrot',
    description:
      'Kräftiges Roggenmischbrot aus Natursauerteig mit Kümmel, Fenchel und Koriander, im Steinofen gebacken. Wir schneiden vom großen Laib, verrechnet wird nach tatsächlichem Gewicht.',
    allergens: ['A'],
    price: 6.8,
    unit: 'kg',
    calculationModel: 'approximate',
    minimumQuantity: 0.5,
    maximumQuantity: 5,
    quantityStepSize: 0.25,
    defaultQuantity: 1,
    defaultUnit: 'kg',
    alternativeUnits: [
      {
        unit: 'g',
        ratio: 0.001,
        calculationModel: 'approximate',
        minimumQuantity: 500,
        maximumQuantity: 5000,
        quantityStepSize: 250,
      },
    ],
  }),
  product({
    key: 'roggenbrot',
    uid: 'P-0102',
    name: 'Roggenbrot (1 kg)',
    description: 'Reines Roggenbrot mit 24 Stunden gereiftem Sauerteig – saftig und lange frisch.',
    allergens: ['A'],
    price: 5.9,
  }),
  product({
    key: 'dinkelvollkornbrot',
    uid: 'P-0103',
    name: 'Dinkelvollkornbrot (750 g)',
    description:
      'Aus frisch gemahlenem Dinkelvollkornmehl mit Sonnenblumenkernen und Sesam, ganz ohne Hefe gebacken.',
    allergens: ['A', 'N'],
    price: 5.4,
  }),
  product({
    key: 'schwarzbrot',
    uid: 'P-0104',
    name: 'Schwarzbrot (500 g)',
    description: 'Dunkles Roggenschrotbrot nach Mühlviertler Art mit Malz und Brotgewürz.',
    allergens: ['A'],
    price: 4.2,
  }),
  product({
    key: 'kuerbiskernbrot',
    uid: 'P-0105',
    name: 'Kürbiskernbrot (750 g)',
    description:
      'Weizen-Roggen-Brot mit gerösteten steirischen Kürbiskernen und einem Schuss Kürbiskernöl.',
    allergens: ['A'],
    price: 5.6,
  }),
  product({
    key: 'walnussbrot',
    uid: 'P-0106',
    name: 'Walnussbrot (500 g)',
    description: 'Lockeres Weizenmischbrot mit reichlich Walnüssen – passt wunderbar zu Käse.',
    allergens: ['A', 'H'],
    price: 5.8,
  }),
  product({
    key: 'buttertoast',
    uid: 'P-0107',
    name: 'Buttertoast (500 g)',
    description: 'Feinporiges Toastbrot mit Butter, in Scheiben geschnitten.',
    allergens: ['A', 'G'],
    price: 3.2,
  }),
];

// ---------------------------------------------------------------------------------------------
// 02 Gebäck
// ---------------------------------------------------------------------------------------------
export const gebaeck: SeedProduct[] = [
  product({
    key: 'semmel',
    uid: 'P-0201',
    name: 'Semmel',
    description: 'Die klassische Semmel: außen resch, innen flaumig.',
    allergens: ['A'],
    price: 0.55,
  }),
  product({
    key: 'kaisersemmel',
    uid: 'P-0202',
    name: 'Kaisersemmel (handgeschlagen)',
    description:
      'Von Hand geschlagen und mit lange geführtem Vorteig gebacken – das Original mit dem typischen Stern.',
    allergens: ['A'],
    price: 0.75,
  }),
  product({
    key: 'mohnflesserl',
    uid: 'P-0203',
    name: 'Mohnflesserl',
    description: 'Geflochtenes Weizengebäck, großzügig mit Graumohn bestreut.',
    allergens: ['A'],
    price: 0.85,
  }),
  product({
    key: 'salzstangerl',
    uid: 'P-0204',
    name: 'Salzstangerl',
    description: 'Knuspriges Stangerl mit grobem Salz und ganzem Kümmel.',
    allergens: ['A'],
    price: 0.85,
  }),
  product({
    key: 'kornspitz',
    uid: 'P-0205',
    name: 'Kornspitz',
    description:
      'Roggen-Vollkorn-Gebäck mit Leinsamen, Soja und Sesam, bestreut mit Kümmel und Salz.',
    allergens: ['A', 'F', 'N'],
    price: 0.95,
  }),
  product({
    key: 'laugenbrezel',
    uid: 'P-0206',
    name: 'Laugenbrezel',
    description: 'In Lauge getaucht und mit grobem Salz gebacken.',
    allergens: ['A'],
    price: 1.2,
  }),
  product({
    key: 'buttercroissant',
    uid: 'P-0207',
    name: 'Buttercroissant',
    description: 'Mit österreichischer Butter tourniert, blättrig und goldbraun.',
    allergens: ['A', 'C', 'G'],
    price: 1.5,
  }),
  product({
    key: 'topfengolatsche',
    uid: 'P-0208',
    name: 'Topfengolatsche',
    description: 'Blätterteig, gefüllt mit Topfencreme und Rosinen, mit Staubzucker bestreut.',
    allergens: ['A', 'C', 'G'],
    price: 2.4,
  }),
  product({
    key: 'nussbeugel',
    uid: 'P-0209',
    name: 'Nussbeugel',
    description: 'Mürber Germteig mit saftiger Walnussfülle, nach altem Familienrezept.',
    allergens: ['A', 'C', 'G', 'H'],
    price: 2.6,
  }),
  product({
    key: 'krapfen',
    uid: 'P-0210',
    name: 'Krapfen',
    description: 'Flaumiger Germteigkrapfen mit Marillenmarmelade und Staubzucker.',
    allergens: ['A', 'C', 'G'],
    price: 1.9,
  }),
  product({
    key: 'zimtschnecke',
    uid: 'P-0211',
    name: 'Zimtschnecke',
    description: 'Germteigschnecke mit Zimt, braunem Zucker und Vanilleglasur.',
    allergens: ['A', 'C', 'G'],
    price: 2.3,
  }),
];

// ---------------------------------------------------------------------------------------------
// 03 Torten & Mehlspeisen
// ---------------------------------------------------------------------------------------------
export const torten: SeedProduct[] = [
  product({
    key: 'sachertorte-stueck',
    uid: 'P-0301',
    name: 'Sachertorte (Stück)',
    description:
      'Saftige Schokoladetorte mit Marillenmarmelade und Schokoladeglasur, dazu auf Wunsch Schlagobers.',
    allergens: ['A', 'C', 'F', 'G'],
    price: 4.9,
  }),
  product({
    key: 'esterhazy-schnitte',
    uid: 'P-0302',
    name: 'Esterházy-Schnitte',
    description:
      'Fünf Lagen Haselnuss-Baiser mit Vanille-Buttercreme und der typischen Fondant-Marmorierung. Ohne Mehl gebacken.',
    allergens: ['C', 'G', 'H'],
    price: 4.6,
  }),
  product({
    key: 'malakofftorte-stueck',
    uid: 'P-0303',
    name: 'Malakofftorte (Stück)',
    description: 'In Rum getränkte Biskotten, Mandel-Oberscreme und ein Hauch Vanille.',
    allergens: ['A', 'C', 'G', 'H'],
    price: 4.6,
  }),
  product({
    key: 'linzer-torte-stueck',
    uid: 'P-0304',
    name: 'Linzer Torte (Stück)',
    description:
      'Mürbteig mit Haselnüssen und Zimt, gefüllt mit Ribiselmarmelade und dem klassischen Gitter.',
    allergens: ['A', 'C', 'G', 'H'],
    price: 3.9,
  }),
  product({
    key: 'punschkrapferl',
    uid: 'P-0305',
    name: 'Punschkrapferl',
    description:
      'Biskuitwürfel mit Nougat, Marillenmarmelade und Rum, überzogen mit rosa Punschglasur.',
    allergens: ['A', 'C', 'G', 'H'],
    price: 3.2,
  }),
  product({
    key: 'apfelstrudel',
    uid: 'P-0306',
    name: 'Apfelstrudel',
    description: 'Hauchdünn gezogener Strudelteig mit Äpfeln, Zimt und Rosinen, lauwarm am besten.',
    allergens: ['A', 'C', 'G'],
    price: 3.6,
  }),
  product({
    key: 'topfenstrudel',
    uid: 'P-0307',
    name: 'Topfenstrudel',
    description: 'Cremige Topfenfülle mit Zitronenschale und Rosinen im Butterstrudelteig.',
    allergens: ['A', 'C', 'G'],
    price: 3.8,
  }),
  product({
    key: 'veganer-schokoladekuchen',
    uid: 'P-0308',
    name: 'Veganer Schokoladekuchen',
    description:
      'Saftiger Schokoladekuchen mit Haferdrink und Sojajoghurt – ganz ohne Ei und Butter.',
    allergens: ['A', 'F'],
    price: 3.9,
  }),
  product({
    key: 'sachertorte-ganz',
    uid: 'P-0309',
    name: 'Sachertorte (ganz)',
    description:
      'Unsere Sachertorte im Ganzen, in der Holzkiste ein schönes Geschenk. Bitte zwei Tage im Voraus bestellen.',
    allergens: ['A', 'C', 'F', 'G'],
    type: 'configurable',
    price: 36,
    ...CAKE_LEAD_TIME,
    config: {
      parts: [
        CAKE_SIZE,
        CAKE_INSCRIPTION,
        {
          name: 'Extras',
          description: 'Mehrfachauswahl möglich.',
          type: 'multiselect',
          optional: true,
          options: [
            { name: 'Geschenkkiste aus Holz', modifier: 'add', value: 6.5 },
            { name: 'Schlagobers (250 ml)', modifier: 'add', value: 2.9 },
          ],
        },
      ],
    },
  }),
  product({
    key: 'geburtstagstorte',
    uid: 'P-0310',
    name: 'Geburtstagstorte nach Wunsch',
    description:
      'Stellen Sie Ihre Torte Schritt für Schritt zusammen: Größe, Sorte, Aufschrift und auf Wunsch ein Foto als essbarer Aufleger.',
    allergens: ['A', 'C', 'F', 'G', 'H'],
    allergenNote:
      'Die Allergene hängen von der gewählten Sorte ab; Nougat-Krokant enthält Haselnüsse.',
    type: 'configurable',
    price: 39,
    isStepByStep: true,
    ...CAKE_LEAD_TIME,
    config: {
      parts: [
        {
          ...CAKE_SIZE,
          options: [
            ...CAKE_SIZE.options,
            { name: 'Zweistöckig (ca. 30 Stück)', modifier: 'overwrite', value: 149 },
          ],
        },
        {
          name: 'Sorte',
          description: 'Füllung und Creme der Torte.',
          type: 'select',
          optional: false,
          options: [
            { name: 'Schokolade-Obers', modifier: 'add', value: 0 },
            { name: 'Erdbeer-Topfen', modifier: 'add', value: 0 },
            { name: 'Punsch', modifier: 'add', value: 2 },
            { name: 'Nougat-Krokant', modifier: 'add', value: 3 },
          ],
        },
        CAKE_INSCRIPTION,
        CAKE_PHOTO,
        {
          name: 'Extras',
          description: 'Mehrfachauswahl möglich.',
          type: 'multiselect',
          optional: true,
          options: [
            { name: 'Wunderkerzen (3 Stück)', modifier: 'add', value: 2.5 },
            { name: 'Glückwunschkarte aus Schokolade', modifier: 'add', value: 3.5 },
            { name: 'Marzipanfigur nach Wahl', modifier: 'add', value: 4.9 },
          ],
        },
        {
          name: 'Anmerkungen',
          description: 'Farben, Motiv oder sonstige Wünsche.',
          type: 'textarea',
          optional: true,
          options: [],
        },
      ],
    },
  }),
  product({
    key: 'hochzeitstorte',
    uid: 'P-0311',
    name: 'Hochzeitstorte nach Wunsch',
    description:
      'Wir gestalten Ihre Hochzeitstorte ganz nach Ihren Vorstellungen. Nach Ihrer Anfrage melden wir uns für ein Beratungsgespräch mit Verkostung und einem verbindlichen Angebot.',
    allergens: ['A', 'C', 'G', 'H'],
    allergenNote: 'Die endgültigen Allergene richten sich nach den gewählten Sorten.',
    type: 'configurable',
    price: 180,
    calculationModel: 'minimum',
    isPriceHidden: true,
    isLeadTimeEnabled: true,
    leadTimeType: 'weeks',
    leadTimeValue: 3,
    config: {
      parts: [
        {
          name: 'Etagen',
          description: 'Ungefähre Stückzahl je nach Aufbau.',
          type: 'select',
          optional: false,
          options: [
            { name: '2 Etagen (ca. 40 Stück)', modifier: 'add', value: 0 },
            { name: '3 Etagen (ca. 70 Stück)', modifier: 'add', value: 120 },
            { name: '4 Etagen (ca. 100 Stück)', modifier: 'add', value: 260 },
          ],
        },
        {
          name: 'Hochzeitsdatum',
          description: 'Datum und Ort der Feier.',
          type: 'text',
          optional: false,
          options: [],
        },
        {
          name: 'Ihre Wünsche',
          description: 'Anzahl der Gäste, Geschmacksrichtungen, Farben und Dekoration.',
          type: 'textarea',
          optional: false,
          options: [],
        },
        {
          name: 'Inspirationsbilder',
          description: 'Fotos von Torten oder Dekorationen, die Ihnen gefallen.',
          type: 'images',
          optional: true,
          options: [],
        },
      ],
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// 04 Snacks
// ---------------------------------------------------------------------------------------------
export const snacks: SeedProduct[] = [
  product({
    key: 'wurstsemmel',
    uid: 'P-0401',
    name: 'Wurstsemmel',
    description: 'Semmel mit Extrawurst, Essiggurkerl und einem Hauch Senf.',
    allergens: ['A', 'M'],
    price: 3.4,
  }),
  product({
    key: 'leberkaessemmel',
    uid: 'P-0402',
    name: 'Leberkässemmel',
    description: 'Warmer Leberkäse aus der Region in der Semmel, mit süßem oder scharfem Senf.',
    allergens: ['A', 'M'],
    price: 3.9,
  }),
  product({
    key: 'schnitzelsemmel',
    uid: 'P-0403',
    name: 'Schnitzelsemmel',
    description: 'Knuspriges Schweinsschnitzel mit Blattsalat und Zitrone in der Kaisersemmel.',
    allergens: ['A', 'C'],
    price: 6.4,
  }),
  product({
    key: 'schinken-kaese-toast',
    uid: 'P-0404',
    name: 'Schinken-Käse-Toast',
    description: 'Buttertoast mit Beinschinken und Emmentaler, goldbraun getoastet, dazu Ketchup.',
    allergens: ['A', 'G'],
    price: 4.2,
  }),
  product({
    key: 'liptauerbrot',
    uid: 'P-0405',
    name: 'Liptauerbrot',
    description:
      'Bauernbrot mit hausgemachtem Liptauer aus Topfen, Paprika, Senf und Kapern, garniert mit Radieschen.',
    allergens: ['A', 'G', 'M'],
    price: 2.9,
  }),
  product({
    key: 'thunfisch-weckerl',
    uid: 'P-0406',
    name: 'Thunfisch-Weckerl',
    description: 'Vollkornweckerl mit Thunfischcreme, roten Zwiebeln und Blattsalat.',
    allergens: ['A', 'C', 'D', 'M'],
    price: 4.2,
  }),
  product({
    key: 'hummus-weckerl',
    uid: 'P-0407',
    name: 'Hummus-Gemüse-Weckerl (vegan)',
    description: 'Dinkelweckerl mit Kichererbsen-Hummus, gegrilltem Gemüse und Rucola.',
    allergens: ['A', 'N'],
    price: 4.5,
  }),
  product({
    key: 'tagessuppe',
    uid: 'P-0408',
    name: 'Tagessuppe mit Gebäck',
    description:
      'Täglich wechselnd, etwa Rindsuppe mit Frittaten oder Kürbiscremesuppe, dazu ein Stück Gebäck. Von 11 bis 15 Uhr.',
    allergens: ['A', 'C', 'G', 'L'],
    allergenNote: 'Die Allergene hängen von der Suppe des Tages ab – bitte fragen Sie unser Team.',
    price: 4.5,
    unit: 'serving',
    schedule: { startDate: null, endDate: null, hours: [daily('11:00', '15:00')] },
  }),
  product({
    key: 'pizzaschnitte',
    uid: 'P-0409',
    name: 'Pizzaschnitte',
    description: 'Blechpizza mit Tomaten, Schinken, Champignons und Käse, warm aus dem Ofen.',
    allergens: ['A', 'G'],
    price: 3.2,
  }),
];

// ---------------------------------------------------------------------------------------------
// 05 Frühstück
// ---------------------------------------------------------------------------------------------
export const fruehstueck: SeedProduct[] = [
  product({
    key: 'kleines-fruehstueck',
    uid: 'P-0501',
    name: 'Kleines Frühstück',
    description:
      'Kaisersemmel mit Butter und hausgemachter Marillenmarmelade – der schnelle Start in den Tag.',
    allergens: ['A', 'G'],
    price: 4.6,
  }),
  product({
    key: 'wiener-fruehstueck',
    uid: 'P-0502',
    name: 'Wiener Frühstück',
    description:
      'Gebäck nach Wahl mit Butter, Marmelade und Honig, dazu ein Ei. Am besten mit einer Melange.',
    allergens: ['A', 'C', 'G'],
    allergenNote: 'Mit Kornspitz zusätzlich F und N.',
    type: 'configurable',
    price: 7.9,
    config: {
      parts: [
        {
          name: 'Gebäck',
          description: '',
          type: 'select',
          optional: false,
          options: [
            { name: 'Kaisersemmel und Buttercroissant', modifier: 'add', value: 0 },
            { name: 'Kornspitz und Buttercroissant', modifier: 'add', value: 0.2 },
            { name: 'Zwei Scheiben Schwarzbrot', modifier: 'add', value: 0 },
          ],
        },
        {
          name: 'Ei',
          description: 'Von Freilandhühnern aus dem Mühlviertel.',
          type: 'select',
          optional: false,
          options: [
            { name: 'Weiches Ei (3½ Minuten)', modifier: 'add', value: 0 },
            { name: 'Eierspeise aus zwei Eiern', modifier: 'add', value: 1.5 },
            { name: 'Ohne Ei', modifier: 'subtract', value: 0.9 },
          ],
        },
      ],
    },
  }),
  product({
    key: 'fitness-fruehstueck',
    uid: 'P-0503',
    name: 'Fitness-Frühstück',
    description:
      'Dinkelvollkornbrot mit Hüttenkäse und Kresse, Naturjoghurt mit Nuss-Müsli und frisches Obst der Saison.',
    allergens: ['A', 'G', 'H', 'N'],
    price: 8.9,
  }),
  product({
    key: 'eierspeise-mit-schinken',
    uid: 'P-0504',
    name: 'Eierspeise mit Schinken',
    description:
      'Cremige Eierspeise aus drei Freilandeiern mit Beinschinken und Schnittlauch, dazu Schwarzbrot.',
    allergens: ['A', 'C', 'G'],
    price: 7.8,
  }),
  product({
    key: 'veganes-fruehstueck',
    uid: 'P-0505',
    name: 'Veganes Frühstück',
    description:
      'Hummus, Avocado-Aufstrich und gegrilltes Gemüse mit Dinkelweckerl, dazu Sojajoghurt mit Beeren.',
    allergens: ['A', 'F', 'N'],
    price: 9.2,
  }),
  product({
    key: 'fruehstueck-fuer-zwei',
    uid: 'P-0506',
    name: 'Frühstück für Zwei',
    description:
      'Zwei Kaisersemmeln, zwei Buttercroissants und zwei Topfengolatschen mit Butter und Marmelade, dazu zwei Melangen und zwei frisch gepresste Orangensäfte.',
    allergens: ['A', 'C', 'G'],
    type: 'bundle',
    price: 23.9,
    // Simplification: the bundle carries the food rate although it contains drinks; a real
    // business would split the price between 10 % and 20 %.
    bundleProducts: [
      'kaisersemmel',
      'buttercroissant',
      'topfengolatsche',
      'melange',
      'orangensaft-frisch',
    ],
  }),
];

// ---------------------------------------------------------------------------------------------
// 06 Getränke
// ---------------------------------------------------------------------------------------------
export const getraenke: SeedProduct[] = [
  drink({
    key: 'melange',
    uid: 'P-0601',
    name: 'Wiener Melange',
    description: 'Milder Espresso mit heißer Milch und Milchschaum – der Wiener Klassiker.',
    allergens: ['G'],
    price: 3.9,
  }),
  drink({
    key: 'verlaengerter',
    uid: 'P-0602',
    name: 'Verlängerter',
    description: 'Espresso, mit heißem Wasser verlängert, dazu ein Kännchen Milch.',
    allergens: ['G'],
    price: 3.4,
  }),
  drink({
    key: 'einspaenner',
    uid: 'P-0603',
    name: 'Einspänner',
    description: 'Doppelter Mokka im Glas mit einer Haube aus Schlagobers.',
    allergens: ['G'],
    price: 4.4,
  }),
  drink({
    key: 'cappuccino',
    uid: 'P-0604',
    name: 'Cappuccino',
    description: 'Espresso mit cremigem Milchschaum und einem Hauch Kakao.',
    allergens: ['G'],
    price: 3.9,
  }),
  product({
    key: 'heisse-schokolade',
    uid: 'P-0605',
    name: 'Heiße Schokolade',
    description: 'Aus geschmolzener Zartbitterschokolade und Vollmilch, mit Schlagobers.',
    allergens: ['G'],
    price: 4.2,
    // Milk drink: reduced rate when sold as goods (takeaway, delivery), standard rate when served.
    taxes: { tax: 10, takeawayTax: 10, dineInTax: 20 },
  }),
  drink({
    key: 'tee',
    uid: 'P-0606',
    name: 'Tee im Kännchen',
    description: 'Schwarz-, Grün-, Früchte- oder Kräutertee aus losen Blättern.',
    allergens: [],
    price: 3.2,
  }),
  drink({
    key: 'almdudler',
    uid: 'P-0607',
    name: 'Almdudler (0,35 l)',
    description: 'Die österreichische Kräuterlimonade, eisgekühlt.',
    allergens: [],
    price: 3.3,
  }),
  drink({
    key: 'apfelsaft-gespritzt',
    uid: 'P-0608',
    name: 'Apfelsaft gespritzt (0,5 l)',
    description: 'Naturtrüber Apfelsaft aus dem Mühlviertel, mit Mineralwasser gespritzt.',
    allergens: [],
    price: 3.2,
  }),
  drink({
    key: 'orangensaft-frisch',
    uid: 'P-0609',
    name: 'Orangensaft frisch gepresst (0,25 l)',
    description: 'Auf Bestellung frisch gepresst.',
    allergens: [],
    price: 4.2,
  }),
  drink({
    key: 'mineralwasser',
    uid: 'P-0610',
    name: 'Mineralwasser prickelnd (0,33 l)',
    description: 'Österreichisches Mineralwasser in der Glasflasche.',
    allergens: [],
    price: 2.6,
  }),
];

// ---------------------------------------------------------------------------------------------
// 07 Catering
// ---------------------------------------------------------------------------------------------
export const catering: SeedProduct[] = [
  product({
    key: 'broetchenplatte',
    uid: 'P-0701',
    name: 'Brötchenplatte (20 Stück)',
    description:
      '20 belegte Brötchen auf unserem Gebäck, liebevoll garniert und auf einer Platte angerichtet. Bitte einen Tag im Voraus bestellen.',
    allergens: ['A', 'C', 'D', 'G', 'M'],
    allergenNote: 'Je nach Auswahl; die vegetarische Platte enthält keinen Fisch.',
    type: 'configurable',
    price: 52,
    maximumQuantity: 10,
    isLeadTimeEnabled: true,
    leadTimeType: 'days',
    leadTimeValue: 1,
    config: {
      parts: [
        {
          name: 'Auswahl',
          description: '',
          type: 'select',
          optional: false,
          options: [
            { name: 'Klassisch (Schinken, Ei, Käse, Liptauer)', modifier: 'add', value: 0 },
            { name: 'Vegetarisch (Käse, Ei, Aufstriche, Gemüse)', modifier: 'subtract', value: 4 },
            { name: 'Mit Räucherlachs', modifier: 'add', value: 8 },
          ],
        },
      ],
    },
  }),
  product({
    key: 'mehlspeisplatte',
    uid: 'P-0702',
    name: 'Mehlspeisplatte (24 Stück)',
    description:
      'Kleine Stücke von Sacher-, Malakoff- und Linzer Torte, Punschkrapferl und Topfenschnitten.',
    allergens: ['A', 'C', 'F', 'G', 'H'],
    price: 48,
    maximumQuantity: 10,
    isLeadTimeEnabled: true,
    leadTimeType: 'days',
    leadTimeValue: 1,
  }),
  product({
    key: 'gebaeckkorb',
    uid: 'P-0703',
    name: 'Gebäckkorb',
    description:
      'Gemischtes Gebäck – Semmeln, Kornspitz, Mohnflesserl und Salzstangerl – mit Butter, etwa drei Stück pro Person.',
    allergens: ['A', 'F', 'G', 'N'],
    price: 2.9,
    unit: 'person',
    minimumQuantity: 10,
    maximumQuantity: 150,
    quantityStepSize: 5,
    defaultQuantity: 10,
    isLeadTimeEnabled: true,
    leadTimeType: 'days',
    leadTimeValue: 1,
  }),
  product({
    key: 'aufschnitt-beinschinken',
    uid: 'P-0704',
    name: 'Beinschinken (Aufschnitt)',
    description:
      'Saftiger Beinschinken vom heimischen Schwein, hauchdünn geschnitten. Preis pro Dekagramm.',
    allergens: [],
    price: 2.49,
    unit: 'dag',
    calculationModel: 'approximate',
    minimumQuantity: 10,
    maximumQuantity: 200,
    quantityStepSize: 5,
    defaultQuantity: 20,
    defaultUnit: 'dag',
    alternativeUnits: [
      {
        unit: 'kg',
        ratio: 100,
        calculationModel: 'approximate',
        minimumQuantity: 0.1,
        maximumQuantity: 2,
        quantityStepSize: 0.05,
      },
      {
        unit: 'g',
        ratio: 0.1,
        calculationModel: 'approximate',
        minimumQuantity: 100,
        maximumQuantity: 2000,
        quantityStepSize: 50,
      },
    ],
  }),
  product({
    key: 'aufschnitt-bergkaese',
    uid: 'P-0705',
    name: 'Bergkäse (Aufschnitt)',
    description:
      'Zwölf Monate gereifter Bergkäse aus Heumilch, in Scheiben geschnitten. Preis pro Dekagramm.',
    allergens: ['G'],
    price: 2.99,
    unit: 'dag',
    calculationModel: 'approximate',
    minimumQuantity: 10,
    maximumQuantity: 100,
    quantityStepSize: 5,
    defaultQuantity: 20,
    defaultUnit: 'dag',
    alternativeUnits: [
      {
        unit: 'kg',
        ratio: 100,
        calculationModel: 'approximate',
        minimumQuantity: 0.1,
        maximumQuantity: 1,
        quantityStepSize: 0.05,
      },
    ],
  }),
  drink({
    key: 'kaffee-thermoskanne',
    uid: 'P-0706',
    name: 'Kaffee-Thermoskanne 1 l',
    description:
      'Frisch gebrühter Kaffee in der Pumpkanne für etwa sechs Tassen, mit Milch und Zucker.',
    allergens: ['G'],
    price: 14.5,
    maximumQuantity: 10,
    isLeadTimeEnabled: true,
    leadTimeType: 'minutes',
    leadTimeValue: 45,
  }),
  drink({
    key: 'orangensaft-catering',
    uid: 'P-0707',
    name: 'Orangensaft frisch gepresst (Catering)',
    description: 'Frisch gepresster Orangensaft in Karaffen, gekühlt geliefert oder zur Abholung.',
    allergens: [],
    price: 9.8,
    unit: 'l',
    minimumQuantity: 1,
    maximumQuantity: 10,
    quantityStepSize: 0.5,
    defaultQuantity: 2,
    defaultUnit: 'l',
    alternativeUnits: [
      {
        unit: 'ml',
        ratio: 0.001,
        calculationModel: 'fixed',
        minimumQuantity: 1000,
        maximumQuantity: 10000,
        quantityStepSize: 500,
      },
    ],
    isLeadTimeEnabled: true,
    leadTimeType: 'hours',
    leadTimeValue: 4,
  }),
];

// ---------------------------------------------------------------------------------------------
// 08 Winterzeit (only in the winter menus)
// ---------------------------------------------------------------------------------------------
export const winterzeit: SeedProduct[] = [
  drink({
    key: 'kinderpunsch',
    uid: 'P-0801',
    name: 'Kinderpunsch',
    description: 'Heißer Früchtepunsch mit Orangen, Zimt und Nelken – ganz ohne Alkohol.',
    allergens: [],
    price: 3.5,
  }),
  drink({
    key: 'orangenpunsch',
    uid: 'P-0802',
    name: 'Orangenpunsch',
    description:
      'Mit Rotwein, Orangensaft und einem Schuss Rum. Ausschank nur an Personen ab 18 Jahren.',
    allergens: ['O'],
    price: 4.8,
  }),
  product({
    key: 'maroni',
    uid: 'P-0803',
    name: 'Heiße Maroni',
    description: 'Im Ofen geröstete Edelkastanien, heiß im Stanitzel. Preis pro Dekagramm.',
    allergens: [],
    price: 0.49,
    unit: 'dag',
    calculationModel: 'approximate',
    minimumQuantity: 10,
    maximumQuantity: 50,
    quantityStepSize: 5,
    defaultQuantity: 10,
    defaultUnit: 'dag',
    alternativeUnits: [
      {
        unit: 'g',
        ratio: 0.1,
        calculationModel: 'approximate',
        minimumQuantity: 100,
        maximumQuantity: 500,
        quantityStepSize: 50,
      },
    ],
  }),
  product({
    key: 'vanillekipferl',
    uid: 'P-0804',
    name: 'Vanillekipferl (250 g)',
    description:
      'Mürbe Kipferl mit Mandeln und Walnüssen, in Vanillezucker gewälzt. In der Geschenkpackung.',
    allergens: ['A', 'G', 'H'],
    price: 8.9,
    unit: 'package',
  }),
  product({
    key: 'butterstollen',
    uid: 'P-0805',
    name: 'Butterstollen (750 g)',
    description:
      'Mit in Rum eingelegten Rosinen, Zitronat, Orangeat und Mandeln, dick mit Butter und Staubzucker umhüllt.',
    allergens: ['A', 'C', 'G', 'H', 'O'],
    price: 16.9,
    isLeadTimeEnabled: true,
    leadTimeType: 'days',
    leadTimeValue: 1,
  }),
];

export const products: SeedProduct[] = [
  ...brot,
  ...gebaeck,
  ...torten,
  ...snacks,
  ...fruehstueck,
  ...getraenke,
  ...catering,
  ...winterzeit,
];
