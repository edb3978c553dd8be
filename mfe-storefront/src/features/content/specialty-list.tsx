import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@bestellwerk/client';
import { otherSpecialtySites, type Site } from '@bestellwerk/domain';
import { SiteTeaser } from './blocks/site-blocks.js';

/** Heading of the list of further specialties below a specialty page. */
export const OTHER_SPECIALTIES_TITLE = 'Weitere Spezialitäten';

/**
 * Below a specialty page: every other public specialty page in random order (shuffled once per
 * page), as a horizontally scrolling row of teasers (image, title, description, 'Mehr erfahren').
 */
export const SpecialtyList = observer(function SpecialtyList({ site }: { site: Site }) {
  const { sites } = useStores();
  const others = useMemo(() => otherSpecialtySites(sites.items, site), [sites.items, site]);
  if (others.length === 0) return null;
  return (
    <section className="bw-block bw-specialty-list" aria-labelledby="bw-specialty-list-title">
      <h2 id="bw-specialty-list-title">{OTHER_SPECIALTIES_TITLE}</h2>
      {/* Focusable, so keyboard users can scroll the row (WCAG 2.1.1). */}
      <ul className="bw-specialty-list__row" tabIndex={0} aria-label={OTHER_SPECIALTIES_TITLE}>
        {others.map((other) => (
          <li key={other.id} className="bw-specialty-list__item">
            <SiteTeaser site={other} />
          </li>
        ))}
      </ul>
    </section>
  );
});
