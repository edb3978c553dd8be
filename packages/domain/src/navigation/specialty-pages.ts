import type { Site } from '../contract/content.js';

/** A shuffled copy of a list (Fisher–Yates); `random` returns numbers in [0, 1). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * The specialty pages listed below a specialty page (spec "Marketing page types"): every other
 * public `custom_specialty` page, in random order.
 */
export function otherSpecialtySites(
  sites: readonly Site[],
  current: Pick<Site, 'id'>,
  random: () => number = Math.random,
): Site[] {
  return shuffled(
    sites.filter(
      (site) => site.type === 'custom_specialty' && site.isPublic && site.id !== current.id,
    ),
    random,
  );
}
