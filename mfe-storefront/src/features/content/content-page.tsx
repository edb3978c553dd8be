import { useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { Site } from '@bestellwerk/domain';
import { usePageTitle, useStores } from '@bestellwerk/client';
import { NotFound, RichText } from '@bestellwerk/ui';
import { findContentPage } from './find-content-page.js';

/** The HTML of a page's text items; other block kinds come with the content-blocks issue. */
function textItems(site: Site): string[] {
  return site.content.flatMap((item) =>
    item.type === 'text' && typeof item.value.html === 'string' ? [item.value.html] : [],
  );
}

/** Any content path (/site/…, /impressum, /datenschutz, others): the page stored for it, or the 404 view. */
export const ContentPage = observer(function ContentPage() {
  const { pathname } = useLocation();
  const { sites, config, session } = useStores();
  const page = findContentPage(pathname, sites, config.config, session.isAdmin);
  const title = page?.kind === 'site' ? page.site.title || page.site.name : page?.title;
  usePageTitle(title ?? '404 Not Found');
  if (!page) return <NotFound />;

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
