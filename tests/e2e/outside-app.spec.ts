import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatSizeReport, sizeReports } from '../bench/size/sizes.js';
import { buildConsumerApp, previewConsumerApp, startTxnRelay } from '../outside-app/testing/consumer-app.js';

// The libraries as another product uses them (issue #21): packed, installed by file path into a
// fresh Vite + React app outside the workspace, built, and run against the Muster server.
const musterPort = Number(process.env.E2E_PORT ?? 18080);
const muster = `http://localhost:${musterPort}`;
const relayPort = musterPort + 1;
const appPort = musterPort + 2;
const appUrl = `http://localhost:${appPort}`;
const exampleDir = path.resolve(import.meta.dirname, '../outside-app/app');

let app: string;
let preview: ChildProcess;
let relay: http.Server;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  app = await buildConsumerApp([path.resolve(import.meta.dirname, '../bench/size/grids.html')]);
  relay = await startTxnRelay(muster, relayPort);
  preview = await previewConsumerApp(app, appPort, muster, `http://localhost:${relayPort}`);
});

test.afterAll(async () => {
  preview?.kill();
  if (relay) await new Promise((resolve) => relay.close(resolve));
  if (app) fs.rmSync(path.dirname(app), { recursive: true, force: true });
});

/** Every computed property of each element, for comparing a page with and without a sheet. */
function computedStyles(page: Page, selectors: string[]) {
  return page.evaluate(
    (all) =>
      all.map((selector) => {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`no ${selector}`);
        const style = getComputedStyle(element);
        return Object.fromEntries([...style].map((property) => [property, style.getPropertyValue(property)]));
      }),
    selectors,
  );
}

const setLinkedSheets = (page: Page, enabled: boolean) =>
  page.evaluate((on) => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
      link.disabled = !on;
  }, enabled);

async function fillShift(form: Locator, code: string) {
  await form.getByRole('textbox', { name: 'Shift Code' }).fill(code);
  await form.getByRole('textbox', { name: 'English', exact: true }).fill(`Packed ${code}`);
  await form.getByLabel('Start').first().fill('07:00');
  await form.getByLabel('End').first().fill('15:00');
}

test('the README example: a list and a form from the tarballs create a record on the server', async ({
  page,
}) => {
  await page.goto(appUrl);
  const list = page.getByText(/^Showing 1 - \d+ of \d+$/);
  await expect(list).toBeVisible();
  const form = page.getByRole('form');
  const code = `PK${Date.now() % 100_000}`;
  await fillShift(form, code);
  // the custom text editor registered on the provider, with the engine's label and value
  await expect(form.getByText(`${code.length} characters`)).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByPlaceholder('Search List...').fill(code);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('07:00–15:00');
});

test("the engine's stylesheet leaves the host page's own button and table as they were", async ({ page }) => {
  await page.goto(appUrl);
  await expect(page.getByText(/^Showing 1 - \d+ of \d+$/)).toBeVisible();
  // the body holds the engine's elements too, so its height is theirs: only the host's own are compared
  const hostElements = ['#host-button', '#host-table', '#host-table td'];
  const withSheet = await computedStyles(page, hostElements);
  await setLinkedSheets(page, false);
  const withoutSheet = await computedStyles(page, hostElements);
  await setLinkedSheets(page, true);
  expect(withSheet).toEqual(withoutSheet);
});

test('a second transport: the same list over plain HTTP through the test relay', async ({ page }) => {
  await page.goto(`${appUrl}/http.html`);
  await expect(page.getByText(/^Showing 1 - \d+ of \d+$/)).toBeVisible();
  await page.getByPlaceholder('Search List...').fill('Packed PK');
  await expect(page.getByRole('row', { name: /Packed PK/ }).first()).toBeVisible();
});

test("the README's embedding example is the app's code, word for word", () => {
  const readme = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../packages/folder-engine/README.md'),
    'utf8',
  );
  for (const file of ['src/main.tsx', 'src/CountedText.tsx', 'src/http-client.ts']) {
    expect(readme, file).toContain(fs.readFileSync(path.join(exampleDir, file), 'utf8'));
  }
  const lines = fs.readFileSync(path.join(exampleDir, 'src/main.tsx'), 'utf8').trimEnd().split('\n');
  expect(lines.length).toBeLessThanOrEqual(15);
});

test('each installed library is its packed dist: no source condition, no workspace ranges, no tests', () => {
  for (const name of ['protocol', 'expr', 'payroll-rules', 'folder-engine', 'grids']) {
    const installed = path.join(app, 'node_modules/@muster', name);
    const manifest = fs.readFileSync(path.join(installed, 'package.json'), 'utf8');
    expect(manifest, name).not.toContain('@muster/source');
    expect(manifest, name).not.toContain('workspace:');
    const files = fs.readdirSync(installed, { recursive: true, encoding: 'utf8' });
    expect(
      files.filter((file) => /(^src\/|\.test\.|\.map$)/.test(file)),
      name,
    ).toEqual([]);
  }
});

test("the engine and the grids load in Node's ESM as installed, without a bundler", () => {
  const script = "await import('@muster/folder-engine'); await import('@muster/grids');";
  expect(() =>
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app }),
  ).not.toThrow();
});

test('the consumer bundles stay within their size budget', () => {
  const reports = sizeReports(path.join(app, 'dist'));
  for (const report of reports) console.log(`size: ${formatSizeReport(report)}`);
  expect(reports.filter((report) => report.overBudget).map((report) => report.page)).toEqual([]);
});
