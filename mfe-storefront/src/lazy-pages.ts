import { lazyPart } from './shared/lazy-part.js';

/** The home page ('/'), in a chunk of its own. */
export const LazyHomePage = lazyPart(() =>
  import('./features/home/home-page.js').then((module) => module.HomePage),
);

/** The branch page ('/store/:branch') with menu and cart, in a chunk of its own. */
export const LazyBranchPage = lazyPart(() =>
  import('./features/branch/branch-page.js').then((module) => module.BranchPage),
);

/** Starts loading the branch page on intent (hover, focus, touch on a link to a branch). */
export function preloadBranchPage(): void {
  LazyBranchPage.preload().catch(() => {});
}

/** Every other path (sites, legal texts, 404), in a chunk of its own. */
export const LazyContentPage = lazyPart(() =>
  import('./features/content/content-page.js').then((module) => module.ContentPage),
);

/** The page of a path, as the storefront's routes pick it. */
export function lazyPageFor(pathname: string) {
  if (pathname === '/' || pathname === '') return LazyHomePage;
  if (/^\/store\/[^/]+\/?$/.test(pathname)) return LazyBranchPage;
  return LazyContentPage;
}
