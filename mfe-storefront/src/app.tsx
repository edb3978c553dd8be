import { Suspense } from 'react';
import { BranchDataGate, Route, Routes, useLocation } from '@bestellwerk/client';
import { Loader } from '@bestellwerk/ui';
import { LazyBranchPage, LazyContentPage, LazyHomePage, lazyPageFor } from './lazy-pages.js';
import { LazyPartBoundary } from './shared/lazy-part.js';

// Each page is a chunk of its own; the current one starts loading with this module, before the
// first render asks for it.
if (typeof window !== 'undefined')
  void lazyPageFor(window.location.pathname)
    .preload()
    .catch(() => {});

/** The storefront remote (exposed as `./App`): home, branch pages and every content path. */
export default function StorefrontApp() {
  const { pathname } = useLocation();
  return (
    <LazyPartBoundary resetKey={pathname}>
      <Suspense fallback={<Loader />}>
        <Routes>
          <Route path="/" element={<LazyHomePage />} />
          <Route
            path="/store/:branch"
            element={
              <BranchDataGate>
                <LazyBranchPage />
              </BranchDataGate>
            }
          />
          <Route path="*" element={<LazyContentPage />} />
        </Routes>
      </Suspense>
    </LazyPartBoundary>
  );
}
