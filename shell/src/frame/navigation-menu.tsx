import type { NavEntry } from './navigation-entries.js';
import { TargetLink } from './target-link.js';

interface Props {
  entries: NavEntry[];
  /** Called when a non-group item is picked (the overlay closes then). */
  onPick?: () => void;
}

/** A nested list of menu entries. */
export function NavigationMenu({ entries, onPick }: Props) {
  return (
    <ul className="shell-menu">
      {entries.map((entry, index) => (
        <li key={`${index}-${entry.label}`}>
          {entry.isGroup ? (
            <span className="shell-menu__group">{entry.label}</span>
          ) : (
            <TargetLink target={entry.target} onPick={onPick}>
              {entry.label}
            </TargetLink>
          )}
          {entry.children.length > 0 ? (
            <NavigationMenu entries={entry.children} onPick={onPick} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
