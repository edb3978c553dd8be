import { observer } from 'mobx-react-lite';
import { usePageTitle, useStores } from '@bestellwerk/client';
import { RichText } from '@bestellwerk/ui';
import { BranchCard } from './branch-card.js';

/** The division home: title and description of the config and the branches visitors may order from. */
export const HomePage = observer(function HomePage() {
  const { config, branches } = useStores();
  const title = config.config?.title ?? '';
  usePageTitle({ kind: 'division', title });

  return (
    <>
      {title ? <h1 className="bw-page-title">{title}</h1> : null}
      {config.config?.description ? <RichText html={config.config.description} /> : null}
      <ul className="bw-card-list" aria-label="Filialen">
        {branches.visible.map((branch) => (
          <li key={branch.id}>
            <BranchCard branch={branch} />
          </li>
        ))}
      </ul>
    </>
  );
});
