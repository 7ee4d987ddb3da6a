import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '@muster/server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain script module, shared with the by-hand fuzz.mjs
import { runFuzz } from './fuzz-run.mjs';

// The CI slice of the fuzz (README): 3,000 seeded frames; the by-hand run sends 100,000.
describe.each(testDatabaseKinds)('the channel under 3,000 seeded fuzz frames on %s', (kind) => {
  let test: TestServer;
  let sessionKey: string;
  const logged = vi.spyOn(console, 'error');

  beforeAll(async () => {
    test = await startTestServer(kind);
    const channel = await TestChannel.open(test.server.url, test.apiKey);
    sessionKey = await channel.login(demoSignIn);
    channel.close();
  });
  afterAll(async () => {
    await test?.stop();
  });

  it('answers every frame once with its id, never with a server error, and logs none', async () => {
    logged.mockClear();
    const counts = await runFuzz({
      url: test.server.url,
      apiKey: test.apiKey,
      sessionKey,
      seed: 13,
      frames: 3000,
    });
    expect(counts).toMatchObject({ generic: 0, unanswered: 0, wrongId: 0, examples: [] });
    expect(counts.frames).toBeGreaterThanOrEqual(3000);
    expect(counts.success + counts.error).toBe(counts.frames);
    expect(logged).not.toHaveBeenCalled();
  });
});
