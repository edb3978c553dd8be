import { useCallback, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { imageUrl } from '@bestellwerk/domain';
import { useStores, Link, useLocation } from '@bestellwerk/client';
import { lazyModule, useLazyModule } from './lazy-module.js';
import { usePublicNavigation } from './use-public-navigation.js';

const OVERLAY_ID = 'shell-navigation';

// The menu is a full-screen overlay: it loads when the visitor opens it.
const navigationOverlay = lazyModule(() => import('./navigation-overlay.js'));

/** Logo or shop name linking home, and the menu button of the 'header-navigation' overlay. */
export const Header = observer(function Header() {
  const { config } = useStores();
  const entries = usePublicNavigation('header-navigation');
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const overlay = useLazyModule(navigationOverlay, open && entries !== null).module;

  useEffect(() => setOpen(false), [pathname]);

  const close = useCallback(() => {
    setOpen(false);
    menuButton.current?.focus();
  }, []);

  const logo = config.config?.logo;
  return (
    <header className="shell-header">
      <Link to="/" className="shell-header__brand">
        {logo ? <img src={imageUrl(logo)} alt={config.shopName} height={48} /> : config.shopName}
      </Link>
      {entries ? (
        <button
          ref={menuButton}
          type="button"
          className="shell-header__menu"
          aria-expanded={open}
          aria-controls={OVERLAY_ID}
          onClick={() => setOpen((value) => !value)}
        >
          Menü
        </button>
      ) : null}
      {overlay && entries ? (
        <overlay.NavigationOverlay id={OVERLAY_ID} entries={entries} onClose={close} />
      ) : null}
    </header>
  );
});
