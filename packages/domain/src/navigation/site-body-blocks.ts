import type { FieldError } from '../contract/common.js';
import type { BlockType, SiteContentItem, SiteType } from '../contract/content.js';

/** German labels of the page types (backend.md §3 "Page types and content blocks"). */
export const SITE_TYPE_LABELS: Readonly<Record<SiteType, string>> = {
  default: 'Einfache Seite',
  custom_home: 'Startseite',
  custom_site: 'Unterseite',
  custom_specialty: 'Spezialität',
};

/** German labels of the block kinds. */
export const BLOCK_TYPE_LABELS: Readonly<Record<BlockType, string>> = {
  text: 'Text',
  hero: 'Hero',
  specialties: 'Spezialitäten',
  'text-slider': 'Text mit Bildern',
  map: 'Karte',
  contact: 'Kontakt',
  profile: 'Profil',
  iframe: 'Eingebettete Seite',
  form: 'Kontaktformular',
};

/**
 * The block kinds a page body may hold, by page type: a simple page one formatted text, the
 * start page specialties, text-slider, map and contact, a subpage hero, text-slider, profile,
 * iframe and form, a specialty hero and text-slider.
 */
export const SITE_BODY_BLOCKS: Readonly<Record<SiteType, readonly BlockType[]>> = {
  default: ['text'],
  custom_home: ['specialties', 'text-slider', 'map', 'contact'],
  custom_site: ['hero', 'text-slider', 'profile', 'iframe', 'form'],
  custom_specialty: ['hero', 'text-slider'],
};

/** Whether a body item of `block` kind may stand on a page of `site` type. */
export function isBodyBlockAllowed(site: SiteType, block: BlockType): boolean {
  return (SITE_BODY_BLOCKS[site] ?? []).includes(block);
}

/** The message for a body item whose kind the page type does not allow. */
export function bodyBlockNotAllowedMessage(site: SiteType, block: BlockType): string {
  const label = BLOCK_TYPE_LABELS[block] ?? block;
  return `Der Block „${label}“ ist auf Seiten vom Typ „${SITE_TYPE_LABELS[site] ?? site}“ nicht erlaubt.`;
}

/** The message for a second text on a simple page, which has exactly one. */
export const SINGLE_TEXT_MESSAGE = 'Eine einfache Seite hat genau einen Text.';

/**
 * The errors of a page body for its type, at `{field}.{index}.type`: kinds the type does not
 * allow, and on a simple page every text after the first.
 */
export function bodyBlockErrors(
  site: SiteType,
  content: readonly Pick<SiteContentItem, 'type'>[],
  field = 'content',
): FieldError[] {
  return content.flatMap((item, index): FieldError[] => {
    const at = `${field}.${index}.type`;
    if (!isBodyBlockAllowed(site, item.type))
      return [{ message: bodyBlockNotAllowedMessage(site, item.type), field: at }];
    if (site === 'default' && index > 0) return [{ message: SINGLE_TEXT_MESSAGE, field: at }];
    return [];
  });
}
