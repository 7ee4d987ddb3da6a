import '../i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSavedSettings, writeSavedSettings } from '../session/storage';
import { RequireSession } from './RequireSession';

const kept = { env: { swhandle: 'demo' }, containers: { folders: { map: {} } } };
const fresh = { env: { swhandle: 'demo', fresh: true }, containers: { folders: { map: {} } } };
/** The settings load: never answered (no network), or answered with the fresh settings. */
let answer: 'never' | 'fresh' = 'never';

vi.mock('../session/app-context', () => ({
  useApp: () => {
    const [settings, setSettings] = useState<unknown>(null);
    return {
      session: { key: 'k' },
      settings,
      setSettings,
      setPartners: () => undefined,
      signOut: async () => undefined,
      client: {
        call: (spec: { name: string }) =>
          spec.name === 'txn_businesses_list'
            ? Promise.resolve({ records: [] })
            : answer === 'fresh'
              ? Promise.resolve({ records: [fresh] })
              : new Promise(() => undefined),
      },
    };
  },
}));

function renderGuarded() {
  const router = createMemoryRouter(
    [{ element: <RequireSession />, children: [{ path: '/', element: <p>The home page</p> }] }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

const online = vi.spyOn(navigator, 'onLine', 'get');
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  answer = 'never';
});

describe('the session guard opened with no network (#36 item 1)', () => {
  it('shows the screens on the settings kept from the last load', async () => {
    online.mockReturnValue(false);
    writeSavedSettings(kept as never);
    renderGuarded();
    expect(await screen.findByText('The home page')).toBeTruthy();
  });

  it('waits for the settings when none were kept', async () => {
    online.mockReturnValue(false);
    renderGuarded();
    expect(await screen.findByText('Loading business settings…')).toBeTruthy();
    expect(screen.queryByText('The home page')).toBeNull();
  });

  it('online, keeps the settings it loads for the next start without a network', async () => {
    online.mockReturnValue(true);
    answer = 'fresh';
    renderGuarded();
    expect(await screen.findByText('The home page')).toBeTruthy();
    expect(readSavedSettings()).toEqual(fresh);
  });
});
