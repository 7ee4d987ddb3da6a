import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of .dependency-cruiser.cjs (run by `pnpm run lint` on the real tree) catch
 * one planted violation of each kind, and pass the allowed arrows beside them: a small tree of
 * modules laid out like the repository's is cruised with the repository's own configuration.
 */
const repository = path.resolve(import.meta.dirname, '../..');
const configuration = path.join(repository, '.dependency-cruiser.cjs');
const depcruise = path.join(repository, 'node_modules/.bin/depcruise');

/** path -> text of the planted tree; `import` lines only, which is all the tool reads. */
const plantedTree: Record<string, string> = {
  // main entries, reaching every module that is not a test helper
  'packages/protocol/src/index.ts': `import { expr } from '../../expr/src/index.js';\nexport const protocol = expr;\n`,
  'packages/expr/src/index.ts': `import { protocol } from '../../protocol/src/index.js';\nexport const expr = protocol;\n`,
  'packages/expr/src/only-tests-use-me.ts': 'export const helper = 1;\n',
  'packages/expr/src/parse.test.ts': `import { helper } from './only-tests-use-me.js';\nexport const t = helper;\n`,
  'packages/expr/src/testing/kit.ts': `import { expr } from '../index.js';\nexport const kit = expr;\n`,
  'apps/server/src/main.ts': [
    `import '../../../packages/expr/src/index.js';`,
    `import './engine/probe.js';`,
    `import './misc/stray.js';`,
    `import './domain/payroll/pay.js';`,
    `import './domain/invoices/invoice.js';`,
    `import './domain/gifts/gift.js';`,
    `import './domain/payroll/rules/tax.js';`,
    `import './domain/payroll/rules/rate.js';`,
    `import './platform/config.js';`,
    `import './platform/mail.js';`,
    `import './txn/generic/write.js';`,
    `import './txn/generic/index.js';`,
    `import './txn/exports/index.js';`,
    `import './app/write-hooks.js';`,
    '',
  ].join('\n'),
  // a heavy module imported at start; one loaded on first use and a type-only import are allowed
  // installed packages, built into dist/ as most are: a rule names them there too
  ...Object.fromEntries(
    ['exceljs', 'nodemailer', 'playwright-core', 'kysely'].flatMap((name) => [
      [
        `node_modules/${name}/package.json`,
        JSON.stringify({ name, version: '1.0.0', main: 'dist/index.js' }),
      ],
      [`node_modules/${name}/dist/index.js`, 'module.exports = {};\n'],
    ]),
  ),
  'apps/server/src/domain/payroll/rules/rate.ts': `import { sql } from 'kysely';\nexport const rate = sql;\n`,
  'apps/server/src/platform/mail.ts': [
    `import nodemailer from 'nodemailer';`,
    `import type { Browser } from 'playwright-core';`,
    `export const sheet = () => import('exceljs');`,
    'export const mail = nodemailer;',
    '',
  ].join('\n'),
  'apps/server/src/platform/config.ts': `import '../../../../packages/folder-engine/src/index.js';\nexport const config = 1;\n`,
  'packages/folder-engine/src/index.ts': `import '../../protocol/src/index.js';\nexport const engine = 1;\n`,
  'apps/server/src/platform/db/schema.ts': 'export const schema = 1;\n',
  'apps/server/src/txn/runner.ts': `import '../engine/probe.js';\nexport const runner = 1;\n`,
  'apps/server/src/engine/probe.ts': `import '../txn/runner.js';\nimport '../platform/db/schema.js';\nexport const probe = 1;\n`,
  'apps/server/src/misc/stray.ts': `import '../platform/config.js';\nexport const stray = 1;\n`,
  'apps/server/src/domain/payroll/store.ts': `import '../../platform/db/schema.js';\nexport const store = 1;\n`,
  'apps/server/src/domain/payroll/pay.ts': [
    `import '../invoices/invoice.js';`,
    `import './store.js';`,
    `import './testing/payroll-kit.js';`,
    '',
  ].join('\n'),
  'apps/server/src/domain/payroll/testing/payroll-kit.ts': `import '../pay.js';\nexport const kit = 1;\n`,
  'apps/server/src/domain/payroll/rules/tax.ts': `import '../store.js';\nexport const tax = 1;\n`,
  'apps/server/src/domain/invoices/invoice.ts': `import '../payroll/store.js';\nexport const invoice = 1;\n`,
  'apps/server/src/domain/gifts/gift.ts': `import '../payroll/store.js';\nexport const gift = 1;\n`,
  // the generic write naming a feature; the composition root registering the feature's hook (allowed)
  'apps/server/src/txn/generic/write.ts': `import '../../engine/probe.js';\nimport '../../domain/payroll/store.js';\n`,
  // the generic txns' resolver naming a feature's txn (the folder export, as it did before #28
  // item 3's remainder); the export's own resolver beside the generic ones (allowed)
  'apps/server/src/txn/generic/index.ts': `import '../../domain/exports/folder-export.js';\n`,
  'apps/server/src/txn/exports/index.ts': `import '../../domain/exports/folder-export.js';\n`,
  'apps/server/src/domain/exports/folder-export.ts': 'export const exportFolder = 1;\n',
  'apps/server/src/app/write-hooks.ts': `import '../domain/payroll/store.js';\nexport const writeHooks = [];\n`,
  // the host: features register into a registry at the composition root (allowed), and a tab
  // host that imports a feature's tab, which imports the tab host back (a circle)
  'apps/host/src/main.tsx': `import './composition.js';\nimport './tabs/tab-host.js';\n`,
  'apps/host/src/composition.ts': `import './registry/views.js';\nimport './payroll/views.js';\n`,
  'apps/host/src/registry/views.ts': 'export const views = [];\n',
  'apps/host/src/payroll/views.ts': `import '../registry/views.js';\nexport const payrollViews = [];\n`,
  'apps/host/src/tabs/tab-host.ts': `import '../registry/views.js';\nimport '../payroll/generate-tab.js';\n`,
  'apps/host/src/payroll/generate-tab.ts': `import '../tabs/tab-host.js';\nexport const generateTab = 1;\n`,
};

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

let tree = '';

beforeAll(() => {
  tree = mkdtempSync(path.join(tmpdir(), 'dependency-rules-'));
  for (const [file, text] of Object.entries(plantedTree)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  }
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

/** The violations the tool reports on the planted tree, as `rule: from -> to`. */
async function violations(): Promise<string[]> {
  const run = promisify(execFile)(
    depcruise,
    ['--config', configuration, '--output-type', 'json', '--no-progress', 'packages', 'apps'],
    { cwd: tree, maxBuffer: 64 * 1024 * 1024 },
  );
  // the tool exits non-zero when it finds a violation, which is what this test plants
  const { stdout } = await run.catch((failure: { stdout?: string }) => {
    if (!failure.stdout) throw failure;
    return { stdout: failure.stdout };
  });
  const result = JSON.parse(stdout) as { summary: { violations: Violation[] } };
  return result.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();
}

describe('the import rules', () => {
  it('catch a planted violation of each kind and nothing else', async () => {
    expect(await violations()).toEqual(
      [
        // package arrows: protocol imports no other package; the server no engine
        'package-arrows:packages/protocol: packages/protocol/src/index.ts -> packages/expr/src/index.ts',
        'package-arrows:apps/server: apps/server/src/platform/config.ts -> packages/folder-engine/src/index.ts',
        // server layers: an engine module climbing to txn; a module in no layer
        'server-layers:engine: apps/server/src/engine/probe.ts -> apps/server/src/txn/runner.ts',
        'server-layers:in-no-layer: apps/server/src/misc/stray.ts -> apps/server/src/platform/config.ts',
        'server-layers:in-no-layer: apps/server/src/main.ts -> apps/server/src/misc/stray.ts',
        // domain features: payroll may not call invoices (invoices -> payroll is declared); gifts is undeclared
        'domain-features:payroll: apps/server/src/domain/payroll/pay.ts -> apps/server/src/domain/invoices/invoice.ts',
        'domain-features:undeclared: apps/server/src/main.ts -> apps/server/src/domain/gifts/gift.ts',
        // the generic write reaching a feature's module; the generic resolver importing one
        'generic-txn:no-feature: apps/server/src/txn/generic/write.ts -> apps/server/src/domain/payroll/store.ts',
        'generic-txn:no-feature: apps/server/src/txn/generic/index.ts -> apps/server/src/domain/exports/folder-export.ts',
        // a rules/ folder reaching the database through the feature's store
        'pure-rules:no-database: apps/server/src/domain/payroll/rules/tax.ts -> apps/server/src/platform/db/schema.ts',
        // ... or through the query builder itself, whose package is built into dist/
        'pure-rules:no-database: apps/server/src/domain/payroll/rules/rate.ts -> node_modules/kysely/dist/index.js',
        // main code importing a test helper; a helper only tests use, outside a testing/ folder
        'test-helpers:imported-by-main-code: apps/server/src/domain/payroll/pay.ts -> apps/server/src/domain/payroll/testing/payroll-kit.ts',
        'test-helpers:outside-testing: packages/expr/src/only-tests-use-me.ts -> packages/expr/src/only-tests-use-me.ts',
        // a circle in the host: the tab host and a feature's tab importing each other
        'host:no-cycles: apps/host/src/payroll/generate-tab.ts -> apps/host/src/tabs/tab-host.ts',
        // a heavy module loaded at every start, not on first use
        'server-start:heavy-modules-on-first-use: apps/server/src/platform/mail.ts -> node_modules/nodemailer/dist/index.js',
      ].sort(),
    );
  }, 120_000); // one run of the tool: seconds alone, far longer on a busy machine
});
