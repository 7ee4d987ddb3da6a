import { defineConfig } from 'vitest/config';

// Workspace packages export their TypeScript sources under this condition, so tests
// and the host build run on sources while Node runs the compiled dist.
const conditions = ['@muster/source', 'module', 'browser', 'development|production'];
const nodeConditions = ['@muster/source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions: nodeConditions, externalConditions: ['@muster/source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/{protocol,expr,payroll-rules}/src/**/*.test.ts',
            'tests/dependency-rules/**/*.test.ts',
            'tests/docs/**/*.test.ts',
            'tests/styles/**/*.test.ts',
            'tests/i18n/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // a busy 2-core machine renders a whole list in jsdom in more than vitest's 5 s default
          testTimeout: 20_000,
          include: [
            'packages/{folder-engine,grids}/src/**/*.test.{ts,tsx}',
            'apps/host/src/**/*.test.{ts,tsx}',
          ],
        },
      },
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
