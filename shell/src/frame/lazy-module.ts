import { useEffect, useState } from 'react';

/** A module loaded on first demand (`import()`), outside the page's first load. */
export interface LazyModule<T> {
  /** The module once it has loaded. */
  readonly current: T | undefined;
  /** Loads the module once; a failed load is forgotten, so the next call tries again. */
  load(): Promise<T>;
}

/** Wraps an `import()`: nothing loads until `load()`, and a failed import never sticks. */
export function lazyModule<T>(importModule: () => Promise<T>): LazyModule<T> {
  let current: T | undefined;
  let pending: Promise<T> | null = null;
  return {
    get current() {
      return current;
    },
    load() {
      if (current !== undefined) return Promise.resolve(current);
      pending ??= importModule().then(
        (module) => {
          current = module;
          return module;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** Pauses before the next try after one, two, three… failed loads (the last one repeats). */
export const LAZY_RETRY_DELAYS_MS = [1_000, 3_000, 10_000, 30_000] as const;

/** What `useLazyModule` answers: the module when loaded, and whether a load has failed. */
export interface LazyModuleState<T> {
  module: T | undefined;
  failed: boolean;
}

/**
 * The module while `wanted`: starts loading it as soon as it is wanted and, after a failed
 * load (offline, a new deployment), tries again after a growing pause for as long as it is
 * still wanted.
 */
export function useLazyModule<T>(lazy: LazyModule<T>, wanted: boolean): LazyModuleState<T> {
  const [, setLoads] = useState(0);
  const [failures, setFailures] = useState(0);
  const module = lazy.current;

  useEffect(() => {
    if (!wanted || module !== undefined) return;
    let active = true;
    const attempt = () =>
      lazy.load().then(
        () => active && setLoads((n) => n + 1),
        (error: unknown) => {
          if (!active) return;
          console.error('Ein Teil der Seite konnte nicht geladen werden.', error);
          setFailures((n) => n + 1);
        },
      );
    if (failures === 0) {
      void attempt();
      return () => {
        active = false;
      };
    }
    const delay = LAZY_RETRY_DELAYS_MS[Math.min(failures, LAZY_RETRY_DELAYS_MS.length) - 1];
    const timer = setTimeout(() => void attempt(), delay);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [lazy, wanted, module, failures]);

  return { module: wanted ? module : undefined, failed: failures > 0 && module === undefined };
}
