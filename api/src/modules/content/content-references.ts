import type { FieldError } from '@bestellwerk/domain';
import { In, type EntityManager } from 'typeorm';
import type { BranchEntity } from '../organisation/entities/branch.entity.js';
import type { SiteEntity } from './entities/site.entity.js';

/** A site or branch id a value points to, with the field that holds it. */
export interface ContentReference {
  id: number;
  field: string;
}

export const SITE_REFERENCE_MESSAGE = 'Das Ziel muss die ID einer Seite sein.';

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

/**
 * The pages a block value points to, as the storefront reads them: `link.target`,
 * `teasers.N.site` and `privacySite` (null or missing means none). A value there that is no id
 * is an error at its field.
 */
export function siteReferencesOf(
  value: Record<string, unknown>,
  field: string,
): { references: ContentReference[]; errors: FieldError[] } {
  const references: ContentReference[] = [];
  const errors: FieldError[] = [];
  const check = (target: unknown, at: string) => {
    if (target === null || target === undefined) return;
    if (isId(target)) references.push({ id: target, field: at });
    else errors.push({ message: SITE_REFERENCE_MESSAGE, field: at });
  };
  const link = value.link;
  if (link && typeof link === 'object' && !Array.isArray(link))
    check((link as Record<string, unknown>).target, `${field}.link.target`);
  if (Array.isArray(value.teasers))
    value.teasers.forEach((teaser: unknown, index) =>
      check(
        teaser && typeof teaser === 'object' ? (teaser as Record<string, unknown>).site : teaser,
        `${field}.teasers.${index}.site`,
      ),
    );
  check(value.privacySite, `${field}.privacySite`);
  return { references, errors };
}

/** Errors for the references to ids that do not exist (one query per kind). */
export async function missingReferences(
  manager: EntityManager,
  target: typeof SiteEntity | typeof BranchEntity,
  references: ContentReference[],
  label: string,
): Promise<FieldError[]> {
  if (references.length === 0) return [];
  const rows = await manager.find(target, {
    select: { id: true },
    where: { id: In([...new Set(references.map((reference) => reference.id))]) },
  });
  const found = new Set(rows.map((row) => row.id));
  return references
    .filter((reference) => !found.has(reference.id))
    .map(({ id, field }) => ({ message: `${label} mit der ID ${id} existiert nicht.`, field }));
}
