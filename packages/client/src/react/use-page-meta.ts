import { useLocation } from '../routing/router.js';
import { useEffect, useLayoutEffect } from 'react';
import { canonicalUrl, imageUrl, type Config, type Image } from '@bestellwerk/domain';
import { useStores } from './stores-context.js';

/** What a page says about itself: its document title and its own description, if any. */
export interface PageMeta {
  title: string;
  description: string | null;
}

/** One head tag: `<meta name|property=… content=…>` or `<link rel=… href=…>`; null content removes it. */
export type HeadTag =
  | { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string | null }
  | { kind: 'link'; rel: string; href: string | null };

type MetaConfig = Pick<
  Config,
  | 'shopName'
  | 'metaTitle'
  | 'metaDescription'
  | 'seoTitle'
  | 'seoDescription'
  | 'metaImage'
  | 'ogTitle'
  | 'ogDescription'
  | 'ogImage'
  | 'twitterTitle'
  | 'twitterDescription'
  | 'twitterImage'
  | 'shareImage'
>;

const meta = (attribute: 'name' | 'property', key: string, content: string | null): HeadTag => ({
  kind: 'meta',
  attribute,
  key,
  content: content?.trim() || null,
});

/** The description of a page: its own, else the config's meta description, else its SEO description. */
export function pageMetaDescription(config: MetaConfig | null, own: string | null): string | null {
  return own?.trim() || config?.metaDescription.trim() || config?.seoDescription.trim() || null;
}

/**
 * The title and description tags of a page: meta description, Open Graph and Twitter. A page
 * with its own title (more than the shop name) shares that; the shop's start pages share the
 * configured og/twitter texts when set.
 */
export function pageMetaTags(config: MetaConfig | null, page: PageMeta): HeadTag[] {
  const description = pageMetaDescription(config, page.description);
  const isOwnPage =
    Boolean(page.description?.trim()) || page.title.trim() !== (config?.shopName.trim() ?? '');
  const ogTitle =
    (!isOwnPage && (config?.ogTitle.trim() || config?.metaTitle.trim())) || page.title;
  const ogDescription = (!isOwnPage && config?.ogDescription.trim()) || description;
  return [
    meta('name', 'description', description),
    meta('property', 'og:title', ogTitle),
    meta('property', 'og:description', ogDescription),
    meta('name', 'twitter:title', (!isOwnPage && config?.twitterTitle.trim()) || ogTitle),
    meta(
      'name',
      'twitter:description',
      (!isOwnPage && config?.twitterDescription.trim()) || ogDescription,
    ),
  ];
}

/**
 * The tags that follow the address and the config alone: canonical URL (site origin plus path),
 * og/twitter URL, site name and share images as absolute URLs.
 */
export function siteMetaTags(
  config: MetaConfig | null,
  origin: string,
  pathname: string,
): HeadTag[] {
  const url = canonicalUrl(origin, pathname);
  const absolute = (image: Image | null | undefined) =>
    image ? `${origin.replace(/\/+$/, '')}${imageUrl(image)}` : null;
  const ogImage = config?.ogImage ?? config?.metaImage ?? config?.shareImage ?? null;
  const twitterImage = config?.twitterImage ?? ogImage;
  return [
    { kind: 'link', rel: 'canonical', href: url },
    meta('property', 'og:url', url),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'de_DE'),
    meta('property', 'og:site_name', config?.shopName ?? null),
    meta('property', 'og:image', absolute(ogImage)),
    meta('name', 'twitter:card', twitterImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:url', url),
    meta('name', 'twitter:image', absolute(twitterImage)),
  ];
}

/** Writes head tags, creating, updating or (for null content) removing each. */
export function applyHeadTags(tags: readonly HeadTag[], head: HTMLElement = document.head): void {
  for (const tag of tags) {
    if (tag.kind === 'link') {
      let link = head.querySelector<HTMLLinkElement>(`link[rel="${tag.rel}"]`);
      if (!tag.href) {
        link?.remove();
        continue;
      }
      if (!link) {
        link = document.createElement('link');
        link.rel = tag.rel;
        head.append(link);
      }
      link.setAttribute('href', tag.href);
      continue;
    }
    let element = head.querySelector<HTMLMetaElement>(`meta[${tag.attribute}="${tag.key}"]`);
    if (tag.content === null) {
      element?.remove();
      continue;
    }
    if (!element) {
      element = document.createElement('meta');
      element.setAttribute(tag.attribute, tag.key);
      head.append(element);
    }
    element.setAttribute('content', tag.content);
  }
}

/**
 * Sets a page's description and its Open Graph/Twitter title and description (see
 * `pageMetaTags`). `usePageTitle` calls it, so every page that names itself describes itself too.
 */
export function usePageMeta(page: PageMeta): void {
  const { config } = useStores();
  const current = config.config;
  const { title, description } = page;
  useEffect(() => {
    applyHeadTags(pageMetaTags(current, { title, description }));
  }, [current, title, description]);
}

/**
 * The shell's part of the head, used once around all pages: canonical URL, og/twitter URL and
 * images on every address change; and the shop's default title and description whenever
 * `areaKey` changes (a new remote takes over) — set in a layout effect, so the page's own
 * `usePageTitle` (a passive effect) always comes after it and wins.
 */
export function useSiteMeta(areaKey: string): void {
  const { config } = useStores();
  const current = config.config;
  const { pathname } = useLocation();

  useLayoutEffect(() => {
    const title = current?.shopName.trim() ?? '';
    if (title) document.title = title;
    applyHeadTags(pageMetaTags(current, { title, description: null }));
  }, [current, areaKey]);

  useEffect(() => {
    applyHeadTags(siteMetaTags(current, window.location.origin, pathname));
  }, [current, pathname]);
}
