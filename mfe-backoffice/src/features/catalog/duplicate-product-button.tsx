import { useState } from 'react';
import { useStores } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import { ActionError, serverMessageOf } from '../../shared/layout/index.js';
import type { ResourceRecord } from '../../shared/resources/resource-config.js';

/** The message of a failed copy (backend.md §8 style). */
export const DUPLICATE_FAILED = 'Produkt konnte nicht dupliziert werden.';

/**
 * 'Duplizieren' of a product row: asks the API for a disabled copy, then reloads the list and
 * says what the copy is called; a failure shows the server's message with a retry.
 */
export function DuplicateProductButton({
  record,
  reload,
}: {
  record: ResourceRecord;
  reload: () => void;
}) {
  const { api } = useStores();
  const [state, setState] = useState<
    | { status: 'idle' | 'busy' }
    | { status: 'done'; name: string }
    | { status: 'failed'; message: string | null }
  >({ status: 'idle' });
  const name = typeof record.name === 'string' ? record.name : `#${record.id}`;

  async function duplicate() {
    setState({ status: 'busy' });
    try {
      const copy = await api.post(`/products/${record.id}/duplicate`);
      setState({ status: 'done', name: copy.name });
      reload();
    } catch (error) {
      setState({ status: 'failed', message: serverMessageOf(error) });
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        aria-label={`${name} duplizieren`}
        disabled={state.status === 'busy'}
        onClick={() => void duplicate()}
      >
        Duplizieren
      </Button>
      {state.status === 'done' ? (
        <span role="status" className="bo-notice">
          {`„${state.name}“ wurde erstellt und ist deaktiviert.`}
        </span>
      ) : null}
      {state.status === 'failed' ? (
        <ActionError
          title={DUPLICATE_FAILED}
          message={state.message ?? undefined}
          onRetry={() => void duplicate()}
          onDismiss={() => setState({ status: 'idle' })}
        />
      ) : null}
    </>
  );
}
