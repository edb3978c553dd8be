// The demo pictures: which illustration each product, category and branch gets, with its
// German alt text. The loader draws them (seed/illustrations) and stores them as images.
import type { ProductPicture } from '../illustrations/pictures.js';
import type { Backdrop } from '../illustrations/scene.js';
import type { Key } from './seed-types.js';

/** A product's picture and the alt text of its image. */
export interface SeedProductPicture extends ProductPicture {
  alt: string;
}

/** A category's banner: a backdrop and the products (keys) it shows, with its alt text. */
export interface SeedCategoryPicture {
  backdrop: Backdrop;
  products: readonly [Key, Key, Key];
  alt: string;
}

/** A branch's shop front (header image) and logo. */
export interface SeedBranchPicture {
  /** Colour of the awning and the logo. */
  colour: string;
  /** Colour of the facade. */
  facade: string;
  /** Tables in front of the shop (a café). */
  hasTerrace: boolean;
  alt: string;
  logoAlt: string;
}

export interface SeedPictures {
  products: Record<Key, SeedProductPicture>;
  categories: Record<Key, SeedCategoryPicture>;
  branches: Record<Key, SeedBranchPicture>;
}

const CHOCOLATE = '#4a2616';
const SPONGE = '#6b3a22';
const APRICOT = '#e08a2c';

export const pictures: SeedPictures = {
  products: {
    bauernbrot: {
      food: { kind: 'loaf', crust: 'brown', shape: 'round', score: 'cross', topping: 'flour' },
      backdrop: 'bread',
      surface: 'board',
      alt: 'Rundes Bauernbrot mit bemehlter, kreuzweise eingeschnittener Kruste',
    },
    roggenbrot: {
      food: { kind: 'loaf', crust: 'rye', shape: 'oval', score: 'slashes', topping: 'flour' },
      backdrop: 'bread',
      surface: 'board',
      alt: 'Länglicher Roggenlaib mit dunkler Kruste und drei Einschnitten',
    },
    dinkelvollkornbrot: {
      food: { kind: 'loaf', crust: 'brown', shape: 'oval', score: 'ear', topping: 'grains' },
      backdrop: 'bread',
      surface: 'board',
      alt: 'Dinkelvollkornbrot mit Körnern auf der Kruste',
    },
    schwarzbrot: {
      food: { kind: 'tin', crust: 'dark', crumb: '#7a5234', topping: 'grains' },
      backdrop: 'bread',
      surface: 'board',
      alt: 'Kastenförmiges Schwarzbrot mit einer dunklen Scheibe davor',
    },
    kuerbiskernbrot: {
      food: { kind: 'loaf', crust: 'golden', shape: 'oval', score: 'slashes', topping: 'seeds' },
      backdrop: 'bread',
      surface: 'board',
      alt: 'Laib Kürbiskernbrot mit grünen Kürbiskernen obenauf',
    },
    walnussbrot: {
      food: { kind: 'loaf', crust: 'brown', shape: 'round', score: 'ear', topping: 'walnuts' },
      backdrop: 'bread',
      surface: 'board',
      alt: 'Rundes Walnussbrot mit Walnusshälften auf der Kruste',
    },
    buttertoast: {
      food: { kind: 'tin', crust: 'golden', crumb: '#fbeccb', topping: 'none' },
      backdrop: 'bread',
      surface: 'board',
      alt: 'Goldbrauner Buttertoast im Kasten mit einer hellen Scheibe',
    },
    semmel: {
      food: { kind: 'roll', crust: 'golden', pattern: 'plain', topping: 'none', count: 3 },
      backdrop: 'pastry',
      surface: 'board',
      alt: 'Drei knusprige Semmeln',
    },
    kaisersemmel: {
      food: { kind: 'roll', crust: 'golden', pattern: 'star', topping: 'none', count: 3 },
      backdrop: 'pastry',
      surface: 'board',
      alt: 'Drei handgeschlagene Kaisersemmeln mit Sternmuster',
    },
    mohnflesserl: {
      food: { kind: 'stick', crust: 'golden', form: 'braid', topping: 'poppy' },
      backdrop: 'pastry',
      surface: 'board',
      alt: 'Geflochtenes Mohnflesserl, dicht mit Mohn bestreut',
    },
    salzstangerl: {
      food: { kind: 'stick', crust: 'golden', form: 'twist', topping: 'salt' },
      backdrop: 'pastry',
      surface: 'board',
      alt: 'Gedrehtes Salzstangerl mit grobem Salz',
    },
    kornspitz: {
      food: { kind: 'stick', crust: 'rye', form: 'twist', topping: 'grains' },
      backdrop: 'pastry',
      surface: 'board',
      alt: 'Dunkler Kornspitz mit Körnern',
    },
    laugenbrezel: {
      food: { kind: 'pretzel' },
      backdrop: 'pastry',
      surface: 'board',
      alt: 'Laugenbrezel mit grobem Salz',
    },
    buttercroissant: {
      food: { kind: 'croissant' },
      backdrop: 'pastry',
      surface: 'plate',
      alt: 'Goldbraunes Buttercroissant auf einem Teller',
    },
    topfengolatsche: {
      food: { kind: 'golatsche' },
      backdrop: 'pastry',
      surface: 'plate',
      alt: 'Topfengolatsche aus Blätterteig mit Staubzucker',
    },
    nussbeugel: {
      food: { kind: 'crescent', crust: 'brown', count: 1, topping: 'none', isCracked: true },
      backdrop: 'pastry',
      surface: 'plate',
      alt: 'Glänzendes Nussbeugel mit marmorierter Oberfläche',
    },
    krapfen: {
      food: { kind: 'krapfen' },
      backdrop: 'pastry',
      surface: 'plate',
      alt: 'Krapfen mit hellem Rand, Staubzucker und Marillenmarmelade',
    },
    zimtschnecke: {
      food: { kind: 'snail' },
      backdrop: 'pastry',
      surface: 'plate',
      alt: 'Zimtschnecke mit Zuckerglasur',
    },
    'sachertorte-stueck': {
      food: {
        kind: 'slice',
        form: 'wedge',
        coat: CHOCOLATE,
        layers: [
          [CHOCOLATE, 1],
          [SPONGE, 4],
          [APRICOT, 1],
          [SPONGE, 4],
        ],
        top: 'glaze',
        hasCream: true,
      },
      backdrop: 'cake',
      surface: 'plate',
      alt: 'Stück Sachertorte mit Schokoladeglasur, Marillenschicht und Schlagobers',
    },
    'esterhazy-schnitte': {
      food: {
        kind: 'slice',
        form: 'bar',
        coat: '#f7f1e6',
        layers: [
          ['#f7f1e6', 1],
          ['#c89a62', 2],
          ['#f3e3c4', 1],
          ['#c89a62', 2],
          ['#f3e3c4', 1],
          ['#c89a62', 2],
        ],
        top: 'feather',
        hasCream: false,
      },
      backdrop: 'cake',
      surface: 'plate',
      alt: 'Esterházy-Schnitte mit weißer Glasur und Schokoladenmuster',
    },
    'malakofftorte-stueck': {
      food: {
        kind: 'slice',
        form: 'wedge',
        coat: '#f8f2e6',
        layers: [
          ['#f8f2e6', 2],
          ['#e3b877', 1],
          ['#f5ead4', 2],
          ['#e3b877', 1],
          ['#f5ead4', 2],
          ['#e3b877', 1],
        ],
        top: 'cream',
        hasCream: false,
      },
      backdrop: 'cake',
      surface: 'plate',
      alt: 'Stück Malakofftorte mit Biskotten und Obers',
    },
    'linzer-torte-stueck': {
      food: {
        kind: 'slice',
        form: 'wedge',
        coat: '#b3262e',
        layers: [
          ['#b3262e', 1],
          ['#c98a4b', 4],
        ],
        top: 'lattice',
        hasCream: false,
      },
      backdrop: 'cake',
      surface: 'plate',
      alt: 'Stück Linzer Torte mit Teiggitter und Ribiselmarmelade',
    },
    punschkrapferl: {
      food: { kind: 'petits', glaze: '#ec8fb0' },
      backdrop: 'cake',
      surface: 'plate',
      alt: 'Drei rosa glasierte Punschkrapferl',
    },
    apfelstrudel: {
      food: { kind: 'strudel', filling: '#e9c46a' },
      backdrop: 'cake',
      surface: 'plate',
      alt: 'Apfelstrudel mit Staubzucker und angeschnittener Apfelfülle',
    },
    topfenstrudel: {
      food: { kind: 'strudel', filling: '#fbf3dc' },
      backdrop: 'cake',
      surface: 'plate',
      alt: 'Topfenstrudel mit Staubzucker und angeschnittener Topfenfülle',
    },
    'veganer-schokoladekuchen': {
      food: {
        kind: 'slice',
        form: 'bar',
        coat: '#3f2114',
        layers: [
          ['#3f2114', 1],
          ['#5a3220', 6],
        ],
        top: 'sugar',
        hasCream: false,
      },
      backdrop: 'cake',
      surface: 'plate',
      alt: 'Stück veganer Schokoladekuchen mit Staubzucker',
    },
    'sachertorte-ganz': {
      food: { kind: 'cake', coat: CHOCOLATE, side: '#552d1a', tiers: 1, decoration: 'seal' },
      backdrop: 'cake',
      surface: 'plate',
      alt: 'Ganze Sachertorte mit glänzender Schokoladeglasur',
    },
    geburtstagstorte: {
      food: { kind: 'cake', coat: '#fdf6ee', side: '#f6c6d3', tiers: 1, decoration: 'candles' },
      backdrop: 'cake',
      surface: 'plate',
      alt: 'Rosa Geburtstagstorte mit vier brennenden Kerzen',
    },
    hochzeitstorte: {
      food: { kind: 'cake', coat: '#fffdf8', side: '#f8f3ea', tiers: 3, decoration: 'pearls' },
      backdrop: 'cake',
      surface: 'plate',
      alt: 'Weiße dreistöckige Hochzeitstorte mit Perlen und Zuckerblüte',
    },
    wurstsemmel: {
      food: {
        kind: 'sandwich',
        crust: 'golden',
        topping: 'none',
        fillings: ['lettuce', 'ham', 'ham', 'cucumber'],
      },
      backdrop: 'savoury',
      surface: 'board',
      alt: 'Semmel mit Extrawurst, Salat und Essiggurken',
    },
    leberkaessemmel: {
      food: {
        kind: 'sandwich',
        crust: 'golden',
        topping: 'none',
        fillings: ['leberkaese', 'mustard'],
      },
      backdrop: 'savoury',
      surface: 'board',
      alt: 'Semmel mit einer dicken Scheibe Leberkäse und Senf',
    },
    schnitzelsemmel: {
      food: {
        kind: 'sandwich',
        crust: 'golden',
        topping: 'none',
        fillings: ['lettuce', 'schnitzel', 'tomato'],
      },
      backdrop: 'savoury',
      surface: 'board',
      alt: 'Semmel mit paniertem Schnitzel, Salat, Tomate und Zitrone',
    },
    'schinken-kaese-toast': {
      food: { kind: 'toastie' },
      backdrop: 'savoury',
      surface: 'plate',
      alt: 'Getoasteter Schinken-Käse-Toast, diagonal halbiert',
    },
    liptauerbrot: {
      food: { kind: 'openSlice', crust: 'rye', spread: '#f08a5d', garnish: 'chives' },
      backdrop: 'savoury',
      surface: 'board',
      alt: 'Zwei Scheiben Brot mit Liptauer, Schnittlauch und roten Zwiebeln',
    },
    'thunfisch-weckerl': {
      food: {
        kind: 'sandwich',
        crust: 'rye',
        topping: 'grains',
        fillings: ['lettuce', 'tuna', 'onion'],
      },
      backdrop: 'savoury',
      surface: 'board',
      alt: 'Körnerweckerl mit Thunfisch, Salat und roten Zwiebeln',
    },
    'hummus-weckerl': {
      food: {
        kind: 'sandwich',
        crust: 'rye',
        topping: 'seeds',
        fillings: ['hummus', 'cucumber', 'tomato', 'lettuce'],
      },
      backdrop: 'savoury',
      surface: 'board',
      alt: 'Weckerl mit Hummus, Gurke, Tomate und Salat',
    },
    tagessuppe: {
      food: { kind: 'soup', colour: '#e59a4a' },
      backdrop: 'savoury',
      surface: 'none',
      alt: 'Dampfende Suppe in einer Schüssel mit einer Semmel daneben',
    },
    pizzaschnitte: {
      food: { kind: 'pizza' },
      backdrop: 'savoury',
      surface: 'board',
      alt: 'Pizzaschnitte vom Blech mit Tomaten, Käse und Salami',
    },
    'kleines-fruehstueck': {
      food: {
        kind: 'breakfast',
        egg: 'none',
        bread: 'roll',
        side: 'jam',
        cups: 1,
        drink: 'coffee',
      },
      backdrop: 'breakfast',
      surface: 'none',
      alt: 'Kleines Frühstück mit Kaffee, Semmel, Butter und Marmelade',
    },
    'wiener-fruehstueck': {
      food: {
        kind: 'breakfast',
        egg: 'boiled',
        bread: 'croissant',
        side: 'jam',
        cups: 1,
        drink: 'coffee',
      },
      backdrop: 'breakfast',
      surface: 'none',
      alt: 'Wiener Frühstück mit Melange, Croissant, weichem Ei und Marmelade',
    },
    'fitness-fruehstueck': {
      food: {
        kind: 'breakfast',
        egg: 'none',
        bread: 'rye',
        side: 'fruit',
        cups: 1,
        drink: 'juice',
      },
      backdrop: 'breakfast',
      surface: 'none',
      alt: 'Fitness-Frühstück mit Orangensaft, Vollkornbrot und Beeren',
    },
    'eierspeise-mit-schinken': {
      food: {
        kind: 'breakfast',
        egg: 'scrambled',
        bread: 'roll',
        side: 'ham',
        cups: 1,
        drink: 'coffee',
      },
      backdrop: 'breakfast',
      surface: 'none',
      alt: 'Eierspeise mit Schinken, Semmel und Kaffee',
    },
    'veganes-fruehstueck': {
      food: {
        kind: 'breakfast',
        egg: 'none',
        bread: 'rye',
        side: 'avocado',
        cups: 1,
        drink: 'juice',
      },
      backdrop: 'breakfast',
      surface: 'none',
      alt: 'Veganes Frühstück mit Avocado, Brot und Orangensaft',
    },
    'fruehstueck-fuer-zwei': {
      food: {
        kind: 'breakfast',
        egg: 'boiled',
        bread: 'croissant',
        side: 'ham',
        cups: 2,
        drink: 'coffee',
      },
      backdrop: 'breakfast',
      surface: 'none',
      alt: 'Frühstück für zwei mit zwei Kaffeetassen, Croissant, Ei und Schinken',
    },
    melange: {
      food: { kind: 'cup', surface: '#a4673a', crown: 'heart', vessel: 'cup', colour: '#f4efe6' },
      backdrop: 'drink',
      surface: 'none',
      alt: 'Wiener Melange mit Milchschaum-Herz in einer weißen Tasse',
    },
    verlaengerter: {
      food: { kind: 'cup', surface: '#5b3320', crown: 'plain', vessel: 'cup', colour: '#f4efe6' },
      backdrop: 'drink',
      surface: 'none',
      alt: 'Verlängerter Kaffee in einer weißen Tasse',
    },
    einspaenner: {
      food: { kind: 'cup', surface: '#5b3320', crown: 'cream', vessel: 'glass', colour: '#f4efe6' },
      backdrop: 'drink',
      surface: 'none',
      alt: 'Einspänner im Glas mit Schlagobers',
    },
    cappuccino: {
      food: { kind: 'cup', surface: '#b77b45', crown: 'heart', vessel: 'cup', colour: '#c9633f' },
      backdrop: 'drink',
      surface: 'none',
      alt: 'Cappuccino mit Milchschaum in einer roten Tasse',
    },
    'heisse-schokolade': {
      food: { kind: 'cup', surface: '#5a2f1c', crown: 'cream', vessel: 'mug', colour: '#3e6d8c' },
      backdrop: 'drink',
      surface: 'none',
      alt: 'Heiße Schokolade mit Schlagobers und Kakao in einem Häferl',
    },
    tee: {
      food: { kind: 'tea' },
      backdrop: 'drink',
      surface: 'none',
      alt: 'Weißes Teekännchen mit einer Tasse Tee',
    },
    almdudler: {
      food: { kind: 'glass', liquid: '#e8b23a', garnish: 'none', hasBubbles: true, vessel: 'tall' },
      backdrop: 'drink',
      surface: 'none',
      alt: 'Glas goldgelbe Kräuterlimonade',
    },
    'apfelsaft-gespritzt': {
      food: {
        kind: 'glass',
        liquid: '#f2cf6b',
        garnish: 'apple',
        hasBubbles: true,
        vessel: 'tall',
      },
      backdrop: 'drink',
      surface: 'none',
      alt: 'Glas Apfelsaft gespritzt mit Apfelspalte',
    },
    'orangensaft-frisch': {
      food: {
        kind: 'glass',
        liquid: '#f5a623',
        garnish: 'orange',
        hasBubbles: false,
        vessel: 'tall',
      },
      backdrop: 'drink',
      surface: 'none',
      alt: 'Glas frisch gepresster Orangensaft mit Orangenscheibe',
    },
    mineralwasser: {
      food: {
        kind: 'glass',
        liquid: '#d9edf2',
        garnish: 'lemon',
        hasBubbles: true,
        vessel: 'tall',
      },
      backdrop: 'drink',
      surface: 'none',
      alt: 'Glas prickelndes Mineralwasser mit Zitronenscheibe',
    },
    broetchenplatte: {
      food: { kind: 'platter', content: 'canapes' },
      backdrop: 'catering',
      surface: 'none',
      alt: 'Platte mit belegten Brötchen',
    },
    mehlspeisplatte: {
      food: { kind: 'platter', content: 'cakes' },
      backdrop: 'catering',
      surface: 'none',
      alt: 'Platte mit Punschkrapferln, Schnitten und Kipferln',
    },
    gebaeckkorb: {
      food: { kind: 'platter', content: 'basket' },
      backdrop: 'catering',
      surface: 'none',
      alt: 'Geflochtener Korb mit Semmeln, Brezel und Kornspitz',
    },
    'aufschnitt-beinschinken': {
      food: { kind: 'coldCuts', sort: 'ham' },
      backdrop: 'catering',
      surface: 'board',
      alt: 'Gefaltete Scheiben Beinschinken auf einem Holzbrett',
    },
    'aufschnitt-bergkaese': {
      food: { kind: 'coldCuts', sort: 'cheese' },
      backdrop: 'catering',
      surface: 'board',
      alt: 'Stück Bergkäse mit Scheiben auf einem Holzbrett',
    },
    'kaffee-thermoskanne': {
      food: { kind: 'jug' },
      backdrop: 'catering',
      surface: 'none',
      alt: 'Kaffee-Thermoskanne mit zwei Tassen',
    },
    'orangensaft-catering': {
      food: {
        kind: 'glass',
        liquid: '#f5a623',
        garnish: 'orange',
        hasBubbles: false,
        vessel: 'tall',
      },
      backdrop: 'catering',
      surface: 'none',
      alt: 'Glas frisch gepresster Orangensaft',
    },
    kinderpunsch: {
      food: {
        kind: 'glass',
        liquid: '#c2303f',
        garnish: 'orange',
        hasBubbles: false,
        vessel: 'mug',
      },
      backdrop: 'winter',
      surface: 'none',
      alt: 'Dampfender roter Kinderpunsch im Glashäferl mit Orangenscheibe',
    },
    orangenpunsch: {
      food: {
        kind: 'glass',
        liquid: '#e8731e',
        garnish: 'orange',
        hasBubbles: false,
        vessel: 'mug',
      },
      backdrop: 'winter',
      surface: 'none',
      alt: 'Dampfender Orangenpunsch im Glashäferl mit Zimtstange',
    },
    maroni: {
      food: { kind: 'chestnuts' },
      backdrop: 'winter',
      surface: 'none',
      alt: 'Heiße Maroni im Papierstanitzel',
    },
    vanillekipferl: {
      food: { kind: 'crescent', crust: 'pale', count: 4, topping: 'sugar', isCracked: false },
      backdrop: 'winter',
      surface: 'plate',
      alt: 'Vanillekipferl mit Staubzucker auf einem Teller',
    },
    butterstollen: {
      food: { kind: 'stollen' },
      backdrop: 'winter',
      surface: 'board',
      alt: 'Butterstollen mit Staubzucker und einer Scheibe mit Rosinen',
    },
  },
  categories: {
    brot: {
      backdrop: 'bread',
      products: ['roggenbrot', 'bauernbrot', 'buttertoast'],
      alt: 'Verschiedene Brotlaibe auf dem Tisch',
    },
    gebaeck: {
      backdrop: 'pastry',
      products: ['laugenbrezel', 'kaisersemmel', 'buttercroissant'],
      alt: 'Brezel, Kaisersemmeln und Croissant',
    },
    torten: {
      backdrop: 'cake',
      products: ['linzer-torte-stueck', 'sachertorte-ganz', 'punschkrapferl'],
      alt: 'Tortenstücke, eine ganze Sachertorte und Punschkrapferl',
    },
    snacks: {
      backdrop: 'savoury',
      products: ['schnitzelsemmel', 'tagessuppe', 'pizzaschnitte'],
      alt: 'Schnitzelsemmel, Suppe und Pizzaschnitte',
    },
    fruehstueck: {
      backdrop: 'breakfast',
      products: ['melange', 'wiener-fruehstueck', 'orangensaft-frisch'],
      alt: 'Frühstück mit Kaffee, Croissant, Ei und Orangensaft',
    },
    getraenke: {
      backdrop: 'drink',
      products: ['almdudler', 'melange', 'tee'],
      alt: 'Limonade, Kaffee und Tee',
    },
    catering: {
      backdrop: 'catering',
      products: ['gebaeckkorb', 'broetchenplatte', 'kaffee-thermoskanne'],
      alt: 'Gebäckkorb, Brötchenplatte und Kaffeekanne',
    },
    winterzeit: {
      backdrop: 'winter',
      products: ['maroni', 'butterstollen', 'kinderpunsch'],
      alt: 'Maroni, Stollen und Punsch',
    },
  },
  branches: {
    'wien-neubau': {
      colour: '#a3322a',
      facade: '#f0dfc4',
      hasTerrace: false,
      alt: 'Gezeichnete Ladenfront der Backstube Huber Wien-Neubau mit roter Markise und Brot im Schaufenster',
      logoAlt: 'Logo der Backstube Huber: Brezel und Ähre auf rotem Grund',
    },
    'graz-innere-stadt': {
      colour: '#2f6b4f',
      facade: '#f3e6cf',
      hasTerrace: true,
      alt: 'Gezeichnetes Café der Backstube Huber in Graz mit grüner Markise und Tischen vor dem Eingang',
      logoAlt: 'Logo der Backstube Huber: Brezel und Ähre auf grünem Grund',
    },
    'linz-urfahr': {
      colour: '#2d5a8a',
      facade: '#eadcc8',
      hasTerrace: false,
      alt: 'Gezeichnete Ladenfront der Backstube Huber Linz-Urfahr mit blauer Markise und Torten im Schaufenster',
      logoAlt: 'Logo der Backstube Huber: Brezel und Ähre auf blauem Grund',
    },
  },
};
