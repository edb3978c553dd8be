import '@bestellwerk/ui/ui.css';
import './styles/frame.css';
import { matchShellRoute, prepareTimeZone } from '@bestellwerk/domain';
import { getRootStore, mountApp } from '@bestellwerk/client';
import { ShellApp } from './app.js';
import { browserFederation } from './remotes/federation-runtime.js';
import { createRemoteLoader } from './remotes/remote-loader.js';
import { ScrollRestoration } from './routing/scroll-restoration.js';

const { api } = getRootStore();
const loader = createRemoteLoader(() => api.get('/remotes'), browserFederation);

// The current route's remote loads alongside init instead of after it.
loader.load(matchShellRoute(window.location.pathname).remote).catch(() => undefined);
// While the remote and init are on the network: the zone data, in a task of its own.
setTimeout(prepareTimeZone, 0);

function Shell() {
  return (
    <>
      <ScrollRestoration />
      <ShellApp loader={loader} />
    </>
  );
}

mountApp(Shell, document.getElementById('root')!);
