import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, screenshot, signIn, signOut } from './shell-support.js';

// Live pay (issue #32 item 4): an employee on a phone reads its month's projected pay under
// its attendance, computed in the browser by the payroll rules generation runs. The figures
// are the demo's and change with its punches: their shape and the notes are checked.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 180_000 });

test("emp1 on a phone sees this month's projected gross, deductions and net, and what they lack", async ({
  page,
}) => {
  await signIn(page, 'emp1');
  await page.goto('/attendance');
  const pay = page.getByRole('region', { name: 'Projected pay' });
  await expect(pay.getByText('Net pay')).toBeVisible({ timeout: 30_000 });
  const rupees = /^₹[\d,]+\.\d{2}$/;
  await expect(pay.locator('.mg-pay-gross dd')).toHaveText(rupees);
  await expect(pay.locator('.mg-pay-net dd')).toHaveText(rupees);
  expect(Number((await pay.locator('.mg-pay-gross dd').textContent())?.replace(/[₹,]/g, ''))).toBeGreaterThan(
    0,
  );
  // the days after today are still to come (none on a month's last day)
  const today = new Date(Date.now() + 330 * 60_000);
  const lastDay = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)).getUTCDate();
  const toCome = lastDay - today.getUTCDate();
  if (toCome > 0)
    await expect(pay.getByText(`${toCome} days of the month still to come, not counted`)).toBeVisible();
  await expectAccessible(page, 'live pay on a phone');
  await pay.scrollIntoViewIfNeeded();
  await screenshot(page, 'live-pay-phone');

  // the same panel in Hindi: its labels and notes translated, rupees as Hindi writes them
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });
  await page.goto('/attendance');
  const hindi = page.getByRole('region', { name: 'अनुमानित वेतन' });
  await expect(hindi.getByText('शुद्ध वेतन')).toBeVisible({ timeout: 30_000 });
  await expect(hindi.locator('.mg-pay-net dd')).toHaveText(/^₹[\d,]+\.\d{2}$/);
  if (toCome > 0)
    await expect(hindi.getByText(`महीने के ${toCome} दिन अभी आने बाकी हैं, गिने नहीं गए`)).toBeVisible();
  await hindi.scrollIntoViewIfNeeded();
  await screenshot(page, 'live-pay-phone-hindi');
});

/**
 * The attendance grid on the demo's own workers: on a shared server the bulk-upload spec's
 * employees, with no days, sort first.
 */
async function openDemoWorkers(page: Page) {
  await page.goto('/attendance');
  await page.getByRole('searchbox', { name: 'Search employees' }).fill('DI00');
  await expect(page.locator('.mg-cell[data-row-idx="0"] .mg-code').first()).toBeVisible({
    timeout: 15_000,
  });
}

test.describe('in the register view', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test("HR reads an employee's projected pay beside its month; an attendance officer gets none", async ({
    page,
  }) => {
    await signIn(page, 'hr1');
    await openDemoWorkers(page);
    await page.getByRole('button', { name: 'Show Register View' }).first().click();
    await expect(page.getByRole('grid', { name: 'Register view' })).toBeVisible();
    const pay = page.getByRole('region', { name: 'Projected pay' });
    await expect(pay.locator('.mg-pay-net dd').or(pay.locator('.mg-pay-note'))).not.toHaveCount(0, {
      timeout: 30_000,
    });
    await expect(pay.getByText('Loading projected pay…')).toHaveCount(0);
    await expectAccessible(page, 'live pay in the register view');
    await screenshot(page, 'live-pay-register');

    await signOut(page);
    await signIn(page, 'ao1');
    await openDemoWorkers(page);
    await page.getByRole('button', { name: 'Show Register View' }).first().click();
    await expect(page.getByRole('grid', { name: 'Register view' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Projected pay' })).toHaveCount(0);
  });
});
