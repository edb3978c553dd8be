import { Route, Routes } from '@bestellwerk/client';
import { BranchPage } from './features/branch/branch-page.js';
import { ContentPage } from './features/content/content-page.js';
import { HomePage } from './features/home/home-page.js';

/** The storefront remote (exposed as `./App`): home, branch pages and every content path. */
export default function StorefrontApp() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/store/:branch" element={<BranchPage />} />
      <Route path="*" element={<ContentPage />} />
    </Routes>
  );
}
