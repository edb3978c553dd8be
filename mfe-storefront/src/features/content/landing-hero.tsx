import { useRef, type CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@bestellwerk/client';
import type { Image, Site } from '@bestellwerk/domain';
import { scrollToElement } from '@bestellwerk/ui';
import { SiteImage } from './blocks/site-image.js';

/** The landing hero's line (spec "Marketing page types"). */
export const LANDING_HERO_LINE = 'Wir sind gerne für Sie da.';

/** Label of the button that scrolls below the hero. */
export const LANDING_HERO_SCROLL_LABEL = 'Weiter zum Inhalt';

/** Delay before the hero's entrance animation (storefront.md §9); no animation with reduced motion. */
export const HERO_ANIMATION_DELAY_MS = 200;

/** The logos the hero shows: the shop's, then each listed branch's, each image once. */
function heroLogos(shopLogo: Image | null, branchLogos: (Image | null)[]): Image[] {
  const seen = new Set<number>();
  return [shopLogo, ...branchLogos].filter((logo): logo is Image => {
    if (!logo || seen.has(logo.id)) return false;
    seen.add(logo.id);
    return true;
  });
}

/**
 * The start page's landing hero: the logos, the page title, the line 'Wir sind gerne für Sie
 * da.' and a button that scrolls smoothly to what follows the hero (instantly when the visitor
 * prefers reduced motion). It fades in after 200 ms unless motion is reduced (CSS).
 */
export const LandingHero = observer(function LandingHero({ site }: { site: Site }) {
  const { config, branches } = useStores();
  const hero = useRef<HTMLElement>(null);
  const logos = heroLogos(
    config.config?.logo ?? null,
    branches.visible.map((branch) => branch.logo),
  );
  const title = site.title || site.name || config.shopName;

  const scrollBelow = () => {
    const element = hero.current;
    if (!element) return;
    scrollToElement(element, 0, 'bottom');
    const next = element.nextElementSibling;
    if (next instanceof HTMLElement) {
      if (!next.hasAttribute('tabindex')) next.setAttribute('tabindex', '-1');
      next.focus({ preventScroll: true });
    }
  };

  return (
    <section
      ref={hero}
      className="bw-landing-hero"
      style={{ '--bw-hero-delay': `${HERO_ANIMATION_DELAY_MS}ms` } as CSSProperties}
    >
      <div className="bw-landing-hero__content">
        {logos.length ? (
          <ul className="bw-landing-hero__logos" aria-label="Logos">
            {logos.map((logo) => (
              <li key={logo.id}>
                <SiteImage
                  className="bw-landing-hero__logo"
                  image={logo}
                  width={256}
                  sizes="8rem"
                  eager
                />
              </li>
            ))}
          </ul>
        ) : null}
        <h1 className="bw-landing-hero__title">{title}</h1>
        <p className="bw-landing-hero__line">{LANDING_HERO_LINE}</p>
        <button type="button" className="bw-landing-hero__scroll" onClick={scrollBelow}>
          <span>{LANDING_HERO_SCROLL_LABEL}</span>
          <span aria-hidden="true" className="bw-landing-hero__arrow">
            ↓
          </span>
        </button>
      </div>
    </section>
  );
});
