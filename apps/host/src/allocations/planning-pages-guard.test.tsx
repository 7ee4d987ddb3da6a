import '@muster/folder-engine/testing';
import '../i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DutyChartsPage } from '../duty-charts/DutyChartsPage';
import { AllocationsPage } from './AllocationsPage';

// The grids are tested in their package: here each stands in as one button that reports
// queued edits the way the real screens do, so only the page's wiring is under test.
// the screens stand in; the rest of the package (its catalogue, which the host's texts read) is its own
vi.mock('@muster/grids', async (importOriginal) => {
  const Screen = ({ onUnsavedChange }: { onUnsavedChange?: (unsaved: boolean) => void }) => (
    <button type="button" onClick={() => onUnsavedChange?.(true)}>
      Edit a cell
    </button>
  );
  return {
    ...(await importOriginal<typeof import('@muster/grids')>()),
    AllocationScreen: Screen,
    DutyChartScreen: Screen,
  };
});
vi.mock('@muster/folder-engine/styles.css', () => ({}));
vi.mock('@muster/grids/styles.css', () => ({}));
vi.mock('../session/app-context', () => {
  // one state for every render, as the provider's: the pages load their references once
  const app = {
    client: {},
    settings: {
      env: {
        swhandle: 'demo',
        partners_id: 'p1',
        employees_id: 'e1',
        isAdmin: false,
        isAO: true,
        isDCO: true,
      },
      containers: { folders: { map: {} }, masters: { map: {} }, mviews: { map: {} } },
    },
  };
  return { useApp: () => app };
});
vi.mock('./planning-references', () => ({
  loadAllocationReferences: async () => ({}),
  loadPlannedEmployees: async () => [],
}));
vi.mock('../attendance/references', () => ({ loadAttendanceReferences: async () => ({}) }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(page: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/grid',
        element: (
          <>
            <Link to="/">Home</Link>
            {page}
          </>
        ),
      },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: ['/grid'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe.each([
  ['/allocations', <AllocationsPage key="a" />],
  ['/duty-charts', <DutyChartsPage key="d" />],
])('%s with unsaved edits', (_route, page) => {
  it('asks before the route changes and stays when refused', async () => {
    const router = setup(page);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit a cell' }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Home' })));
    expect(confirm).toHaveBeenCalledExactlyOnceWith('You have unsaved changes. Leave anyway?');
    expect(router.state.location.pathname).toBe('/grid');

    confirm.mockReturnValue(true);
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Home' })));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('asks the browser before the tab closes', async () => {
    setup(page);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit a cell' }));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
