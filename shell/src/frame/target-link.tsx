import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { NavTarget } from './navigation-entries.js';

interface Props {
  target: NavTarget;
  children: ReactNode;
  onPick?: () => void;
}

/** A link to a route, an external site (new tab where the spec asks for it), or plain text when inert. */
export function TargetLink({ target, children, onPick }: Props) {
  if (target.kind === 'internal') {
    return (
      <NavLink to={target.to} end onClick={onPick}>
        {children}
      </NavLink>
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
