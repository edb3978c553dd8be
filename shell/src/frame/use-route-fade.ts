import { useLayoutEffect, useRef, type RefObject } from 'react';

/** The class whose CSS animation fades a route in (frame.css; off for prefers-reduced-motion). */
export const ROUTE_FADE_CLASS = 'shell-fade';

/**
 * Fades the element in again whenever `routeKey` changes, without remounting what it holds:
 * the animation class is taken off and put back, which restarts the CSS animation. The first
 * route is not faded: that would force a layout during start-up and hold back its first paint.
 */
export function useRouteFade(element: RefObject<HTMLElement | null>, routeKey: string): void {
  const firstKey = useRef<string | null>(routeKey);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    if (firstKey.current === routeKey) return;
    firstKey.current = null;
    node.classList.remove(ROUTE_FADE_CLASS);
    // Reading the layout between removing and adding the class restarts the animation.
    void node.offsetWidth;
    node.classList.add(ROUTE_FADE_CLASS);
  }, [element, routeKey]);
}
