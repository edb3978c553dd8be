import { Component, use, type ComponentType, type ReactNode } from 'react';
import { ErrorMessage } from '@bestellwerk/ui';

/** A component whose code loads on first render, or earlier through `preload()`. */
export type LazyPart<P extends object> = ComponentType<P> & {
  /** Starts loading the code (on intent: hover, focus, touch); resolves with the component. */
  preload(): Promise<ComponentType<P>>;
};

/** Resets of the parts whose last load failed; a retry of a boundary loads them anew. */
const failedParts = new Set<() => void>();

/** Lets every part whose load failed ask for its code again on its next render. */
export function retryFailedParts(): void {
  for (const reset of failedParts) reset();
  failedParts.clear();
}

/**
 * A component loaded in a chunk of its own, like `React.lazy`, but a failed load does not stick:
 * it renders as the error (for the boundary's notice) until the boundary's "Erneut versuchen"
 * or a `preload()` asks for the chunk again. Render it inside `<Suspense>` (the loader) and a
 * `LazyPartBoundary` (the retry).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  let failed = false;

  function reset(): void {
    pending = null;
    failed = false;
  }

  function current(): Promise<ComponentType<P>> {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        failed = true;
        failedParts.add(reset);
        throw error;
      },
    );
    return pending;
  }

  function preload(): Promise<ComponentType<P>> {
    if (loaded) return Promise.resolve(loaded);
    if (failed) reset();
    return current();
  }

  function Lazy(props: P) {
    const Loaded = loaded ?? use(current());
    return <Loaded {...props} />;
  }
  return Object.assign(Lazy, { preload });
}

/** Title of the notice shown where a part's code could not be loaded (as the shell's). */
export const PART_LOAD_ERROR_TITLE = 'Dieser Bereich konnte nicht geladen werden.';

interface LazyPartBoundaryProps {
  children: ReactNode;
  /** What to show instead of the notice, e.g. a dialog frame around it. */
  frame?: (notice: ReactNode) => ReactNode;
  /** When this changes (e.g. the path), a shown notice gives way to the parts again. */
  resetKey?: string;
}

/**
 * Catches a failed load (or crash) of the lazy parts inside and shows the German notice with
 * "Erneut versuchen", which renders them again and so loads their code anew.
 */
export class LazyPartBoundary extends Component<LazyPartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: LazyPartBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      retryFailedParts();
      this.setState({ failed: false });
    }
  }

  override componentDidCatch(error: unknown) {
    console.error('Teil der Seite konnte nicht geladen werden.', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const notice = (
      <ErrorMessage
        data-testid="part-fallback"
        title={PART_LOAD_ERROR_TITLE}
        text="Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut."
        onRetry={() => {
          retryFailedParts();
          this.setState({ failed: false });
        }}
      />
    );
    return this.props.frame ? this.props.frame(notice) : notice;
  }
}
