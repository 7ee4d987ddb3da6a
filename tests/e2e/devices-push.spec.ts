import { AdmsTerminal } from '@muster/server/testing';
import { expect, test } from '@playwright/test';
import { signIn, signOut } from './shell-support.js';

// A ZKTeco terminal registered in the Devices folder pushes punches over ADMS ("iclock"),
// and they show in the attendance grid; 'Generate' shows a device key once.
test.use({ viewport: { width: 1600, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const serial = `E2E${Date.now().toString().slice(-9)}`;
const istDay = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);
/**
 * The day emp1's punches go on: the latest day of this IST month whose 19:31 has passed and
 * that is not a Sunday (emp1's weekly off), since a terminal's punch ahead of the server's
 * clock is left out; null early on the month's first days, when the test cannot place them.
 */
const punchDay = ((): string | null => {
  const month = istDay(Date.now()).slice(0, 7);
  for (let back = 0; back < 7; back++) {
    const day = istDay(Date.now() - back * 86_400_000);
    const outPunch = Date.parse(`${day}T19:31:40+05:30`);
    if (day.slice(0, 7) !== month) return null;
    if (outPunch < Date.now() && new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) return day;
  }
  return null;
})();

test('register a terminal, see its key once, and its punches in the attendance grid', async ({
  page,
  baseURL,
}) => {
  test.skip(punchDay === null, 'no past working day of this month to punch on yet');
  const punchedOn = punchDay as string;
  await signIn(page, 'admin');
  await page.goto('/tabs/devices');
  await expect(page.getByText(/^Showing \d+ - \d+ of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Create' }).click();
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: 'Code' }).fill('E2E-GATE');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E gate');
  await form.getByRole('textbox', { name: 'Serial Number' }).fill(serial);
  await expect(form.getByRole('textbox', { name: 'Time Zone' })).toHaveValue('Asia/Kolkata');
  await form.getByLabel('Site').click();
  await page.getByRole('searchbox', { name: 'Type to Search..' }).fill('Kolkata');
  await page
    .getByRole('option', { name: /Kolkata/ })
    .first()
    .click();
  await form.getByRole('button', { name: 'Save' }).click();

  // the list searches codes and names; 'Issue Key' ('Generate') acts on the chosen row
  await page.getByPlaceholder('Search List...').fill('E2E-GATE');
  const row = page.getByRole('row', { name: new RegExp(serial) });
  await expect(row).toBeVisible();
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Issue Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Device key' });
  await expect(dialog).toContainText('This key is shown only once');
  await expect(dialog).toContainText(serial);
  await expect(dialog.getByTestId('device-key')).toHaveText(/^[\w-]{43}$/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // the terminal: handshake, then emp1's punches of that day (07:58 and 19:31 on its clock):
  // before and after any the demo's terminals pushed that day (08:45 at the earliest, 18:53
  // at the latest), so the day runs from these two whatever the demo holds
  const terminal = new AdmsTerminal(baseURL as string, serial);
  expect((await terminal.handshake()).status).toBe(200);
  const upload = await terminal.pushAttlog([
    `emp1\t${punchedOn} 07:58:07\t0\t1\t0\t0\t0`,
    `emp1\t${punchedOn} 19:31:40\t1\t1\t0\t0\t0`,
  ]);
  expect(upload.text).toBe('OK: 2');

  // the registered terminal, as the list shows it
  await page.goto('/tabs/devices');
  await page.getByPlaceholder('Search List...').fill('E2E-GATE');
  await expect(page.getByRole('row', { name: new RegExp(serial) })).toContainText('Asia/Kolkata');

  await signOut(page);
  await signIn(page, 'emp1');
  await page.goto('/attendance');
  const day = page.locator(`.mg-cell[data-row-idx="0"][data-date="${punchedOn}"]`);
  // the month's later days are drawn when the grid scrolls to them
  await expect(page.locator('.mg-cell[data-row-idx="0"]').first()).toBeVisible({ timeout: 15_000 });
  await page
    .locator('.rdg')
    .first()
    .evaluate((grid) => grid.scrollTo({ left: grid.scrollWidth }));
  await expect(day.locator('.mg-code')).toHaveText('P', { timeout: 15_000 });
  // 07:58 to 19:31: 11 h 33 min worked
  await expect(day).toContainText('11:33');
});
