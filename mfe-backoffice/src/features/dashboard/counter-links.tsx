import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { Branch, BranchAdmin } from '@bestellwerk/domain';
import { useStores } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import { ActionErrorList, StatusNotice, useActionErrors } from '../../shared/layout/index.js';

/**
 * The counter tablets' views of a branch (no login; the key is in the path): the two order
 * views and the time clock where employees clock in with their PIN.
 */
export function counterViewPaths(branch: Pick<BranchAdmin, 'id' | 'apiKey'>) {
  const key = encodeURIComponent(branch.apiKey);
  return {
    frontdesk: `/backend/frontdesk/${branch.id}/${key}`,
    ordersView: `/backend/orders-view/${branch.id}/${key}`,
    timeClock: `/time-tracking/kiosk/${branch.id}/${key}`,
  };
}

const hasKey = (branch: Branch): branch is BranchAdmin =>
  typeof (branch as Partial<BranchAdmin>).apiKey === 'string';

/**
 * For admins: the links a counter tablet opens without a login, per branch, and a new key
 * when a tablet was lost (the old links stop working at once).
 */
export const CounterLinks = observer(function CounterLinks({
  branches,
}: {
  branches: readonly Branch[];
}) {
  const { api } = useStores();
  const errors = useActionErrors();
  const [keys, setKeys] = useState<Record<number, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const admins = branches.filter(hasKey).map((branch) => ({
    ...branch,
    apiKey: keys[branch.id] ?? branch.apiKey,
  }));
  if (admins.length === 0) return null;

  async function rotate(branch: BranchAdmin) {
    setNotice(null);
    const done = await errors.run(
      `api-key-${branch.id}`,
      'Der Schlüssel konnte nicht erneuert werden.',
      async () => {
        const updated = await api.post(`/branches/${branch.id}/api-key`);
        setKeys((current) => ({ ...current, [branch.id]: updated.apiKey }));
      },
    );
    if (done) setNotice(`Neuer Schlüssel für ${branch.name}: die alten Links gelten nicht mehr.`);
  }

  return (
    <section aria-labelledby="counter-links">
      <h2 id="counter-links">Thekenansichten</h2>
      <p className="bw-muted">
        Diese Links öffnen die Bestellungen einer Filiale ohne Anmeldung, etwa auf einem Tablet an
        der Theke, und die Zeiterfassung, an der sich Mitarbeitende mit ihrer PIN einstempeln.
      </p>
      <StatusNotice text={notice} />
      <ActionErrorList store={errors} />
      <ul className="bo-counter-links">
        {admins.map((branch) => {
          const paths = counterViewPaths(branch);
          return (
            <li key={branch.id}>
              <strong>{branch.name}</strong>{' '}
              <a href={paths.frontdesk} target="_blank" rel="noreferrer">
                {`Ausgabe (${branch.name})`}
              </a>{' '}
              <a href={paths.ordersView} target="_blank" rel="noreferrer">
                {`Bestellübersicht (${branch.name})`}
              </a>{' '}
              <a href={paths.timeClock} target="_blank" rel="noreferrer">
                {`Zeiterfassung am Tablet (${branch.name})`}
              </a>{' '}
              <Button
                variant="secondary"
                disabled={errors.isRunning(`api-key-${branch.id}`)}
                onClick={() => void rotate(branch)}
              >
                {`Schlüssel erneuern (${branch.name})`}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
