import { observer } from 'mobx-react-lite';
import { APP_VERSION } from '@bestellwerk/domain';
import { useStores, Link } from '@bestellwerk/client';

/** Backend pages an admin reaches from the public site (storefront.md §2 "Shell"). */
const BACKEND_LINKS = [
  { to: '/backend', label: 'Dashboard' },
  { to: '/backend/sites', label: 'Seiten' },
  { to: '/backend/navigations', label: 'Navigationen' },
  { to: '/backend', label: 'Ins Backend wechseln' },
] as const;

/** The frontend toolbar for ROLE_ADMIN: backend links, sign-out, the username and the app version. */
export const AdminToolbar = observer(function AdminToolbar() {
  const { session } = useStores();
  if (!session.isAdmin) return null;
  return (
    <nav className="shell-admin-toolbar" aria-label="Verwaltung">
      <ul className="shell-admin-toolbar__links">
        {BACKEND_LINKS.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        <li>
          {/* A full page load: signing out ends the session of every part of the app. */}
          <a href="/backend/logout">Abmelden</a>
        </li>
      </ul>
      <p className="shell-admin-toolbar__info">
        <span>
          <span className="bw-visually-hidden">Angemeldet als </span>
          {session.me?.username}
        </span>
        <span>Version {APP_VERSION}</span>
      </p>
    </nav>
  );
});
