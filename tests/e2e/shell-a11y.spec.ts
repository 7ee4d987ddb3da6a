import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, signIn } from './shell-support.js';

test('the sign-in, sign-up and recovery forms have no serious accessibility problem', async ({ page }) => {
  for (const [form, heading] of [
    ['', 'Sign in'],
    ['?form=sign-up', 'Sign up'],
    ['?form=recover', 'Recover password'],
  ] as const) {
    await page.goto(`/user-auth${form}`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectAccessible(page, heading);
    await screenshot(page, `auth-${heading.toLowerCase().replace(' ', '-')}`);
  }
});

// role-walk.spec.ts reads every role's home, sidebar and folder screens; these are the
// shell's pages no tile or sidebar entry opens
test('the user menu and the settings pages have no serious accessibility problem', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expectAccessible(page, 'user menu');
  await screenshot(page, 'user-menu');
  await page.keyboard.press('Escape');

  for (const [path, check] of [
    ['/tabs/reset_password', 'Reset Password'],
    ['/settings', 'Settings'],
    ['/profile', 'Update Profile'],
    ['/business_settings', 'Update Businesses Settings'],
    ['/workflow', 'Draw Chart'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(check, { exact: true }).first()).toBeVisible();
    await expectAccessible(page, path);
    await screenshot(page, `page${path.replaceAll('/', '-')}`);
  }
});
