import { BLOCK_TYPES, SITE_TYPES } from '../contract/content.js';
import {
  bodyBlockErrors,
  isBodyBlockAllowed,
  SINGLE_TEXT_MESSAGE,
  SITE_BODY_BLOCKS,
  SITE_TYPE_LABELS,
} from './site-body-blocks.js';

describe('page body blocks by page type', () => {
  it.each([
    ['default', ['text']],
    ['custom_home', ['specialties', 'text-slider', 'map', 'contact']],
    ['custom_site', ['hero', 'text-slider', 'profile', 'iframe', 'form']],
    ['custom_specialty', ['hero', 'text-slider']],
  ] as const)('%s allows exactly %j', (site, allowed) => {
    expect(BLOCK_TYPES.filter((block) => isBodyBlockAllowed(site, block))).toEqual(allowed);
  });

  it('labels every page type in German', () => {
    expect(SITE_TYPES.map((type) => SITE_TYPE_LABELS[type])).toEqual([
      'Einfache Seite',
      'Startseite',
      'Unterseite',
      'Spezialität',
    ]);
    expect(Object.keys(SITE_BODY_BLOCKS).sort()).toEqual([...SITE_TYPES].sort());
  });

  it('reports kinds the type does not allow at content.N.type', () => {
    expect(
      bodyBlockErrors('custom_specialty', [{ type: 'hero' }, { type: 'map' }, { type: 'form' }]),
    ).toEqual([
      {
        field: 'content.1.type',
        message: 'Der Block „Karte“ ist auf Seiten vom Typ „Spezialität“ nicht erlaubt.',
      },
      {
        field: 'content.2.type',
        message: 'Der Block „Kontaktformular“ ist auf Seiten vom Typ „Spezialität“ nicht erlaubt.',
      },
    ]);
  });

  it('allows one text on a simple page, not a second one', () => {
    expect(bodyBlockErrors('default', [{ type: 'text' }])).toEqual([]);
    expect(bodyBlockErrors('default', [{ type: 'text' }, { type: 'text' }], 'body')).toEqual([
      { field: 'body.1.type', message: SINGLE_TEXT_MESSAGE },
    ]);
  });
});
