import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { urlTarget, type Config } from '@bestellwerk/domain';
import { Link } from '@bestellwerk/client';
import { CheckboxField } from '@bestellwerk/ui/forms';
import type { CheckoutFormStore } from './checkout-form-store.js';
import { LegalOverlay } from './legal-overlay.js';

interface LegalDocument {
  field: 'legalInstructions' | 'privacyPolicy';
  label: string;
  title: string;
  show: string;
  text: string;
  url: string;
}

function documentsOf(config: Config | null): LegalDocument[] {
  return [
    {
      field: 'legalInstructions',
      label: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.',
      title: 'Allgemeine Geschäftsbedingungen',
      show: 'AGB anzeigen',
      text: config?.termsAndConditionsText ?? '',
      url: config?.termsAndConditions ?? '',
    },
    {
      field: 'privacyPolicy',
      label: 'Ich habe die Datenschutzerklärung gelesen und stimme ihr zu.',
      title: 'Datenschutzerklärung',
      show: 'Datenschutzerklärung anzeigen',
      text: config?.privacyPolicyText ?? '',
      url: config?.privacyPolicy ?? '',
    },
  ];
}

/** Where a legal text is shown when it has no configured text: its url, or nothing. */
function ExternalLegalLink({ url, show }: { url: string; show: string }) {
  const target = urlTarget(url);
  if (target.kind === 'inert') return null;
  if (target.kind === 'internal') return <Link to={target.to}>{show}</Link>;
  return (
    <a
      href={target.href}
      target={target.newTab ? '_blank' : undefined}
      rel={target.newTab ? 'noopener noreferrer' : undefined}
    >
      {show}
    </a>
  );
}

/**
 * The two required checkboxes (terms, privacy), each with its text in an overlay when the
 * config holds the text, else a link to the configured url.
 */
export const LegalFields = observer(function LegalFields({
  store,
  config,
}: {
  store: CheckoutFormStore;
  config: Config | null;
}) {
  const [open, setOpen] = useState<LegalDocument | null>(null);
  return (
    <fieldset className="bw-checkout__section">
      <legend className="bw-checkout__legend">Rechtliches</legend>
      {documentsOf(config).map((document) => (
        <div key={document.field} className="bw-checkout__legal">
          <CheckboxField field={document.field} label={document.label} store={store} />
          {document.text.trim() ? (
            <button
              type="button"
              className="bw-link-button"
              aria-haspopup="dialog"
              onClick={() => setOpen(document)}
            >
              {document.show}
            </button>
          ) : (
            <ExternalLegalLink url={document.url} show={document.show} />
          )}
        </div>
      ))}
      {open ? (
        <LegalOverlay title={open.title} html={open.text} onClose={() => setOpen(null)} />
      ) : null}
    </fieldset>
  );
});
