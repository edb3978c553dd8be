import { Link } from '@bestellwerk/client';
import type { ReactNode } from 'react';
import type { LinkTarget } from '@bestellwerk/domain';

interface Props {
  target: LinkTarget;
  children: ReactNode;
  /** The link leads to the page shown now (`aria-current="page"`). */
  current?: boolean;
  onPick?: () => void;
}

/** A link to a route, an external site (new tab where the spec asks for it), or plain text when inert. */
export function TargetLink({ target, children, current = false, onPick }: Props) {
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} aria-current={current ? 'page' : undefined} onClick={onPick}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return target.newTab ? (
      <a href={target.href} target="_blank" rel="noopener noreferrer" onClick={onPick}>
        {children}
      </a>
    ) : (
      <a href={target.href} onClick={onPick}>
        {children}
      </a>
    );
  }
  return <span>{children}</span>;
}
