import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from '@bestellwerk/domain';
import { Loader } from '@bestellwerk/ui';
import { RemoteErrorBoundary } from './remote-error-boundary.js';
import { RemoteFallback } from './remote-fallback.js';
import type { RemoteLoader } from './remote-loader.js';

type AreaState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; App: ComponentType };

/**
 * Renders the `./App` of one remote: a loader while it loads, the German fallback with
 * "Erneut versuchen" when loading or rendering fails, else the remote itself.
 */
export function RemoteArea({ name, loader }: { name: RemoteName; loader: RemoteLoader }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AreaState>(() => {
    const App = loader.loaded(name);
    return App ? { status: 'ready', App } : { status: 'loading' };
  });

  useEffect(() => {
    let current = true;
    // The App may have loaded between this area's render and now: then the state catches up.
    if (!loader.loaded(name)) setState({ status: 'loading' });
    loader.load(name).then(
      // A transition: React renders the remote's first page in slices and keeps the main
      // thread free for input meanwhile, instead of one long task.
      (App) =>
        current &&
        startTransition(() =>
          setState((state) =>
            state.status === 'ready' && state.App === App ? state : { status: 'ready', App },
          ),
        ),
      (error: unknown) => {
        console.error(`Remote "${name}" konnte nicht geladen werden.`, error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [name, loader, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  // The App threw while rendering: the retry loads the remote again, maybe fixed meanwhile.
  const reload = () => {
    loader.forget(name);
    setState({ status: 'loading' });
    retry();
  };
  if (state.status === 'loading') return <Loader />;
  if (state.status === 'error') return <RemoteFallback onRetry={retry} />;
  return (
    <RemoteErrorBoundary key={attempt} onRetry={reload}>
      <state.App />
    </RemoteErrorBoundary>
  );
}
