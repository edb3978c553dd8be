import { Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { usePageTitle, useStores } from '@bestellwerk/client';
import { DEFAULT_TIME_ZONE, isBranchOnHome, isSingleBranchHome } from '@bestellwerk/domain';
import { Loader, RichText } from '@bestellwerk/ui';
import { lazyPart } from '../../shared/lazy-part.js';
import { BranchMap } from '../map/index.js';
import { BranchList } from './branch-list.js';
import { SingleBranchHome } from './single-branch-home.js';
import './home.css';

/** The custom home (content blocks, forms, sliders), loaded only when the plugin shows it. */
const LazyHomeSite = lazyPart(() => import('./home-site.js').then((module) => module.HomeSite));

/**
 * Route '/' (storefront.md §2 "Home / division page"): the custom home page when the home-page plugin is
 * on and the site with the empty path exists (drafts only for admins); otherwise the built-in
 * division home.
 */
export const HomePage = observer(function HomePage() {
  const { config, sites, session } = useStores();
  const homeSite = config.config?.enablePluginHomePage ? sites.findByPath('') : undefined;
  if (homeSite && (homeSite.isPublic || session.isAdmin)) {
    return (
      <Suspense fallback={<Loader />}>
        <LazyHomeSite site={homeSite} />
      </Suspense>
    );
  }
  return <DivisionHome />;
});

/**
 * The built-in home: title and description, then the single-branch variant when exactly one
 * branch is listed, else the searchable branch list; the map below when allowed.
 */
const DivisionHome = observer(function DivisionHome() {
  const { config, branches, tags, session } = useStores();
  const settings = config.config;
  const title = settings?.title ?? '';
  usePageTitle({ kind: 'division', title });
  const listed = branches.visible;
  const single = isSingleBranchHome(branches.items) ? listed[0] : undefined;

  return (
    <div className="bw-home">
      <header className="bw-home__intro">
        <h1 className="bw-page-title">{title || config.shopName}</h1>
        {settings?.description ? <RichText html={settings.description} /> : null}
      </header>
      {single ? (
        <SingleBranchHome branch={single} />
      ) : (
        <BranchList
          branches={branches.items.filter((branch) => isBranchOnHome(branch, session.isAdmin))}
          tags={tags.items}
          isSearchEnabled={settings?.enablePluginSearch ?? false}
          isTagFilterEnabled={settings?.enablePluginTags ?? false}
          timeZone={settings?.timeZone ?? DEFAULT_TIME_ZONE}
        />
      )}
      <BranchMap branches={listed} />
    </div>
  );
});
