import { observer } from 'mobx-react-lite';
import {
  isTargetCurrent,
  legalLinks,
  mailtoHref,
  onlineOrderLink,
  telHref,
  withoutLegalLinks,
} from '@bestellwerk/domain';
import { useStores, useLocation } from '@bestellwerk/client';
import { InstallAppLink } from '../pwa/install-app-link.js';
import { FooterHours } from './footer-hours.js';
import { NavigationMenu } from './navigation-menu.js';
import { TargetLink } from './target-link.js';
import { usePublicNavigation } from './use-public-navigation.js';

/**
 * The footer (storefront.md §2 "Shell"): hours of the visible branches, address and contact from the
 * config, 'Online Bestellen' for a single branch, the 'footer-navigation' (without the legal
 * pages it repeats) and the legal links.
 */
export const Footer = observer(function Footer() {
  const { config: configStore, branches } = useStores();
  const entries = usePublicNavigation('footer-navigation');
  const { pathname } = useLocation();
  const config = configStore.config;
  if (!config) return null;
  const phone = telHref(config.phone);
  const email = mailtoHref(config.email);
  const onlineOrder = onlineOrderLink(branches.items);
  const legal = legalLinks(config);
  // The legal pages are listed once, in their own list, even when the menu links them too.
  const menu = entries ? withoutLegalLinks(entries, legal) : [];

  return (
    <footer className="shell-footer">
      <FooterHours />
      <address className="shell-footer__address">
        <strong>{config.businessName || config.shopName}</strong>
        {config.street ? <span>{config.street}</span> : null}
        {config.zipCode || config.city ? (
          <span>{`${config.zipCode} ${config.city}`.trim()}</span>
        ) : null}
        {phone ? <a href={phone}>{config.phone}</a> : null}
        {email ? <a href={email}>{config.email}</a> : null}
      </address>
      {onlineOrder ? (
        <TargetLink target={onlineOrder.target}>{onlineOrder.label}</TargetLink>
      ) : null}
      {menu.length > 0 ? (
        <nav aria-label="Fußzeilennavigation">
          <NavigationMenu entries={menu} />
        </nav>
      ) : null}
      <nav aria-label="Rechtliches">
        <ul className="shell-footer__legal">
          {legal.map((link) => (
            <li key={link.label}>
              <TargetLink
                target={link.target}
                current={isTargetCurrent(link.target, 'link', pathname)}
              >
                {link.label}
              </TargetLink>
            </li>
          ))}
        </ul>
      </nav>
      <InstallAppLink />
    </footer>
  );
});
