import { observer } from 'mobx-react-lite';
import { branchesToolbarText, branchToolbarStatus } from '@bestellwerk/domain';
import { useNow, useStores, Link, matchPath, useLocation } from '@bestellwerk/client';

/** The clock re-reads every 30 s: closing times are shown to the minute. */
const TICK_MS = 30_000;

/** The branch identifier of a store route (/store/{identifier} and its checkout), if any. */
export function selectedBranchIdentifier(pathname: string): string | null {
  return matchPath('/store/:branch/*', pathname)?.params.branch ?? null;
}

/**
 * The toolbar plugin's bar (storefront.md §2 "Shell"): how many branches are open now, or on a store
 * route the branch with a link back and 'Geöffnet bis {time}' / 'Geschlossen'.
 */
export const Toolbar = observer(function Toolbar() {
  const { config, branches } = useStores();
  const { pathname } = useLocation();
  const now = useNow(TICK_MS);
  const timeZone = config.config?.timeZone;
  const identifier = selectedBranchIdentifier(pathname);
  const branch = identifier
    ? branches.items.find((candidate) => candidate.identifier === identifier)
    : undefined;

  if (!branch) {
    return (
      <div className="shell-toolbar" role="region" aria-label="Standorte">
        <p className="shell-toolbar__text">
          {branchesToolbarText(branches.visible, now, timeZone)}
        </p>
      </div>
    );
  }
  const status = branchToolbarStatus(branch, now, timeZone);
  const tone = status.state === 'closed' ? 'closed' : status.isWarning ? 'warning' : 'open';
  return (
    <div className="shell-toolbar" role="region" aria-label="Standort">
      <Link to="/" className="shell-toolbar__back">
        <span aria-hidden="true">‹ </span>Alle Standorte
      </Link>
      <p className="shell-toolbar__text">
        <strong className="shell-toolbar__branch">{branch.name}</strong>{' '}
        <span className={`shell-toolbar__status shell-toolbar__status--${tone}`}>
          {status.text}
        </span>
      </p>
    </div>
  );
});
