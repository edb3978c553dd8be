// Digital signage: three segments, one stream, a shop-window TV per branch.
// Menu segments reference a menu key and category keys of that menu; the loader resolves them.
import type { SeedSignageDevice, SeedSignageSegment, SeedSignageStream } from './seed-types.js';

export const signageSegments: SeedSignageSegment[] = [
  {
    key: 'fruehstueckstafel',
    name: 'Frühstückstafel',
    type: 'menu',
    duration: 20,
    isEnabled: true,
    content: {
      title: 'Frühstück bis 11 Uhr',
      menu: 'sortiment-2026',
      categories: ['fruehstueck'],
      showPrices: true,
    },
  },
  {
    key: 'mehlspeisentafel',
    name: 'Torten & Mehlspeisen',
    type: 'menu',
    duration: 20,
    isEnabled: true,
    content: {
      title: 'Heute in der Vitrine',
      menu: 'sortiment-2026',
      categories: ['torten'],
      showPrices: true,
    },
  },
  {
    key: 'weihnachtsbaeckerei-hinweis',
    name: 'Hinweis Weihnachtsbäckerei',
    type: 'text',
    duration: 12,
    isEnabled: true,
    content: {
      title: 'Weihnachtsbäckerei',
      text: '<p>Vanillekipferl und Butterstollen jetzt vorbestellen – online oder an der Theke.</p>',
      backgroundColor: '#C49560',
      textColor: '#FFFFFF',
    },
  },
];

export const signageStreams: SeedSignageStream[] = [
  {
    key: 'schaufenster',
    name: 'Schaufenster',
    segments: ['fruehstueckstafel', 'mehlspeisentafel', 'weihnachtsbaeckerei-hinweis'],
    isEnabled: true,
  },
];

export const signageDevices: SeedSignageDevice[] = [
  {
    key: 'wien-schaufenster',
    identifier: 'wien-schaufenster',
    name: 'Schaufenster Neubaugasse',
    branch: 'wien-neubau',
    stream: 'schaufenster',
    orientation: 'landscape',
  },
  {
    key: 'graz-schaufenster',
    identifier: 'graz-schaufenster',
    name: 'Schaufenster Sporgasse',
    branch: 'graz-innere-stadt',
    stream: 'schaufenster',
    orientation: 'landscape',
  },
  {
    key: 'linz-schaufenster',
    identifier: 'linz-schaufenster',
    name: 'Schaufenster Hauptstraße',
    branch: 'linz-urfahr',
    stream: 'schaufenster',
    orientation: 'portrait',
  },
];
