import { useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { branchCatalog } from '@bestellwerk/domain';
import { useNow, usePageTitle, useStores } from '@bestellwerk/client';
import { NotFound } from '@bestellwerk/ui';

/** Category and product lists are re-checked every 10 s (spec, "Other behaviour"). */
const CATALOG_RECHECK_MS = 10_000;

/** `/store/:branch`: the branch's name and what its active menu shows now (the full menu UI is a later issue). */
export const BranchPage = observer(function BranchPage() {
  const { branch: identifier = '' } = useParams();
  const { branches, menus, categories, products } = useStores();
  const now = useNow(CATALOG_RECHECK_MS);
  const branch = branches.visible.find((candidate) => candidate.identifier === identifier);
  usePageTitle(branch ? { kind: 'branch', branch } : { kind: 'not-found' });
  if (!branch) return <NotFound />;

  const groups = branchCatalog(menus.items, branch.id, categories, products, now)?.categories ?? [];
  return (
    <article>
      <h1 className="bw-page-title">{branch.name}</h1>
      <p className="bw-muted">{`${branch.street}, ${branch.zipCode} ${branch.city}`}</p>
      {groups.length === 0 ? <p>Derzeit sind keine Produkte verfügbar.</p> : null}
      {groups.map(({ category, products: items }) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`}>
          <h2 id={`category-${category.id}`}>{category.name}</h2>
          <ul>
            {items.map(({ product, isOrderable }, index) => (
              <li
                key={`${index}-${product.id}`}
                className={isOrderable ? undefined : 'bw-muted'}
                data-testid="catalog-product"
              >
                {product.name}
                {/* Our wording: the spec names no text for a shown product that cannot be ordered now. */}
                {isOrderable ? null : ' – Derzeit nicht verfügbar'}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
});
