/** Whether the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scrolls the window so that `edge` of `element` ('top' or 'bottom') lands `offsetPx` below the
 * window's top (a negative offset keeps room above it, e.g. for a sticky bar); smoothly, unless
 * the visitor prefers reduced motion. Never above the page's start.
 */
export function scrollToElement(
  element: HTMLElement,
  offsetPx = 0,
  edge: 'top' | 'bottom' = 'top',
): void {
  const top = element.getBoundingClientRect()[edge] + window.scrollY + offsetPx;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
