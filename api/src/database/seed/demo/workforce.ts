// Projects and tasks for staff planning and time tracking.
import type { SeedProject, SeedTask } from './seed-types.js';

export const projects: SeedProject[] = [
  {
    key: 'weihnachtsbaeckerei-2026',
    name: 'Weihnachtsbäckerei 2026',
    description:
      'Vanillekipferl, Butterstollen und Kekse für alle Filialen und die Firmenkunden-Bestellungen.',
    isEnabled: true,
  },
  {
    key: 'gastgarten-graz-2027',
    name: 'Neuer Gastgarten Graz 2027',
    description: 'Neugestaltung des Innenhofs in der Sporgasse bis zur Saisoneröffnung im April.',
    isEnabled: true,
  },
];

export const tasks: SeedTask[] = [
  {
    key: 'kekse-rezepturen',
    project: 'weihnachtsbaeckerei-2026',
    name: 'Rezepturen und Mengen festlegen',
    description: 'Mengenplanung nach den Verkaufszahlen des Vorjahres, plus 10 % für Firmenkunden.',
    isDone: true,
  },
  {
    key: 'stollen-backen',
    project: 'weihnachtsbaeckerei-2026',
    name: 'Butterstollen backen und reifen lassen',
    description: 'Drei Backtage ab 23. November, danach mindestens zwei Wochen Reifezeit.',
    isDone: false,
  },
  {
    key: 'vanillekipferl',
    project: 'weihnachtsbaeckerei-2026',
    name: 'Vanillekipferl: 80 kg Teig',
    description: 'Teig am Vortag vorbereiten, Kipferl formen, backen und in Vanillezucker wälzen.',
    isDone: false,
  },
  {
    key: 'geschenkverpackung',
    project: 'weihnachtsbaeckerei-2026',
    name: 'Geschenkverpackungen bestellen',
    description: '1.500 Kekspackungen und 300 Stollenkartons mit Logo.',
    isDone: true,
  },
  {
    key: 'gastgarten-angebote',
    project: 'gastgarten-graz-2027',
    name: 'Angebote für Möbel und Beschattung einholen',
    description: 'Mindestens drei Angebote, Wetterfestigkeit und Stapelbarkeit beachten.',
    isDone: false,
  },
  {
    key: 'gastgarten-bewilligung',
    project: 'gastgarten-graz-2027',
    name: 'Bewilligung für den Gastgarten beantragen',
    description: 'Einreichung bei der Stadt Graz mit Plan und Möblierungskonzept.',
    isDone: false,
  },
  {
    key: 'schaufenster-deko',
    project: null,
    name: 'Schaufenster für den Advent dekorieren',
    description: 'In allen drei Filialen bis zum ersten Adventsonntag.',
    isDone: false,
  },
];
