import { LazyBranchPage } from './features/branch/index.js';
import { lazyPart } from './shared/lazy-part.js';

export { LazyBranchPage };

/** The home page ('/'), in a chunk of its own. */
export const LazyHomePage = lazyPart(() =>
  import('./features/home/home-page.js').then((module) => module.HomePage),
);

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
