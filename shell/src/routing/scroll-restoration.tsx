import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@bestellwerk/client';

/** Where the positions of the tab's history entries survive a reload. */
export const SCROLL_POSITIONS_KEY = 'bw-scroll-positions';
/** How long a restore waits for a late remote to make the page tall enough. */
export const RESTORE_WAIT_MS = 5_000;
/** The newest entries kept (one number per visited page of the tab). */
const MAX_ENTRIES = 100;
/** Input that means the visitor scrolls on their own: a pending restore gives way. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The key the router gives every entry it did not make (the page loaded fresh, a #hash link). */
const INITIAL_KEY = 'default';
/** Our own id in `history.state` of such an entry, so its position is kept all the same. */
const ENTRY_ID_FIELD = 'bwScrollEntry';

/**
 * The id a history entry's position is kept under: the router's key, or for an entry the router
 * did not make our own id, written into the current entry's `history.state` on first sight.
 */
function entryIdOf(routerKey: string): string {
  if (routerKey !== INITIAL_KEY) return routerKey;
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  const known = state[ENTRY_ID_FIELD];
  if (typeof known === 'string') return known;
  const id = `entry-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  window.history.replaceState({ ...state, [ENTRY_ID_FIELD]: id }, '');
  return id;
}

function readPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]') as unknown;
    return new Map(Array.isArray(stored) ? (stored as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>): void {
  try {
    const entries = [...positions].slice(-MAX_ENTRIES);
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(entries));
  } catch {
    // Private mode or a full storage: positions then last for this page load only.
  }
}

function scrollWindowTo(top: number): void {
  window.scrollTo({ top, left: 0, behavior: 'instant' });
}

/** The largest scroll position the page allows now. */
function maxScrollY(): number {
  return document.documentElement.scrollHeight - window.innerHeight;
}

/**
 * Scrolls to `target` once the page is tall enough for it (the remote of the page may load
 * after the route changed), checking every frame up to `RESTORE_WAIT_MS`; gives way when the
 * visitor scrolls. Answers a function that cancels it.
 */
function restoreWhenTallEnough(target: number, onEnd: () => void): () => void {
  const deadline = performance.now() + RESTORE_WAIT_MS;
  let frame = 0;
  let done = false;
  const stop = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    onEnd();
  };
  const step = () => {
    if (maxScrollY() >= target || performance.now() >= deadline) {
      scrollWindowTo(target);
      stop();
    } else frame = requestAnimationFrame(step);
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  step();
  return stop;
}

/**
 * One scroll rule for every page of shell and remotes: a new page (link, navigate) starts at
 * the top, or at the element its #hash names; Back and Forward (and a reload) return to where
 * that entry was left, waiting for the page to be tall enough. Takes over from the browser's
 * own restoration, which runs before a late remote has rendered and so lands too high.
 * Our own because react-router's `<ScrollRestoration>` needs a data router (the shell uses
 * `<BrowserRouter>`, whose routes the remotes add at runtime) and also restores before the
 * remote's page is tall enough.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef('');
  const currentPath = useRef<string | null>(null);
  const restoring = useRef(false);

  useEffect(() => {
    const history = window.history;
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    positions.current ??= readPositions();
    const save = () => {
      if (restoring.current) return;
      // Deleted first, so the newest entries stay last (writePositions keeps those).
      positions.current?.delete(currentKey.current);
      positions.current?.set(currentKey.current, window.scrollY);
    };
    const persist = () => {
      if (positions.current) writePositions(positions.current);
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
      persist();
      history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    currentKey.current = entryIdOf(location.key);
    const previousPath = currentPath.current;
    currentPath.current = location.pathname;
    if (navigationType === 'POP') {
      const target = positions.current.get(currentKey.current);
      if (target === undefined) return;
      restoring.current = true;
      return restoreWhenTallEnough(target, () => {
        restoring.current = false;
      });
    }
    const anchor = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (anchor) anchor.scrollIntoView();
    // A new search of the same page (a filter, the next page of a list) keeps its place.
    else if (location.pathname !== previousPath) scrollWindowTo(0);
  }, [location.key, location.pathname, location.hash, navigationType]);
}

/** Renders nothing; applies `useScrollRestoration` inside the router. */
export function ScrollRestoration(): null {
  useScrollRestoration();
  return null;
}
