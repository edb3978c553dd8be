import { observer } from 'mobx-react-lite';
import { useStores, Link } from '@bestellwerk/client';
import { resolveLinkField, type LinkField } from '@bestellwerk/domain';

/**
 * A block's link field as a button-styled link: an internal page target wins, else the url
 * (internal route, or external: mailto/tel in the same tab, others in a new tab); nothing when
 * it leads nowhere. The label defaults to 'Mehr erfahren'.
 */
export const BlockLink = observer(function BlockLink({ link }: { link: LinkField | null }) {
  const { sites } = useStores();
  if (!link) return null;
  const { label, target } = resolveLinkField(link, sites);
  const className = 'bw-button bw-button--primary bw-block-link';
  if (target.kind === 'internal')
    return (
      <Link className={className} to={target.to}>
        {label}
      </Link>
    );
  if (target.kind === 'external')
    return (
      <a
        className={className}
        href={target.href}
        {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {label}
        {target.newTab ? <span className="bw-visually-hidden"> (öffnet in neuem Tab)</span> : null}
      </a>
    );
  return null;
});
