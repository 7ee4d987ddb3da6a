import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { AuthPage } from './auth/AuthPage';
import { AppProvider } from './session/AppProvider';
import { SpinnerOverlay } from './shell/SpinnerOverlay';

function Root() {
  return (
    <AppProvider>
      <Outlet />
      <SpinnerOverlay />
      <Toaster closeButton />
    </AppProvider>
  );
}

/**
 * A route whose screen loads when it is first opened: sign-in loads only what it shows, and
 * the shell, the engine and each screen's libraries (the grids, the workflow drawing) come
 * after it (issue #19 item 11).
 */
const screen =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  async () => ({ Component: (await load())[name] });

/** The routes of spec 000 §2; every one but /user-auth needs a signed-in user. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    // while the first screen's code loads: the overlay above already shows the wait
    hydrateFallbackElement: null,
    children: [
      { path: '/user-auth', element: <AuthPage /> },
      {
        lazy: screen(() => import('./shell/RequireSession'), 'RequireSession'),
        children: [
          {
            lazy: screen(() => import('./shell/Shell'), 'Shell'),
            children: [
              { index: true, lazy: screen(() => import('./pages/HomePage'), 'HomePage') },
              { path: 'tabs/*', lazy: screen(() => import('./tabs/TabHost'), 'TabHost') },
              { path: 'settings', lazy: screen(() => import('./settings/SettingsPage'), 'SettingsPage') },
              { path: 'profile', lazy: screen(() => import('./settings/ProfilePage'), 'ProfilePage') },
              {
                path: 'business_settings',
                lazy: screen(() => import('./settings/BusinessSettingsPage'), 'BusinessSettingsPage'),
              },
              {
                path: 'attendance',
                lazy: screen(() => import('./attendance/AttendancePage'), 'AttendancePage'),
              },
              {
                path: 'allocations',
                lazy: screen(() => import('./allocations/AllocationsPage'), 'AllocationsPage'),
              },
              {
                path: 'duty-charts',
                lazy: screen(() => import('./duty-charts/DutyChartsPage'), 'DutyChartsPage'),
              },
              { path: 'workflow', lazy: screen(() => import('./workflow/WorkflowPage'), 'WorkflowPage') },
              {
                path: 'month-close',
                lazy: screen(() => import('./month-close/MonthClosePage'), 'MonthClosePage'),
              },
              { path: '*', lazy: screen(() => import('./pages/NotFoundPage'), 'NotFoundPage') },
            ],
          },
        ],
      },
    ],
  },
];
