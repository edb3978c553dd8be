import { useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { PageTitleRoute, Site } from '@bestellwerk/domain';
import { usePageTitle, useStores } from '@bestellwerk/client';
import { NotFound, RichText } from '@bestellwerk/ui';
import { findContentPage, type ContentPage as FoundPage } from './find-content-page.js';

/** The HTML of a page's text items; other block kinds come with the content-blocks issue. */
function textItems(site: Site): string[] {
  return site.content.flatMap((item) =>
    item.type === 'text' && typeof item.value.html === 'string' ? [item.value.html] : [],
  );
}

/** The title route of what was found: a site, a legal text titled like a site, or not found. */
function titleRoute(page: FoundPage | null): PageTitleRoute {
  if (!page) return { kind: 'not-found' };
  return page.kind === 'site'
    ? { kind: 'site', site: page.site }
    : { kind: 'site', site: { title: page.page.label, name: page.page.label } };
}

/** Any content path (/site/…, /impressum, /datenschutz, others): the page stored for it, or the 404 view. */
export const ContentPage = observer(function ContentPage() {
  const { pathname } = useLocation();
  const { sites, config, session } = useStores();
  const page = findContentPage(pathname, sites, config.config, session.isAdmin);
  usePageTitle(titleRoute(page));
  if (!page) return <NotFound />;

  const title = page.kind === 'site' ? page.site.title || page.site.name : page.page.label;
  const html = page.kind === 'site' ? textItems(page.site) : [page.html];
  return (
    <article>
      {page.kind === 'site' && !page.site.isPublic ? <p className="bw-muted">Entwurf</p> : null}
      <h1 className="bw-page-title">{title}</h1>
      {html.map((item, index) => (
        <RichText key={index} html={item} />
      ))}
    </article>
  );
});
