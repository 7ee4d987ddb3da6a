import { Outlet, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { AllocationsPage } from './allocations/AllocationsPage';
import { AttendancePage } from './attendance/AttendancePage';
import { AuthPage } from './auth/AuthPage';
import { DutyChartsPage } from './duty-charts/DutyChartsPage';
import { HomePage } from './pages/HomePage';
import { UnavailablePage } from './pages/UnavailablePage';
import { AppProvider } from './session/AppProvider';
import { BusinessSettingsPage } from './settings/BusinessSettingsPage';
import { ProfilePage } from './settings/ProfilePage';
import { SettingsPage } from './settings/SettingsPage';
import { RequireSession } from './shell/RequireSession';
import { Shell } from './shell/Shell';
import { SpinnerOverlay } from './shell/SpinnerOverlay';
import { TabHost } from './tabs/TabHost';
import { WorkflowPage } from './workflow/WorkflowPage';

function Root() {
  return (
    <AppProvider>
      <Outlet />
      <SpinnerOverlay />
      <Toaster closeButton />
    </AppProvider>
  );
}

/** The routes of spec 000 §2; every one but /user-auth needs a signed-in user. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/user-auth', element: <AuthPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <Shell />,
            children: [
              { index: true, element: <HomePage /> },
              { path: 'tabs/*', element: <TabHost /> },
              { path: 'settings', element: <SettingsPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'business_settings', element: <BusinessSettingsPage /> },
              { path: 'attendance', element: <AttendancePage /> },
              { path: 'allocations', element: <AllocationsPage /> },
              { path: 'duty-charts', element: <DutyChartsPage /> },
              { path: 'workflow', element: <WorkflowPage /> },
              // Screens later work builds: generate and reports view.
              { path: '*', element: <UnavailablePage /> },
            ],
          },
        ],
      },
    ],
  },
];
