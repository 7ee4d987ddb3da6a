import '../i18n';
import { TxnFailure } from '@muster/folder-engine';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acknowledgePunch, type QueuedPunch, queuedPunches, queuePunch } from './punch-queue';
import { SendingPunches } from './SendingPunches';

const toasts = vi.hoisted(() => ({ shown: [] as string[] }));
vi.mock('sonner', () => {
  const show = (text: string) => toasts.shown.push(text);
  return { toast: { success: show, info: show, warning: show, error: show } };
});
const app = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('../session/app-context', () => ({ useApp: () => app.current }));

// 08:32 UTC is 14:02 in India
const checkOut: QueuedPunch = {
  punch: {
    id: 'b7f0c2de-1111-4c2a-9a55-000000000001',
    direction: 'out',
    sites_id: 'site-kolkata',
    device_time: '2026-11-28T08:32:00.000Z',
    position: { latitude: 22.5735, longitude: 88.4331, accuracy: 15 },
    selfie: null,
  },
  siteName: 'Kolkata Works',
  employeesId: 'emp-1',
};

let online = true;
const setOnline = (next: boolean) => {
  online = next;
  act(() => {
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  });
};
const sent: string[] = [];
/** The server: unreachable while offline; applies a punch once and answers a repeat as such. */
const applied = new Set<string>();
const call = vi.fn(async (_txn: unknown, params: { id: string }) => {
  if (!online) throw new TxnFailure('Connection to the server was lost', 'txn_attendance_phone_punch');
  sent.push(params.id);
  const repeated = applied.has(params.id);
  applied.add(params.id);
  return { data: { id: params.id, status: 'applied', reasons: [], distance_m: 30, repeated } };
});

beforeEach(async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  app.current = { client: { call }, settings: { env: { employees_id: 'emp-1' } } };
  await i18n.changeLanguage('eng');
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  for (const employee of ['emp-1', 'emp-2'])
    for (const entry of await queuedPunches(employee)) await acknowledgePunch(entry.punch.id);
  toasts.shown.length = 0;
  sent.length = 0;
  applied.clear();
  call.mockClear();
});

describe('the phone month’s queued punches (#36 item 4)', () => {
  it('shows a punch taken offline, waiting for the network, until the server acknowledges it', async () => {
    setOnline(false);
    await queuePunch(checkOut);
    const acknowledged = vi.fn();
    render(<SendingPunches onAcknowledged={acknowledged} />);
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toBe('Check out 14:02, Kolkata Works: waiting for the network');
    expect(sent).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting to be sent' })).toBeNull());
    expect(sent).toEqual([checkOut.punch.id]);
    expect(toasts.shown).toEqual(['Punch recorded']);
    expect(acknowledged).toHaveBeenCalledTimes(1);
    expect(await queuedPunches('emp-1')).toEqual([]);
  });

  it('says a replayed punch was already recorded, not recorded again', async () => {
    applied.add(checkOut.punch.id);
    await queuePunch(checkOut);
    render(<SendingPunches onAcknowledged={() => undefined} />);
    await waitFor(() => expect(toasts.shown).toEqual(['This punch was already recorded']));
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('leaves a punch another employee queued before a sign-out for that employee, unsent', async () => {
    const theirs = { ...checkOut, punch: { ...checkOut.punch, id: 'their-punch' }, employeesId: 'emp-2' };
    await queuePunch(theirs);
    await queuePunch(checkOut);
    render(<SendingPunches onAcknowledged={() => undefined} />);
    await waitFor(() => expect(sent).toEqual([checkOut.punch.id]));
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
    expect(await queuedPunches('emp-2')).toEqual([theirs]);
  });

  it('keeps the punch and says why in the reader’s language', async () => {
    await i18n.changeLanguage('fr');
    setOnline(false);
    await queuePunch(checkOut);
    render(<SendingPunches onAcknowledged={() => undefined} />);
    expect((await screen.findByRole('listitem')).textContent).toBe(
      'Pointer le départ 14:02, Kolkata Works: en attente du réseau',
    );
    await i18n.changeLanguage('hin');
    await waitFor(() =>
      expect(screen.getByRole('listitem').textContent).toBe(
        'चेक आउट 14:02, Kolkata Works: नेटवर्क की प्रतीक्षा में',
      ),
    );
  });
});
