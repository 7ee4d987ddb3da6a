import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createDemoDatabase, type TestDatabase } from '@muster/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain script modules, shared with the by-hand scale-out.mjs
import { demoAdmin, openChannel } from './channel.mjs';
// @ts-expect-error: see above
import { checkBroadcast, checkJob, checkSessions } from './scale-out-checks.mjs';
// @ts-expect-error: see above
import { freePort, reliabilityApiKey, repositoryRoot, startServerProcess } from './server-process.mjs';

interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

const postgres = process.env.TEST_DATABASE_URL;
if (!postgres)
  console.info(
    'scale-out.test: skipped on PGlite, which is one process; set TEST_DATABASE_URL to run two servers on PostgreSQL',
  );

// The CI slice of scale-out.mjs (issue #35 item 8): two server processes on one PostgreSQL
// database; a client on one, the work on the other.
describe.runIf(postgres)('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];
  let sessionKey: string;

  beforeAll(async () => {
    // the processes run the built server, as an operator would; tsc -b is incremental
    spawnSync(path.join(repositoryRoot, 'node_modules/.bin/tsc'), ['-b', 'apps/server'], {
      cwd: repositoryRoot,
    });
    expect(fs.existsSync(path.join(repositoryRoot, 'apps/server/dist/main.js'))).toBe(true);
    // a copy of the seeded demo: both start on it with nothing to migrate or seed
    database = await createDemoDatabase('postgres');
    const env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl };
    for (let started = 0; started < 2; started++)
      servers.push(await startServerProcess({ port: await freePort(), env, startSeconds: 180 }));
    const signIn = await openChannel(servers[0]?.url, reliabilityApiKey);
    sessionKey = await signIn.login(demoAdmin);
    signIn.close();
  }, 300_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await database?.drop();
  });

  it('a write on the first reaches a client of the second that shows its folder', async () => {
    const figure = await checkBroadcast(servers[0], servers[1], sessionKey);
    expect(figure).toMatchObject({ writeOn1: 'success', broadcastOn2: { folder: 'departments' } });
    expect(figure.ok).toBe(true);
  });

  it('a payroll run started on the first reports every payslip and its end to a client of the second', async () => {
    const figure = await checkJob(servers[0], servers[1], sessionKey);
    expect(figure.startedOn1).toBe('success');
    expect(figure.payslips).toBeGreaterThan(0);
    expect(figure.itemsOn2).toBeGreaterThanOrEqual(figure.payslips);
    expect(figure.allDoneOn2).toBe(true);
  }, 240_000);

  it('a session made on the first works on the second, and one ended on the second is refused on the first', async () => {
    const figure = await checkSessions(servers[0], servers[1]);
    expect(figure).toMatchObject({
      madeOn1UsedOn2: 'success',
      endedOn2: 'success',
      usedOn1AfterEnd: 'error',
    });
  });
});
