import { expect, type Page, test } from '@playwright/test';
import { screenshot, signIn, signOut } from './shell-support.js';

// Issue #36: at a phone's size, with the phone's position and a fake front camera, emp1 checks
// in at its site (Kolkata Works, 200 m fence), checks out with the network off, and sees the
// queued punch sent and acknowledged once when the network returns; the app is installable
// (manifest, icons, a service worker) and opens without the network; a check-in from outside
// the fence waits for ro1, who approves it with its selfie and distance in view.
const kolkataWorks = { latitude: 22.5735, longitude: 88.4331 };
test.use({
  viewport: { width: 390, height: 844 },
  permissions: ['geolocation', 'camera'],
  // 30 m north of the site's position, accurate to 15 m
  geolocation: {
    latitude: kolkataWorks.latitude + 30 / 111_195,
    longitude: kolkataWorks.longitude,
    accuracy: 15,
  },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});
test.describe.configure({ timeout: 180_000 });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const istNow = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });

test('emp1 checks in at its site, checks out offline, and the punch is acknowledged once online', async ({
  page,
  context,
}) => {
  await signIn(page, 'emp1');
  const panel = page.getByRole('region', { name: 'Attendance from this phone' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('punch-state')).toHaveText('Not checked in today');

  const inAt = istNow().format(new Date());
  await panel.getByRole('button', { name: 'Check in' }).click();
  await expect(toast(page, 'Punch recorded')).toBeVisible({ timeout: 30_000 });
  const checkedIn = await panel.getByTestId('punch-state').textContent();
  expect(checkedIn).toMatch(/^Checked in at \d\d:\d\d, Kolkata Works$/);
  // the minute the button was pressed, or the next one
  expect((checkedIn ?? '').slice(14, 19) >= inAt).toBe(true);
  await expect(panel.getByText(/Position accurate to 15 m/)).toBeVisible();

  await context.setOffline(true);
  await panel.getByRole('button', { name: 'Check out' }).click();
  const queue = panel.getByRole('region', { name: 'Waiting to be sent' });
  await expect(queue.getByRole('listitem')).toHaveCount(1);
  await expect(queue).toContainText('Check out');
  await expect(panel.getByTestId('punch-state')).toHaveText(/^Checked out at \d\d:\d\d, Kolkata Works$/);
  // still queued after a while without the network: nothing was lost or dropped
  await page.waitForTimeout(2_000);
  await expect(queue.getByRole('listitem')).toHaveCount(1);

  await context.setOffline(false);
  await expect(toast(page, 'Punch recorded')).toHaveCount(1, { timeout: 30_000 });
  await expect(queue).toBeHidden({ timeout: 30_000 });
  // the server has the two punches of today, once each
  await page.reload();
  await expect(panel.getByTestId('punch-state')).toHaveText(/^Checked out at \d\d:\d\d, Kolkata Works$/);
  await expect(panel.getByRole('region', { name: 'Waiting to be sent' })).toHaveCount(0);
});

/** The phone's queue of punches in IndexedDB (apps/host/src/phone/punch-queue.ts), as stored. */
const readQueue = () =>
  new Promise<unknown[]>((resolve, reject) => {
    const open = indexedDB.open('muster-phone-punches');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction('queue').objectStore('queue').getAll();
      all.onsuccess = () => resolve(all.result);
    };
  });
/** Puts queued punches back, keyed by their id as the app keeps them. */
const writeQueue = (entries: unknown[]) =>
  new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('muster-phone-punches');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const transaction = open.result.transaction('queue', 'readwrite');
      for (const entry of entries as { punch: { id: string } }[])
        transaction.objectStore('queue').put(entry, entry.punch.id);
      transaction.oncomplete = () => resolve();
    };
  });

test('the app opened without the network takes a punch, its month shows it queued until it is acknowledged, and a replay is applied once', async ({
  page,
  context,
}) => {
  await signIn(page, 'emp1');
  const panel = page.getByRole('region', { name: 'Attendance from this phone' });
  const button = panel.getByRole('button', { name: /^Check (in|out)$/ });
  await expect(button).toBeEnabled();
  const state = await panel.getByTestId('punch-state').textContent();
  // the worker has the shell before the network goes: it serves the app opened offline
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // opened again with no network: the sites and today's punches kept from the last load
  await context.setOffline(true);
  await page.reload();
  await expect(panel.getByTestId('punch-state')).toHaveText(state ?? '');
  await expect(button).toBeEnabled();
  await button.click();
  await expect(panel.getByRole('region', { name: 'Waiting to be sent' })).toContainText(
    'waiting for the network',
  );
  // the app opened again, on its month screen, with no network
  await page.goto('/attendance');
  const queue = page.getByRole('region', { name: 'Waiting to be sent' });
  await expect(queue.getByRole('listitem')).toHaveText([
    /^Check (in|out) \d\d:\d\d, Kolkata Works: waiting for the network$/,
  ]);
  // the month's days cannot load offline, and the screen says so instead of loading for ever
  await expect(page.getByText('You are offline: your month shows when the network is back')).toBeVisible();
  await page.waitForTimeout(2_000);
  await expect(queue.getByRole('listitem')).toHaveCount(1);
  await screenshot(page, 'phone-month-queued-offline');
  const stored = await page.evaluate(readQueue);
  expect(stored).toHaveLength(1);

  await context.setOffline(false);
  await expect(toast(page, 'Punch recorded')).toHaveCount(1, { timeout: 30_000 });
  await expect(queue).toBeHidden();
  await expect(page.getByRole('heading', { name: 'My attendance' })).toBeVisible({ timeout: 30_000 });

  // the same punch queued again, as when its reply was lost on the way: the server answers
  // it as already recorded and the queue empties, with no second punch
  await page.evaluate(writeQueue, stored);
  await page.reload();
  await expect(toast(page, 'This punch was already recorded')).toHaveCount(1, { timeout: 30_000 });
  await expect(queue).toBeHidden();
  await expect(toast(page, 'Punch recorded')).toHaveCount(0);
  expect(await page.evaluate(readQueue)).toHaveLength(0);
});

test('the app is installable and its shell opens without the network', async ({ page, context, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Muster',
    start_url: '/',
    display: 'standalone',
    theme_color: '#1d4ed8',
  });
  const sizes = (manifest.icons as { sizes: string; type: string; src: string }[]).map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string }[]) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  expect((await request.get('/manifest.webmanifest')).headers()['content-type']).toBe(
    'application/manifest+json',
  );

  await signIn(page, 'emp1');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  // the worker controls the page once it has claimed it
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle('Muster');
  // the shell's code ran from the cache, and its screens from the settings kept from the last
  // load: the installed app opens with no network (#36 item 1)
  await expect(page.getByRole('heading', { name: 'DEMO All Folders' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Loading business settings/)).toHaveCount(0);
  await screenshot(page, 'phone-punch-offline-start');
  await context.setOffline(false);
});

test('a check-in outside the fence waits, and ro1 approves it with its selfie and distance in view', async ({
  page,
  context,
}) => {
  // 2 km north of the site: outside its 200 m fence, which the demo sends for approval
  await context.setGeolocation({
    latitude: kolkataWorks.latitude + 2_000 / 111_195,
    longitude: kolkataWorks.longitude,
    accuracy: 15,
  });
  await signIn(page, 'emp1');
  const panel = page.getByRole('region', { name: 'Attendance from this phone' });
  await panel.getByRole('button', { name: /^Check (in|out)$/ }).click();
  await expect(toast(page, 'Sent, waiting for approval')).toBeVisible({ timeout: 30_000 });
  await signOut(page);

  await signIn(page, 'ro1');
  const approvals = page.getByRole('region', { name: 'Phone punches to approve' });
  const punch = approvals.getByRole('listitem').filter({ hasText: 'Sunita Das' });
  await expect(punch).toHaveCount(1, { timeout: 15_000 });
  await expect(punch).toContainText(/(19|20|21)\d\d m from the site, accurate to 15 m/);
  await expect(punch.getByRole('img', { name: /^Selfie of emp1 Sunita Das$/ })).toBeVisible();
  await screenshot(page, 'phone-punch-approval');
  await punch.getByRole('button', { name: 'Approve' }).click();
  await expect(punch).toHaveCount(0);
});
