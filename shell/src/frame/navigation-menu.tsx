import type { NavigationEntry } from '@bestellwerk/domain';
import { TargetLink } from './target-link.js';

interface Props {
  entries: NavigationEntry[];
  /** Called when a non-group item is picked (the overlay closes then). */
  onPick?: () => void;
}

/** A nested list of menu entries; the current entry and its ancestors are marked active. */
export function NavigationMenu({ entries, onPick }: Props) {
  return (
    <ul className="shell-menu">
      {entries.map((entry, index) => (
        <li
          key={`${index}-${entry.label}`}
          className={
            entry.isActive ? 'shell-menu__item shell-menu__item--active' : 'shell-menu__item'
          }
        >
          {entry.isGroup ? (
            <span className="shell-menu__group">{entry.label}</span>
          ) : (
            <TargetLink target={entry.target} current={entry.isCurrent} onPick={onPick}>
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
