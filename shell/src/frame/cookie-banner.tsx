import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { legalLinks, LEGAL_PAGES, type LinkTarget } from '@bestellwerk/domain';
import { useStores } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import { TargetLink } from './target-link.js';

const PRIVACY_PAGE = LEGAL_PAGES.find((page) => page.urlField === 'privacyPolicy')!;

interface Props {
  /** Reloads the page (after consent with an ad pixel configured); replaceable in tests. */
  reload?: () => void;
}

/**
 * The cookie banner (storefront.md §2, §4): consent text, 'Mehr erfahren' to the privacy page and
 * 'Akzeptieren'. A non-modal region; hidden once consent is given. Accepting reloads the page
 * when an ad pixel is configured, so the pixel starts with consent.
 */
export const CookieBanner = observer(function CookieBanner({
  reload = () => window.location.reload(),
}: Props) {
  const { consent, config } = useStores();
  const headingId = useId();
  if (consent.hasConsent || !config.config) return null;
  const privacy: LinkTarget = legalLinks(config.config).find(
    (link) => link.label === PRIVACY_PAGE.label,
  )?.target ?? { kind: 'internal', to: PRIVACY_PAGE.path };
  const adPixel = config.config.adPixelId.trim();

  const accept = () => {
    consent.accept();
    if (adPixel) reload();
  };

  return (
    <section className="shell-cookie-banner" aria-labelledby={headingId}>
      <h2 id={headingId} className="shell-cookie-banner__title">
        Cookies und ähnliche Technologien
      </h2>
      <p className="shell-cookie-banner__text">
        Wir verwenden Cookies und ähnliche Technologien, um diese Website bereitzustellen, ihre
        Nutzung zu analysieren und unser Angebot für Sie zu verbessern. Mit „Akzeptieren“ stimmen
        Sie dem zu.
      </p>
      <div className="shell-cookie-banner__actions">
        <TargetLink target={privacy}>Mehr erfahren</TargetLink>
        <Button onClick={accept}>Akzeptieren</Button>
      </div>
    </section>
  );
});
