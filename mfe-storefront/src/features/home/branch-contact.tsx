import { mailtoHref, telHref, websiteHref, websiteLabel, type Branch } from '@bestellwerk/domain';

/** The contact block of a branch (storefront.md §2): name, address, phone, e-mail and website. */
export function BranchContact({
  branch,
}: {
  branch: Pick<Branch, 'name' | 'street' | 'zipCode' | 'city' | 'phone' | 'email' | 'website'>;
}) {
  const phone = telHref(branch.phone);
  const email = mailtoHref(branch.email);
  const website = websiteHref(branch.website);
  return (
    <section className="bw-contact" aria-label={`Kontakt ${branch.name}`}>
      <h3 className="bw-contact__title">Kontakt</h3>
      <address className="bw-contact__address">
        <strong>{branch.name}</strong>
        <br />
        {branch.street}
        <br />
        {`${branch.zipCode} ${branch.city}`}
      </address>
      <dl className="bw-contact__list">
        {phone ? (
          <>
            <dt>Telefon</dt>
            <dd>
              <a href={phone}>{branch.phone}</a>
            </dd>
          </>
        ) : null}
        {email ? (
          <>
            <dt>E-Mail</dt>
            <dd>
              <a href={email}>{branch.email.trim()}</a>
            </dd>
          </>
        ) : null}
        {website ? (
          <>
            <dt>Website</dt>
            <dd>
              <a href={website} target="_blank" rel="noopener noreferrer">
                {websiteLabel(branch.website)}
                <span className="bw-visually-hidden"> (öffnet in neuem Tab)</span>
              </a>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
