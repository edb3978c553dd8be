import { observer } from 'mobx-react-lite';
import type { PageTitleRoute } from '@bestellwerk/domain';
import { usePageTitle, useStores, useLocation } from '@bestellwerk/client';
import { Loader, NotFound, RichText } from '@bestellwerk/ui';
import { findContentPage, type ContentPage as FoundPage } from './find-content-page.js';
import { SiteView } from './site-view.js';

/** The title route of what was found: a site, a legal text titled like a site, or not found. */
function titleRoute(page: FoundPage | null): PageTitleRoute {
  if (!page) return { kind: 'not-found' };
  return page.kind === 'site'
    ? { kind: 'site', site: page.site }
    : { kind: 'site', site: { title: page.page.label, name: page.page.label } };
}

/**
 * Any content path (/site/…, /impressum, /datenschutz, others): the site stored for it (drafts
 * for staff, with a draft marker), a configured legal text, or, once loading has finished, the
 * 404 view.
 */
export const ContentPage = observer(function ContentPage() {
  const { pathname } = useLocation();
  const { sites, config, session, init } = useStores();
  const page = findContentPage(pathname, sites, config.config, session.isAdmin);
  const isLoading = !page && init.status !== 'done' && init.status !== 'error';
  usePageTitle(isLoading ? { kind: 'division', title: '' } : titleRoute(page));

  if (isLoading) return <Loader />;
  if (!page) return <NotFound />;
  if (page.kind === 'site') return <SiteView site={page.site} />;
  return (
    <article className="bw-site bw-site--default">
      <h1 className="bw-page-title">{page.page.label}</h1>
      <RichText html={page.html} />
    </article>
  );
});

export { SiteBody, SiteView } from './site-view.js';
