import { expect, test } from '@playwright/test';
import { signIn } from './shell-support.js';

const languages = [
  { name: 'Français', signIn: 'Se connecter', folders: 'DEMO Tous les dossiers' },
  { name: 'हिन्दी', signIn: 'साइन इन करें', folders: 'DEMO सभी फ़ोल्डर' },
  { name: 'বাংলা', signIn: 'সাইন ইন করুন', folders: 'DEMO সব ফোল্ডার' },
];

for (const language of languages) {
  test(`${language.name} changes the shell's strings and survives a reload`, async ({ page }) => {
    await page.goto('/user-auth');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: language.name });
    await expect(page.getByRole('heading', { name: language.signIn })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: language.signIn })).toBeVisible();
    await page.getByRole('combobox').selectOption({ label: 'English' });
    await signIn(page, 'admin');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: language.name });
    await expect(page.getByRole('heading', { name: language.folders })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: language.folders })).toBeVisible();
    await page.screenshot({ path: `test-results/screens/home-${language.name}.png`, fullPage: true });
  });
}
