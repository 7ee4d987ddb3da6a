import '@muster/folder-engine/testing';
import type { AttendanceScreenHandle } from '@muster/grids';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSaveBeforeLeaving } from './useSaveBeforeLeaving';

afterEach(cleanup);

const question = 'You have some unsaved changes. Do you want to save changes before going back?';

function Attendance({ unsaved, handle }: { unsaved: boolean; handle: AttendanceScreenHandle }) {
  const ref = useRef<AttendanceScreenHandle>(handle);
  const guard = useSaveBeforeLeaving(unsaved, ref, 'eng');
  return (
    <>
      <Link to="/">Home</Link>
      {guard}
    </>
  );
}

function setup({ unsaved = true, saves = true } = {}) {
  const handle: AttendanceScreenHandle = {
    hasUnsavedChanges: () => unsaved,
    save: vi.fn(async () => saves),
    discard: vi.fn(),
  };
  const router = createMemoryRouter(
    [
      { path: '/attendance', element: <Attendance unsaved={unsaved} handle={handle} /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: ['/attendance'] },
  );
  render(<RouterProvider router={router} />);
  return { handle, router };
}

describe('leaving attendance with unsaved edits', () => {
  it('asks; Yes saves, then leaves', async () => {
    const { handle, router } = setup();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText(question)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(handle.save).toHaveBeenCalledOnce();
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('No discards and leaves without saving', async () => {
    const { handle } = setup();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(handle.discard).toHaveBeenCalledOnce();
    expect(handle.save).not.toHaveBeenCalled();
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('stays when the save fails or the question is closed', async () => {
    const { router } = setup({ saves: false });
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(router.state.location.pathname).toBe('/attendance');
    await userEvent.click(await screen.findByRole('link', { name: 'Home' }));
    await screen.findByText(question);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText(question)).toBeNull();
    expect(router.state.location.pathname).toBe('/attendance');
  });

  it('does not ask without unsaved edits', async () => {
    setup({ unsaved: false });
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Home' })));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });
});
