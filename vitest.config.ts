import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { splitByModuleReplacement, testFilesUnder } from './tests/vitest/test-files.ts';

// Workspace packages export their TypeScript sources under this condition, so tests
// and the host build run on sources while Node runs the compiled dist.
const conditions = ['@muster/source', 'module', 'browser', 'development|production'];
const nodeConditions = ['@muster/source', 'module', 'node', 'development|production'];

const root = fileURLToPath(new URL('.', import.meta.url));

// The node and DOM projects run their files in one module registry per worker (and the DOM
// project in one jsdom), not one per file: importing the packages and setting up jsdom again for
// every file cost three times the CPU of the tests themselves (tests/reliability/README.md, CI).
// A file that replaces modules (vi.mock) still gets its own, in the '-isolated' project beside.
const node = splitByModuleReplacement(
  root,
  testFilesUnder(
    root,
    [
      'packages/protocol/src',
      'packages/expr/src',
      'packages/payroll-rules/src',
      'tests/dependency-rules',
      'tests/docs',
      'tests/styles',
      'tests/i18n',
    ],
    /\.test\.ts$/,
  ),
);
const dom = splitByModuleReplacement(
  root,
  testFilesUnder(
    root,
    ['packages/folder-engine/src', 'packages/grids/src', 'apps/host/src'],
    /\.test\.tsx?$/,
  ),
);

const nodeTest = { environment: 'node' } as const;
const domTest = {
  environment: 'jsdom',
  // a busy 2-core machine renders a whole list in jsdom in more than vitest's 5 s default
  testTimeout: 20_000,
} as const;

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions: nodeConditions, externalConditions: ['@muster/source'] } },
  test: {
    // Vitest's default (one worker fewer than the cores) ran one test file at a time on the two
    // cores CI has: the server tests mostly wait on their database, and six of them took a quarter
    // less time with two workers at the same CPU (tests/reliability/README.md, CI).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { ...nodeTest, name: 'node', isolate: false, include: node.shared } },
      { extends: true, test: { ...nodeTest, name: 'node-isolated', include: node.isolated } },
      {
        extends: true,
        test: {
          ...domTest,
          name: 'dom',
          isolate: false,
          // what a file leaves in the shared jsdom is undone, or refused, at its end
          setupFiles: ['tests/vitest/dom-file-end.ts'],
          include: dom.shared,
        },
      },
      { extends: true, test: { ...domTest, name: 'dom-isolated', include: dom.isolated } },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'apps/server/src/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/reliability/**/*.test.ts',
          ],
          testTimeout: 60_000,
          // the first test server of a run seeds the demo template the others copy
          // (demo-template.ts): minutes when seven other test runs share the two cores
          hookTimeout: 300_000,
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
        },
      },
    ],
  },
});
