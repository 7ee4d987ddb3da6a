import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain script modules, shared with the by-hand kill9.mjs
import { killRound } from './kill9-round.mjs';
// @ts-expect-error: see above
import { repositoryRoot } from './server-process.mjs';

// The CI slice of the kill -9 script (README): one round on the embedded database.
describe('a kill -9 of the server while clients write', () => {
  it('loses no acknowledged row: each is there after the restart', { timeout: 240_000 }, async () => {
    // the round runs the built server, as an operator would; tsc -b is incremental
    spawnSync(path.join(repositoryRoot, 'node_modules/.bin/tsc'), ['-b', 'apps/server'], {
      cwd: repositoryRoot,
    });
    expect(fs.existsSync(path.join(repositoryRoot, 'apps/server/dist/main.js'))).toBe(true);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-kill9-'));
    try {
      const result = await killRound({
        env: { DATA_DIR: dataDir, DATABASE_URL: '' },
        round: 1,
        clients: 4,
        killAfterMs: 1500,
      });
      expect(result.acknowledged).toBeGreaterThan(0);
      expect(result.lost).toEqual([]);
      expect(result.stored).toBeGreaterThanOrEqual(result.acknowledged);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
