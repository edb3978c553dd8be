import { observer } from 'mobx-react-lite';
import type { Site } from '@bestellwerk/domain';
import { usePageTitle, useStores } from '@bestellwerk/client';
import { SiteView } from '../content/index.js';

/**
 * The custom home page (home-page plugin): the site stored under the empty path, rendered by the
 * content feature, titled like the division ('{title - }{shop}').
 */
export const HomeSite = observer(function HomeSite({ site }: { site: Site }) {
  const { config } = useStores();
  usePageTitle({ kind: 'division', title: config.config?.title ?? '' });
  return (
    <div className="bw-home-site" data-testid="home-site">
      <SiteView site={site} />
    </div>
  );
});
