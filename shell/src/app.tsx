import { useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { usePageTitle } from '@bestellwerk/client';
import { Footer } from './frame/footer.js';
import { Header } from './frame/header.js';
import { RemoteArea } from './remotes/remote-area.js';
import type { RemoteLoader } from './remotes/remote-loader.js';
import { matchShellRoute } from './routes.js';

/** The frame of every page: header and footer (unless the route is full screen) around the route's remote. */
export const ShellApp = observer(function ShellApp({ loader }: { loader: RemoteLoader }) {
  const { pathname } = useLocation();
  const route = matchShellRoute(pathname);
  // The shop name alone until the route's remote names its page.
  usePageTitle({ kind: 'division', title: '' });

  const main = (
    <main
      id="main"
      className={route.chrome ? 'shell-main' : 'shell-main shell-main--full'}
      tabIndex={-1}
    >
      <RemoteArea key={route.remote} name={route.remote} loader={loader} />
    </main>
  );
  if (!route.chrome) return main;
  return (
    <>
      <a className="shell-skip-link" href="#main">
        Zum Inhalt springen
      </a>
      <Header />
      {main}
      <Footer />
    </>
  );
});
