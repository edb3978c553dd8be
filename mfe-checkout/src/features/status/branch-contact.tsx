import { mailtoHref, mapsDirectionsUrl, telHref, type Branch } from '@bestellwerk/domain';

export interface BranchContactProps {
  branch: Branch;
}

/** How to reach the branch that has the order: name, address with directions, phone and e-mail. */
export function BranchContact({ branch }: BranchContactProps) {
  const tel = telHref(branch.phone);
  const mailto = mailtoHref(branch.email);
  const directions = mapsDirectionsUrl(branch);
  const place = `${branch.zipCode} ${branch.city}`.trim();
  return (
    <section className="bw-status__section" aria-labelledby="bw-status-contact">
      <h2 id="bw-status-contact" className="bw-status__heading">
        Fragen zu Ihrer Bestellung?
      </h2>
      <address className="bw-status__contact">
        <strong>{branch.name}</strong>
        {branch.street ? <span>{branch.street}</span> : null}
        {place ? <span>{place}</span> : null}
        {tel ? (
          <span>
            Telefon: <a href={tel}>{branch.phone}</a>
          </span>
        ) : null}
        {mailto ? (
          <span>
            E-Mail: <a href={mailto}>{branch.email.trim()}</a>
          </span>
        ) : null}
        {directions ? (
          <a href={directions} target="_blank" rel="noopener noreferrer">
            Route planen<span className="bw-visually-hidden"> (öffnet in neuem Tab)</span>
          </a>
        ) : null}
      </address>
    </section>
  );
}
