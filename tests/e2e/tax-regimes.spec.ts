import { expect, type Page } from '@playwright/test';
import { signIn, test } from './shell-support.js';

// The regime chosen by the employee (issue #34 item 1, helper E; payroll README "The regime
// chosen by the employee"): on a phone the demo's emp1 intimates the old regime for this
// financial year (the year already filled, no Business or Employee field); ro1, whose payslips
// of the year deducted TDS under the new regime, is told the year's regime can no longer
// change; HR verifies emp1's on the web, and emp1's record is then read-only.
test.describe.configure({ timeout: 300_000 });

const oldRegime = 'Old tax regime';

/** A new regime record, from the list's Actions menu. */
async function createRegime(page: Page) {
  await page.goto('/tabs/tax_regimes');
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Create' }).click();
  const form = page.getByRole('form');
  await expect(form.getByLabel(/^Financial Year/)).toHaveValue(/^20\d\d$/);
  await expect(form.locator('[data-field="partners_id"]')).toHaveCount(0);
  await expect(form.locator('[data-field="employees_id"]')).toHaveCount(0);
  // the regime is a choice named as the list names it, not a code to type
  await form.getByLabel(/^Tax Regime/).selectOption({ label: oldRegime });
  await form.getByRole('button', { name: 'Save' }).click();
  return form;
}

test('emp1 opts for the old regime on its phone, ro1 is refused after TDS, HR verifies', async ({
  page,
  openAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'emp1');
  await createRegime(page);
  await expect(page.getByRole('row').filter({ hasText: oldRegime })).toBeVisible({ timeout: 30_000 });

  // ro1's payslips of this year deducted TDS under the default: the intimation comes too late
  const ro1 = await openAs('ro1', { viewport: { width: 390, height: 844 } });
  await createRegime(ro1);
  await expect(
    ro1
      .getByText(/can no longer be changed: payslips of the year have deducted TDS under the new regime/)
      .first(),
  ).toBeVisible({ timeout: 30_000 });

  // HR, on the web, verifies emp1's
  const hr = await openAs('hr1', { viewport: { width: 1400, height: 900 } });
  await hr.goto('/tabs/tax_regimes');
  const row = hr.getByRole('row').filter({ hasText: 'Sunita' }).filter({ hasText: oldRegime });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByText(oldRegime).click();
  const verify = hr.getByRole('form');
  await verify.getByLabel('Verified by HR').check();
  await verify.getByRole('button', { name: 'Save' }).click();
  await expect(hr.getByText('Saved', { exact: true }).first()).toBeVisible({ timeout: 30_000 });

  // emp1 reads it and may no longer change it
  await page.goto('/tabs/tax_regimes');
  await page.getByRole('row').filter({ hasText: oldRegime }).getByText(oldRegime).click();
  const form = page.getByRole('form');
  await expect(
    form.getByRole('alert').filter({ hasText: 'sorry folder cant be updated by you' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(form.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
