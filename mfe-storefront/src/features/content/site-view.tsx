import { useLocation } from '@bestellwerk/client';
import { useEffect } from 'react';
import { INTERNAL_ERROR_TEXT, SITE_TYPES, type Site } from '@bestellwerk/domain';
import { SiteBlock } from './blocks/site-blocks.js';
import { LandingHero } from './landing-hero.js';
import { SpecialtyList } from './specialty-list.js';
import './content.css';

/** The marker of a page that is not public yet (only staff see such pages). */
export const DRAFT_MARKER = 'Entwurf';

/** The spec's 500 view, for a page whose type is not configured. */
export function InternalError() {
  return (
    <section className="bw-not-found" role="alert">
      <h1>{INTERNAL_ERROR_TEXT}</h1>
    </section>
  );
}

/** Scrolls to the element the URL's fragment names (#spezialitaeten, #form) once it exists. */
function useScrollToFragment(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    element?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}

/**
 * The body of a page by its type (backend.md §3): default = the page title and its text;
 * custom_home = the landing hero, then its blocks; custom_site = its blocks; custom_specialty =
 * its blocks, then the other specialties. A page that does not open with a hero gets the page
 * title as its heading; an opening hero's title is the heading. Unknown type: the 500 view.
 */
export function SiteBody({ site }: { site: Site }) {
  if (!(SITE_TYPES as readonly string[]).includes(site.type)) return <InternalError />;
  const content = Array.isArray(site.content) ? site.content : [];
  const opensWithHero = site.type !== 'default' && content[0]?.type === 'hero';
  const showTitle = site.type !== 'custom_home' && !opensWithHero;
  return (
    <>
      {site.type === 'custom_home' ? <LandingHero site={site} /> : null}
      {showTitle ? <h1 className="bw-page-title">{site.title || site.name}</h1> : null}
      {content.map((item, index) => (
        <SiteBlock key={index} item={item} heading={index === 0 && opensWithHero ? 'h1' : 'h2'} />
      ))}
      {site.type === 'custom_specialty' ? <SpecialtyList key={site.id} site={site} /> : null}
    </>
  );
}

/**
 * A whole content page for a given site: the draft marker when it is not public, then its body.
 * The page title is the caller's (ContentPage: the site's; the home page: the division's).
 */
export function SiteView({ site }: { site: Site }) {
  useScrollToFragment();
  return (
    <article className={`bw-site bw-site--${site.type}`} data-testid="site-view">
      {site.isPublic ? null : (
        <p className="bw-site__draft" role="note">
          {DRAFT_MARKER}
        </p>
      )}
      <SiteBody site={site} />
    </article>
  );
}
