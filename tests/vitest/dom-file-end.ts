import { afterAll, expect, vi } from 'vitest';

/**
 * The DOM project's files share one jsdom per worker (vitest.config.ts: a fresh jsdom per file
 * cost more CPU than the tests). What one file leaves must not reach the next: its storage, fake
 * timers and stubbed globals are undone here, and a rendered tree left in the page fails the file
 * that left it (an unmounted render is the file's own to clean up: testing-library's `cleanup`),
 * rather than a later file that finds two of everything.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  const left = document.body.innerHTML;
  document.body.replaceChildren();
  expect(left, 'this file left rendered elements in the page: call cleanup() after its renders').toBe('');
});
