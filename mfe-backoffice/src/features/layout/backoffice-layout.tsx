import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useStores } from '@bestellwerk/client';
import { isCurrentNavItem, visibleNavItems } from './backoffice-nav.js';
import './backoffice.css';

export interface BackofficeLayoutProps {
  /** Shown beside 'Bestellungen' on every page (the count of new orders). */
  ordersBadge?: ReactNode;
  /** Controls of the frame beside the user name (e.g. the sound switch). */
  tools?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every signed-in staff page: the backoffice navigation (Benutzer for
 * administrators only), the signed-in user's name, the frame's tools, and the page.
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
      <header className="bo-frame__bar">
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
            {visibleNavItems(session.isAdmin).map((item) => (
              <li key={item.to}>
                <Link
                  className="bo-nav__link"
                  to={item.to}
                  aria-current={isCurrentNavItem(item, pathname) ? 'page' : undefined}
                >
                  {item.label}
                </Link>
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
      <div className="bo-frame__content">{children}</div>
    </div>
  );
});
