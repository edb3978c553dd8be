import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useStores } from '@bestellwerk/client';
import {
  adminNavSections,
  BACKOFFICE_NAV,
  isCurrentNavItem,
  type BackofficeNavItem,
} from './backoffice-nav.js';
import './backoffice.css';

export interface BackofficeLayoutProps {
  /** Shown beside 'Bestellungen' on every page (the count of new orders). */
  ordersBadge?: ReactNode;
  /** Controls of the frame beside the user name (e.g. the sound switch). */
  tools?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every signed-in staff page: the navigation of the day's work, for administrators
 * the management screens by section ("Verwaltung"), the signed-in user's name, the frame's
 * tools, and the page.
 */
export const BackofficeLayout = observer(function BackofficeLayout({
  ordersBadge,
  tools,
  children,
}: BackofficeLayoutProps) {
  const { session } = useStores();
  const { pathname } = useLocation();
  const me = session.me;
  const name = me ? [me.firstName, me.lastName].filter(Boolean).join(' ') || me.username : '';

  return (
    <div className="bo-frame">
      <header className="bo-frame__bar bo-spread">
        <nav className="bo-nav" aria-label="Backoffice">
          <ul className="bo-nav__list">
            <li>
              <Link
                className="bo-nav__link"
                to="/backend"
                aria-current={pathname.replace(/\/+$/, '') === '/backend' ? 'page' : undefined}
              >
                Übersicht
              </Link>
            </li>
            {BACKOFFICE_NAV.map((item) => (
              <li key={item.to}>
                <NavLink item={item} pathname={pathname} />
                {item.to === '/backend/orders' ? ordersBadge : null}
              </li>
            ))}
          </ul>
        </nav>
        <div className="bo-frame__user">
          {tools}
          {name ? (
            <span className="bo-frame__name">
              <span className="bw-visually-hidden">Angemeldet als </span>
              {name}
            </span>
          ) : null}
          <Link className="bo-nav__link" to="/backend/logout">
            Abmelden
          </Link>
        </div>
      </header>
      {session.isAdmin ? (
        <nav className="bo-admin-nav" aria-label="Verwaltung">
          {adminNavSections().map(({ section, items }) => (
            <div key={section} className="bo-admin-nav__section">
              <span className="bo-admin-nav__title" id={`bo-admin-nav-${section}`}>
                {section}
              </span>
              <ul className="bo-nav__list" aria-labelledby={`bo-admin-nav-${section}`}>
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink item={item} pathname={pathname} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      ) : null}
      <div className="bo-frame__content">{children}</div>
    </div>
  );
});

function NavLink({ item, pathname }: { item: BackofficeNavItem; pathname: string }) {
  return (
    <Link
      className="bo-nav__link"
      to={item.to}
      aria-current={isCurrentNavItem(item, pathname) ? 'page' : undefined}
    >
      {item.label}
    </Link>
  );
}
