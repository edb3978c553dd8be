import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useStores } from '@bestellwerk/client';
import { legalLinks } from './legal-links.js';
import { NavigationMenu } from './navigation-menu.js';
import { TargetLink } from './target-link.js';
import { usePublicNavigation } from './use-public-navigation.js';

/** Address and contact from the config, the 'footer-navigation' and the legal links. */
export const Footer = observer(function Footer() {
  const { config: configStore, branches } = useStores();
  const entries = usePublicNavigation('footer-navigation');
  const config = configStore.config;
  if (!config) return null;
  const onlyBranch = branches.items.length === 1 ? branches.items[0] : null;

  return (
    <footer className="shell-footer">
      <address className="shell-footer__address">
        <strong>{config.businessName || config.shopName}</strong>
        {config.street ? <span>{config.street}</span> : null}
        {config.zipCode || config.city ? (
          <span>{`${config.zipCode} ${config.city}`.trim()}</span>
        ) : null}
        {config.phone ? (
          <a href={`tel:${config.phone.replace(/\s+/g, '')}`}>{config.phone}</a>
        ) : null}
        {config.email ? <a href={`mailto:${config.email}`}>{config.email}</a> : null}
      </address>
      {onlyBranch ? <Link to={`/store/${onlyBranch.identifier}`}>Online Bestellen</Link> : null}
      {entries ? (
        <nav aria-label="Fußzeilennavigation">
          <NavigationMenu entries={entries} />
        </nav>
      ) : null}
      <nav aria-label="Rechtliches">
        <ul className="shell-footer__legal">
          {legalLinks(config).map((link) => (
            <li key={link.label}>
              <TargetLink target={link.target}>{link.label}</TargetLink>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
});
