import { expect, test } from '@playwright/test';
import { demoPassword, screenshot, signIn, signOut } from './shell-support.js';

test('settings home leads to the profile and business settings pages', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await screenshot(page, 'settings');
  await page.getByRole('link', { name: 'Business Settings' }).click();
  await expect(page.getByRole('tab', { name: 'Update Businesses Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Code', exact: true })).toHaveValue('DEMO');
  await screenshot(page, 'business-settings');
});

test("the profile page updates the employee's own record", async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/settings');
  await page.getByRole('link', { name: 'User Profile' }).click();
  await expect(page.getByRole('tab', { name: 'Update Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Code', exact: true })).toHaveValue('admin');
  const account = page.getByRole('textbox', { name: 'Bank Account No.' });
  await account.fill('998877665544');
  await screenshot(page, 'profile');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Bank Account No.' })).toHaveValue('998877665544');
});

test('the reset-password form really changes the password, guarding unsaved input', async ({ page }) => {
  await signIn(page, 'hr1');
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Reset Password' }).click();
  await expect(page.getByLabel('User name')).toHaveValue('hr1');

  await page.getByLabel('Old password').fill('Wrong@123');
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/tabs\/reset_password$/);

  await page.getByLabel('New password').fill('Changed@123');
  await page.getByLabel('Confirm password').fill('Changed@123');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(page.getByLabel('Old password')).toHaveAttribute('type', 'text');
  await screenshot(page, 'reset-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Old password is incorrect');

  await page.getByLabel('Old password').fill(demoPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page.getByLabel('Old password')).toHaveValue('');
  await signOut(page);
  await signIn(page, 'hr1', 'Changed@123');

  // Back to the demo password, so other tests still sign in as hr1.
  await page.goto('/tabs/reset_password');
  await page.getByLabel('Old password').fill('Changed@123');
  await page.getByLabel('New password').fill(demoPassword);
  await page.getByLabel('Confirm password').fill(demoPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
});
