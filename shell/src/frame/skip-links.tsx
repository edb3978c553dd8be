import type { MouseEvent } from 'react';
import type { SkipLink } from '@bestellwerk/domain';

/**
 * Moves the focus to the link's target (made focusable for it) and scrolls it into view, without
 * a history entry: the route stays as it is.
 */
function skipTo(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const target = document.getElementById(targetId);
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

/**
 * The skip links (WCAG 2.4.1), the first stops of the Tab key on the page: hidden until focused,
 * each moves the focus to its target ('Zum Inhalt', 'Zum Warenkorb').
 */
export function SkipLinks({ links }: { links: readonly SkipLink[] }) {
  if (links.length === 0) return null;
  return (
    <div className="shell-skip-links">
      {links.map(({ label, targetId }) => (
        <a
          key={targetId}
          className="shell-skip-link"
          href={`#${targetId}`}
          onClick={(event) => skipTo(event, targetId)}
        >
          {label}
        </a>
      ))}
    </div>
  );
}
