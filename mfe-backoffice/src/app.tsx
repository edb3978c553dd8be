import { lazy, Suspense } from 'react';
import { Route, Routes } from '@bestellwerk/client';
import { Loader, NotFound } from '@bestellwerk/ui';
import { NewOrdersBadge, SoundToggle } from './features/board/board-indicators.js';
import { OrderBoardProvider } from './features/board/board-context.js';
import { BoardPage } from './features/board/board-page.js';
import { CategoriesPage, MenusPage, ProductsPage } from './features/catalog/catalog-screens.js';
import { ConfigPage } from './features/config/config-page.js';
import { BlocksPage } from './features/content/blocks-page.js';
import { NavigationsPage } from './features/content/navigations-page.js';
import { SitesPage } from './features/content/sites-page.js';
import { DashboardPage } from './features/dashboard/dashboard-page.js';
import { DevicesPage } from './features/devices/devices-page.js';
import { CounterViewPage } from './features/frontdesk/frontdesk-page.js';
import { HistoryPage } from './features/history/history-page.js';
import { HolidayBalancesPage } from './features/holidays/holiday-balances-page.js';
import { ImageTemplatesPage } from './features/image-templates/image-templates-page.js';
import { LabelsPage } from './features/labels/labels-page.js';
import { BackofficeLayout } from './shared/layout/index.js';
import { ImagesPage } from './features/media/images-page.js';
import { UploadsPage } from './features/media/uploads-page.js';
import { BranchesPage } from './features/organisation/branches-page.js';
import { TablesPage } from './features/organisation/tables-page.js';
import { OrderDetailPage } from './features/order-detail/order-detail-page.js';
import { PhoneOrderPage } from './features/phone-order/phone-order-page.js';
import { ProjectsPage, TasksPage } from './features/projects/project-screens.js';
import { ProtocolEntryPage } from './features/protocol/protocol-entry-page.js';
import { ProtocolPage } from './features/protocol/protocol-page.js';
import { RatingsPage } from './features/ratings/ratings-page.js';
import { SchedulePage } from './features/schedule/schedule-page.js';
import { SignageDevicesPage } from './features/signage/devices-page.js';
import { SignageSegmentsPage } from './features/signage/segments-page.js';
import { SignageStreamsPage } from './features/signage/streams-page.js';
import {
  DepartmentsPage,
  DivisionsPage,
  DonateesPage,
  TagsPage,
} from './shared/resources/resource-screens.js';
import { LoginLinkPage } from './features/session/login-link-page.js';
import { LoginPage } from './features/session/login-page.js';
import { LogoutPage } from './features/session/logout-page.js';
import { RequireAdmin } from './shared/session/require-admin.js';
import { RequireSession } from './features/session/require-session.js';
import { TimeSheetsPage } from './features/time-sheets/time-sheets-page.js';
import { UsersPage } from './features/users/users-page.js';

/** The statistics screen with its charting library: a chunk of its own, loaded on its route only. */
const StatisticsPage = lazy(() => import('./features/statistics/statistics-page.js'));

/**
 * The pages of signed-in staff, below /backend, in the backoffice frame. The order board runs
 * for the whole frame, so the new-order badge and sound work on every page.
 */
function StaffArea() {
  return (
    <OrderBoardProvider>
      <BackofficeLayout ordersBadge={<NewOrdersBadge />} tools={<SoundToggle />}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="orders" element={<BoardPage />} />
          <Route path="orders/history" element={<HistoryPage />} />
          <Route path="orders/new" element={<PhoneOrderPage />} />
          <Route path="orders/:id" element={<OrderDetailPage />} />
          <Route path="ratings" element={<RatingsPage />} />
          <Route path="devices" element={<DevicesPage />} />
          <Route path="labels" element={<LabelsPage />} />
          <Route path="time-sheets" element={<TimeSheetsPage />} />
          <Route path="schedule" element={<SchedulePage />} />
          <Route
            path="statistics"
            element={
              <Suspense fallback={<Loader label="Statistik wird geladen…" />}>
                <StatisticsPage />
              </Suspense>
            }
          />
          <Route
            path="users"
            element={
              <RequireAdmin>
                <UsersPage />
              </RequireAdmin>
            }
          />
          <Route path="divisions" element={<DivisionsPage />} />
          <Route path="departments" element={<DepartmentsPage />} />
          <Route path="tags" element={<TagsPage />} />
          <Route path="donatees" element={<DonateesPage />} />
          <Route path="branches" element={<BranchesPage />} />
          <Route path="tables" element={<TablesPage />} />
          <Route path="menus" element={<MenusPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="sites" element={<SitesPage />} />
          <Route path="blocks" element={<BlocksPage />} />
          <Route path="navigations" element={<NavigationsPage />} />
          <Route path="images" element={<ImagesPage />} />
          <Route path="uploads" element={<UploadsPage />} />
          <Route path="image-templates" element={<ImageTemplatesPage />} />
          <Route path="signage/segments" element={<SignageSegmentsPage />} />
          <Route path="signage/streams" element={<SignageStreamsPage />} />
          <Route path="signage/devices" element={<SignageDevicesPage />} />
          <Route path="holiday-balances" element={<HolidayBalancesPage />} />
          <Route path="projects" element={<ProjectsPage />} />
          <Route path="tasks" element={<TasksPage />} />
          <Route path="config" element={<ConfigPage />} />
          <Route
            path="logs"
            element={
              <RequireAdmin>
                <ProtocolPage />
              </RequireAdmin>
            }
          />
          <Route
            path="logs/:id"
            element={
              <RequireAdmin>
                <ProtocolEntryPage />
              </RequireAdmin>
            }
          />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </BackofficeLayout>
    </OrderBoardProvider>
  );
}

/** The staff backend remote (exposed as `./App`): everything under /backend. */
export default function BackofficeApp() {
  return (
    <Routes>
      <Route path="/backend/login" element={<LoginPage />} />
      <Route path="/backend/login/link/:token" element={<LoginLinkPage />} />
      <Route path="/backend/logout" element={<LogoutPage />} />
      <Route
        path="/backend/frontdesk/:branchId/:apiKey"
        element={<CounterViewPage view="frontdesk" />}
      />
      <Route
        path="/backend/orders-view/:branchId/:apiKey"
        element={<CounterViewPage view="backoffice" />}
      />
      <Route
        path="/backend/*"
        element={
          <RequireSession>
            <StaffArea />
          </RequireSession>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
