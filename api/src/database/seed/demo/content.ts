// Public website content: pages (sites), reusable blocks and the two navigations.
// Page references inside values are site KEYS (see seed-types.ts); the loader resolves them.
import { ALLERGENS_HTML, COMPANY, IMPRINT_HTML, PRIVACY_HTML, TERMS_HTML } from './legal.js';
import type { SeedBlock, SeedContentItem, SeedNavigation, SeedSite } from './seed-types.js';

/** Site keys other modules and the tests refer to. */
export const SITE_KEYS = {
  home: 'startseite',
  about: 'ueber-uns',
  catering: 'catering',
  careers: 'karriere',
  terms: 'agb',
  privacy: 'datenschutz',
  imprint: 'impressum',
  allergens: 'allergene',
} as const;

const CONTACT_FORM: SeedContentItem = {
  type: 'form',
  value: {
    privacySite: SITE_KEYS.privacy,
    thankYou:
      '<p><strong>Vielen Dank für Ihre Nachricht!</strong></p><p>Wir melden uns innerhalb von zwei Werktagen telefonisch oder per E-Mail bei Ihnen.</p>',
  },
};

/** A simple page: one formatted-text body. */
function legalPage(
  key: string,
  path: string,
  name: string,
  title: string,
  description: string,
  html: string,
): SeedSite {
  return {
    key,
    path,
    name,
    title,
    description,
    type: 'default',
    isPublic: true,
    image: null,
    content: [{ type: 'text', value: { html } }],
  };
}

const home: SeedSite = {
  key: SITE_KEYS.home,
  path: '',
  name: 'Startseite',
  title: 'Backstube Huber – Bäckerei & Café seit 1962',
  description:
    'Brot aus Natursauerteig, handgeschlagene Kaisersemmeln und Torten aus der eigenen Konditorei – in Wien, Graz und Linz. Jetzt online bestellen.',
  type: 'custom_home',
  isPublic: true,
  image: null,
  content: [
    {
      type: 'specialties',
      value: {
        title: 'Unsere Spezialitäten',
        teasers: [
          { site: 'spezialitaet-sachertorte' },
          { site: 'spezialitaet-bauernbrot' },
          { site: 'spezialitaet-kaisersemmel' },
        ],
      },
    },
    {
      type: 'text-slider',
      value: {
        text:
          '<h2>Drei Generationen, ein Sauerteig</h2>' +
          '<p>1962 eröffneten Josef und Theresia Huber in Alt-Urfahr eine kleine Bäckerei. Der Sauerteig von damals wird bis heute jeden Tag aufgefrischt – und mit ihm die Überzeugung, dass gutes Brot vor allem eines braucht: Zeit.</p>' +
          '<p>Heute führen Maria und Thomas Huber den Betrieb mit rund 45 Mitarbeiterinnen und Mitarbeitern in Linz, Graz und Wien.</p>',
        link: { label: 'Mehr über uns', target: SITE_KEYS.about, url: '' },
        images: [],
      },
    },
    {
      type: 'text-slider',
      value: {
        text:
          '<h2>Catering für Büro und Feier</h2>' +
          '<p>Brötchenplatten, Mehlspeisen und Kaffee in der Thermoskanne: Wir liefern in Wien per Lastenrad, in Graz und Linz holen Sie alles frisch ab.</p>',
        link: { label: 'Zum Catering', target: SITE_KEYS.catering, url: '' },
        images: [],
      },
    },
    { type: 'map', value: {} },
    {
      type: 'contact',
      value: {
        text:
          '<h2>Wir sind gerne für Sie da</h2>' +
          `<p>${COMPANY.businessName}<br>${COMPANY.street}, ${COMPANY.zipCode} ${COMPANY.city}</p>` +
          `<p>Telefon: <a href="tel:+43732731860">${COMPANY.phone}</a><br>E-Mail: <a href="mailto:${COMPANY.email}">${COMPANY.email}</a></p>` +
          '<p>Für Bestellungen und Fragen zu einer Filiale wenden Sie sich bitte direkt an die jeweilige Filiale.</p>',
        image: null,
      },
    },
  ],
};

const aboutUs: SeedSite = {
  key: SITE_KEYS.about,
  path: '/site/ueber-uns',
  name: 'Über uns',
  title: 'Über uns – Familienbäckerei seit 1962',
  description:
    'Die Geschichte der Backstube Huber: vom kleinen Laden in Alt-Urfahr zu drei Standorten in Linz, Graz und Wien.',
  type: 'custom_site',
  isPublic: true,
  image: null,
  content: [
    {
      type: 'hero',
      value: {
        title: 'Über uns',
        subtitle: 'Familienbetrieb in dritter Generation',
        image: null,
        link: { label: 'Zu unseren Standorten', target: null, url: '/' },
      },
    },
    {
      type: 'text-slider',
      value: {
        text:
          '<h2>Wie alles begann</h2>' +
          '<p>Als Josef Huber 1962 seine Meisterprüfung ablegte, pachtete er mit seiner Frau Theresia einen kleinen Laden in der Hauptstraße in Urfahr. Gebacken wurde im Keller, verkauft über die Theke – und sonntags lieferte Josef die Semmeln mit dem Fahrrad aus.</p>' +
          '<p>1988 übernahm Sohn Franz die Bäckerei, baute die Backstube neben dem Stammhaus und ergänzte das Sortiment um eine Konditorei. Seit 2015 führen seine Kinder Maria und Thomas den Betrieb. 2016 kam das Café in der Grazer Sporgasse dazu, 2021 die Filiale in Wien-Neubau mit Zustellung per Lastenrad.</p>',
        link: null,
        images: [],
      },
    },
    {
      type: 'text-slider',
      value: {
        text:
          '<h2>Was uns wichtig ist</h2>' +
          '<ul>' +
          '<li>Natursauerteig und lange Teigruhe statt Backmischungen</li>' +
          '<li>Mehl aus einer Mühle im Mühlviertel, Milch und Eier von Höfen aus der Region</li>' +
          '<li>Brot vom Vortag geht an soziale Einrichtungen</li>' +
          '<li>Wir bilden jedes Jahr Lehrlinge zu Bäckerinnen, Konditoren und Einzelhandelskaufleuten aus</li>' +
          '</ul>',
        link: null,
        images: [],
      },
    },
    {
      type: 'profile',
      value: {
        image: null,
        title: 'Maria Huber – Bäckermeisterin',
        text: '<p>Maria verantwortet die Backstube in Linz und damit jeden Laib Brot, der unsere Filialen verlässt. Ihr Lieblingsbrot: das Bauernbrot, noch warm, mit Butter und Schnittlauch.</p>',
      },
    },
    {
      type: 'profile',
      value: {
        image: null,
        title: 'Thomas Huber – Konditormeister',
        text: '<p>Thomas hat bei Konditoreien in Wien und Salzburg gelernt und kümmert sich um Torten, Mehlspeisen und die Cafés. Wenn er nicht gerade eine Hochzeitstorte aufbaut, findet man ihn in Graz hinter der Kaffeemaschine.</p>',
      },
    },
    CONTACT_FORM,
  ],
};

const cateringSite: SeedSite = {
  key: SITE_KEYS.catering,
  path: '/site/catering',
  name: 'Catering',
  title: 'Catering für Büro, Besprechung und Feier',
  description:
    'Brötchenplatten, Mehlspeisplatten, Gebäckkörbe und Kaffee – online vorbestellen, abholen oder in Wien liefern lassen.',
  type: 'custom_site',
  isPublic: true,
  image: null,
  content: [
    {
      type: 'hero',
      value: {
        title: 'Catering',
        subtitle: 'Frisch belegt, liebevoll angerichtet, pünktlich geliefert',
        image: null,
        link: { label: 'In Wien bestellen', target: null, url: '/store/wien-neubau' },
      },
    },
    {
      type: 'text-slider',
      value: {
        text:
          '<h2>So einfach geht’s</h2>' +
          '<ol>' +
          '<li>Filiale wählen und die Produkte der Kategorie Catering in den Warenkorb legen.</li>' +
          '<li>Termin wählen – Platten bitte mindestens einen Tag im Voraus bestellen.</li>' +
          '<li>In Wien liefern wir per Lastenrad, in Graz und Linz holen Sie Ihre Bestellung ab.</li>' +
          '</ol>' +
          '<p>Aufschnitt und Käse verrechnen wir nach Gewicht. Für Veranstaltungen ab 50 Personen erstellen wir Ihnen gerne ein individuelles Angebot.</p>',
        link: { label: 'Vorbestellen in Linz', target: null, url: '/store/linz-urfahr' },
        images: [],
      },
    },
    {
      type: 'text-slider',
      value: {
        text:
          '<h2>Torten für besondere Anlässe</h2>' +
          '<p>Ob Geburtstag, Firmenjubiläum oder Hochzeit: Unsere Konditorei gestaltet Torten mit Aufschrift, Fotoaufleger oder ganz nach Ihren Wünschen.</p>',
        link: { label: 'Unsere Sachertorte', target: 'spezialitaet-sachertorte', url: '' },
        images: [],
      },
    },
    CONTACT_FORM,
  ],
};

/** Draft page, not public yet. */
const careers: SeedSite = {
  key: SITE_KEYS.careers,
  path: '/site/karriere',
  name: 'Karriere',
  title: 'Jobs und Lehrstellen bei der Backstube Huber',
  description: 'Offene Stellen und Lehrstellen in Linz, Graz und Wien.',
  type: 'custom_site',
  isPublic: false,
  image: null,
  content: [
    {
      type: 'hero',
      value: {
        title: 'Arbeiten in der Backstube',
        subtitle: 'Lehrstellen und Jobs in Linz, Graz und Wien',
        image: null,
        link: null,
      },
    },
    {
      type: 'text-slider',
      value: {
        text:
          '<h2>Offene Stellen</h2>' +
          '<ul>' +
          '<li>Lehrling Bäckerei (m/w/d), Linz – Lehrbeginn September 2027</li>' +
          '<li>Konditor:in, 38,5 Stunden, Linz</li>' +
          '<li>Servicemitarbeiter:in Café, Teilzeit, Graz</li>' +
          '<li>Fahrradbot:in, geringfügig, Wien</li>' +
          '</ul>' +
          '<p>Entlohnung nach Kollektivvertrag, Überzahlung je nach Erfahrung.</p>',
        link: null,
        images: [],
      },
    },
    {
      type: 'iframe',
      value: {
        text: '<h2>Online bewerben</h2><p>Laden Sie Lebenslauf und Zeugnisse direkt hoch.</p>',
        url: 'https://www.backstube-huber.example/bewerbung/',
        height: 640,
      },
    },
    CONTACT_FORM,
  ],
};

function specialty(
  key: string,
  slug: string,
  name: string,
  title: string,
  description: string,
  heroSubtitle: string,
  text: string,
  store: string,
): SeedSite {
  return {
    key,
    path: `/site/spezialitaeten/${slug}`,
    name,
    title,
    description,
    type: 'custom_specialty',
    isPublic: true,
    image: null,
    content: [
      {
        type: 'hero',
        value: {
          title: name,
          subtitle: heroSubtitle,
          image: null,
          link: { label: 'Jetzt bestellen', target: null, url: `/store/${store}` },
        },
      },
      { type: 'text-slider', value: { text, link: null, images: [] } },
    ],
  };
}

const specialties: SeedSite[] = [
  specialty(
    'spezialitaet-sachertorte',
    'sachertorte',
    'Sachertorte',
    'Unsere Sachertorte',
    'Schokoladebiskuit, Marillenmarmelade und eine Glasur, die knackt – nach dem Rezept der Großmutter.',
    'Nach dem Rezept von Theresia Huber',
    '<h2>Handwerk in jeder Schicht</h2>' +
      '<p>Für unsere Sachertorte schlagen wir Butter, Eidotter und geschmolzene Schokolade schaumig, heben den Eischnee unter und lassen den Biskuit über Nacht rasten. Am nächsten Tag wird er halbiert, mit hausgemachter Marillenmarmelade bestrichen und mit einer gekochten Schokoladeglasur überzogen.</p>' +
      '<p>Dazu gehört ein ordentlicher Löffel ungesüßtes Schlagobers. Als ganze Torte gibt es sie in drei Größen, auf Wunsch in der Holzkiste.</p>',
    'linz-urfahr',
  ),
  specialty(
    'spezialitaet-bauernbrot',
    'bauernbrot',
    'Bauernbrot',
    'Unser Bauernbrot',
    'Roggenmischbrot aus Natursauerteig, 24 Stunden Teigruhe und ein Laib von vier Kilo – wir schneiden so viel ab, wie Sie möchten.',
    '24 Stunden Zeit für vier Kilo Brot',
    '<h2>Vom großen Laib</h2>' +
      '<p>Unser Bauernbrot wird als Vier-Kilo-Laib im Steinofen gebacken. Der Sauerteig stammt noch aus der Gründungszeit und wird jeden Tag aufgefrischt; Kümmel, Fenchel und Koriander mahlen wir selbst.</p>' +
      '<p>In der Filiale schneiden wir vom Laib genau die Menge, die Sie brauchen. Online bestellen Sie nach Gewicht – verrechnet wird, was die Waage zeigt.</p>',
    'linz-urfahr',
  ),
  specialty(
    'spezialitaet-kaisersemmel',
    'kaisersemmel',
    'Kaisersemmel',
    'Die handgeschlagene Kaisersemmel',
    'Fünf Schwünge aus dem Handgelenk: Warum unsere Kaisersemmel anders schmeckt als die aus der Maschine.',
    'Von Hand geschlagen, jeden Morgen',
    '<h2>Fünf Schwünge</h2>' +
      '<p>Jede Kaisersemmel wird bei uns von Hand geschlagen: Das Teigstück wird in fünf Schwüngen übereinandergelegt, bis der typische Stern entsteht. Ein Vorteig, der über Nacht reift, gibt ihr Aroma und eine resche Kruste.</p>' +
      '<p>Am besten schmeckt sie morgens um halb sieben, wenn das erste Blech aus dem Ofen kommt.</p>',
    'wien-neubau',
  ),
];

export const sites: SeedSite[] = [
  home,
  aboutUs,
  cateringSite,
  careers,
  ...specialties,
  legalPage(
    SITE_KEYS.terms,
    '/site/terms-and-conditions',
    'AGB',
    'Allgemeine Geschäftsbedingungen',
    'Allgemeine Geschäftsbedingungen der Backstube Huber GmbH für Bestellungen online und in den Filialen.',
    TERMS_HTML,
  ),
  legalPage(
    SITE_KEYS.privacy,
    '/site/privacy',
    'Datenschutz',
    'Datenschutzerklärung',
    'Wie die Backstube Huber GmbH Ihre Daten bei Besuch und Bestellung verarbeitet.',
    PRIVACY_HTML,
  ),
  legalPage(
    SITE_KEYS.imprint,
    '/site/imprint',
    'Impressum',
    'Impressum',
    'Impressum und Offenlegung der Backstube Huber GmbH.',
    IMPRINT_HTML,
  ),
  legalPage(
    SITE_KEYS.allergens,
    '/site/allergens',
    'Allergene',
    'Allergeninformation',
    'Die 14 Hauptallergene und ihre Kennzeichnung mit Buchstaben.',
    ALLERGENS_HTML,
  ),
];

export const blocks: SeedBlock[] = [
  {
    key: 'footer-contact',
    identifier: 'footer-contact',
    name: 'Kontakt in der Fußzeile',
    type: 'text',
    value: {
      html:
        `<p><strong>${COMPANY.businessName}</strong><br>${COMPANY.street}, ${COMPANY.zipCode} ${COMPANY.city}</p>` +
        `<p><a href="tel:+43732731860">${COMPANY.phone}</a> · <a href="mailto:${COMPANY.email}">${COMPANY.email}</a></p>`,
    },
  },
  {
    key: 'opening-hint',
    identifier: 'opening-hint',
    name: 'Hinweis zu Feiertagen und Vorbestellungen',
    type: 'text',
    value: {
      html:
        '<p>Am 24. und 31. Dezember haben wir verkürzt geöffnet, am 25. und 26. Dezember sowie am 1. Jänner sind alle Filialen geschlossen. ' +
        'Ganze Torten bitte mindestens zwei Tage, Weihnachtsstollen einen Tag im Voraus bestellen.</p>',
    },
  },
  {
    key: 'catering-teaser',
    identifier: 'catering-teaser',
    name: 'Teaser Catering',
    type: 'hero',
    value: {
      title: 'Catering für Ihr Büro',
      subtitle: 'Brötchenplatten und Mehlspeisen ab einem Tag Vorlauf',
      image: null,
      link: { label: 'Mehr erfahren', target: SITE_KEYS.catering, url: '' },
    },
  },
];

export const navigations: SeedNavigation[] = [
  {
    key: 'header-navigation',
    identifier: 'header-navigation',
    name: 'Hauptnavigation',
    isPublic: true,
    items: [
      { type: 'home', target: null, label: 'Startseite', isEnabled: true, children: [] },
      {
        type: 'site',
        target: { site: SITE_KEYS.about },
        label: 'Über uns',
        isEnabled: true,
        children: [],
      },
      {
        type: 'site',
        target: { site: SITE_KEYS.catering },
        label: 'Catering',
        isEnabled: true,
        children: [],
      },
      {
        type: 'group',
        target: null,
        label: 'Standorte',
        isEnabled: true,
        children: [
          {
            type: 'branch',
            target: { branch: 'wien-neubau' },
            label: 'Wien-Neubau',
            isEnabled: true,
            children: [],
          },
          {
            type: 'branch',
            target: { branch: 'graz-innere-stadt' },
            label: 'Graz',
            isEnabled: true,
            children: [],
          },
          {
            type: 'branch',
            target: { branch: 'linz-urfahr' },
            label: 'Linz-Urfahr',
            isEnabled: true,
            children: [],
          },
        ],
      },
      // Switched off until the careers page is published.
      {
        type: 'site',
        target: { site: SITE_KEYS.careers },
        label: 'Karriere',
        isEnabled: false,
        children: [],
      },
      {
        type: 'link',
        target: 'https://www.instagram.com/backstube.huber.demo/',
        label: 'Instagram',
        isEnabled: true,
        children: [],
      },
    ],
  },
  {
    key: 'footer-navigation',
    identifier: 'footer-navigation',
    name: 'Fußzeile',
    isPublic: true,
    items: [
      {
        type: 'site',
        target: { site: SITE_KEYS.terms },
        label: 'AGB',
        isEnabled: true,
        children: [],
      },
      {
        type: 'site',
        target: { site: SITE_KEYS.privacy },
        label: 'Datenschutz',
        isEnabled: true,
        children: [],
      },
      {
        type: 'site',
        target: { site: SITE_KEYS.imprint },
        label: 'Impressum',
        isEnabled: true,
        children: [],
      },
      {
        type: 'site',
        target: { site: SITE_KEYS.allergens },
        label: 'Allergene',
        isEnabled: true,
        children: [],
      },
      {
        type: 'link',
        target: `mailto:${COMPANY.email}`,
        label: 'E-Mail schreiben',
        isEnabled: true,
        children: [],
      },
    ],
  },
];
