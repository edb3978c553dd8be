import { lazyPart } from '../../shared/lazy-part.js';

/** The branch page ('/store/:branch') with menu and cart, in a chunk of its own. */
export const LazyBranchPage = lazyPart(() =>
  import('./branch-page.js').then((module) => module.BranchPage),
);

/** Starts loading the branch page on intent (hover, focus, touch on a link to a branch). */
export function preloadBranchPage(): void {
  LazyBranchPage.preload().catch(() => {});
}
