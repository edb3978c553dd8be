import { useEffect, useState } from 'react';
import type { Category } from '@bestellwerk/domain';
import { scrollToElement } from '@bestellwerk/ui';

/** A group counts as reached when its top is above this share of the window height (storefront.md §2). */
export const ACTIVE_GROUP_VIEWPORT_SHARE = 0.25;
/** Scrolling to a group leaves this much room above it (storefront.md §2, §9: -150 px). */
export const CATEGORY_SCROLL_OFFSET = -150;

/** The DOM id of a product group's section. */
export function groupElementId(categoryId: number): string {
  return `category-${categoryId}`;
}

/** The id of the last group whose top is above a quarter of the window height, else the first. */
export function activeGroupId(ids: readonly number[]): number | null {
  let active: number | null = ids[0] ?? null;
  const threshold = window.innerHeight * ACTIVE_GROUP_VIEWPORT_SHARE;
  for (const id of ids) {
    const element = document.getElementById(groupElementId(id));
    if (element && element.getBoundingClientRect().top < threshold) active = id;
  }
  return active;
}

/** Scrolls so that a group starts 150 px below the top of the window. */
export function scrollToGroup(categoryId: number): void {
  const element = document.getElementById(groupElementId(categoryId));
  if (!element) return;
  scrollToElement(element, CATEGORY_SCROLL_OFFSET);
}

/** The sticky category bar: one link per category, the group in view highlighted. */
export function CategoryBar({ categories }: { categories: Pick<Category, 'id' | 'name'>[] }) {
  const ids = categories.map((category) => category.id);
  const key = ids.join(',');
  const [active, setActive] = useState<number | null>(ids[0] ?? null);

  useEffect(() => {
    const list = key === '' ? [] : key.split(',').map(Number);
    const update = () => setActive(activeGroupId(list));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [key]);

  return (
    <nav className="bw-category-bar" aria-label="Kategorien">
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${groupElementId(category.id)}`}
              aria-current={active === category.id ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                setActive(category.id);
                scrollToGroup(category.id);
              }}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
