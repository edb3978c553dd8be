import { useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { usePageTitle, useStores } from '@bestellwerk/client';
import { NotFound } from '@bestellwerk/ui';
import { catalogGroups, currentMenu } from './branch-catalog.js';

/** `/store/:branch`: the branch's name and what its current menu offers (the full menu UI is a later issue). */
export const BranchPage = observer(function BranchPage() {
  const { branch: identifier = '' } = useParams();
  const { branches, menus, categories, products } = useStores();
  const branch = branches.visible.find((candidate) => candidate.identifier === identifier);
  usePageTitle(branch?.name);
  if (!branch) return <NotFound />;

  const menu = currentMenu(menus.items, branch.id, new Date());
  const groups = menu ? catalogGroups(menu, categories, products) : [];
  return (
    <article>
      <h1 className="bw-page-title">{branch.name}</h1>
      <p className="bw-muted">{`${branch.street}, ${branch.zipCode} ${branch.city}`}</p>
      {groups.length === 0 ? <p>Derzeit sind keine Produkte verfügbar.</p> : null}
      {groups.map(({ category, products: items }) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`}>
          <h2 id={`category-${category.id}`}>{category.name}</h2>
          <ul>
            {items.map((product) => (
              <li key={product.id}>{product.name}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
});
