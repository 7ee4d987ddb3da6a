import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { removeUnwrittenWal } from './template-wal.js';

const segments = (directory: string) =>
  fs
    .readdirSync(path.join(directory, 'pg_wal'))
    .filter((name) => /^[0-9A-F]{24}$/.test(name))
    .sort();

describe('removeUnwrittenWal', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-template-wal-'));
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

  it('removes the segments made ready for later, and the database keeps its rows and writes on', async () => {
    const write = async (from: number) => {
      const pglite = await PGlite.create(directory);
      await pglite.query('create table if not exists filler (n int primary key)');
      await pglite.query(`insert into filler select generate_series(${from}, ${from + 999})`);
      const { rows } = await pglite.query<{ count: number }>('select count(*)::int as count from filler');
      await pglite.close();
      return rows[0]?.count;
    };
    await write(1);
    // what a checkpoint does to a written segment it keeps for later: renames it to a name ahead
    const written = segments(directory).at(-1) as string;
    const ahead = [1, 2, 3, 4].map(
      (step) =>
        `${written.slice(0, 16)}${(Number.parseInt(written.slice(16), 16) + step).toString(16).toUpperCase().padStart(8, '0')}`,
    );
    for (const name of ahead)
      fs.copyFileSync(path.join(directory, 'pg_wal', written), path.join(directory, 'pg_wal', name));

    const removed = await removeUnwrittenWal(directory);

    expect(removed).toEqual(ahead.slice(1));
    expect(segments(directory)).toEqual([written, ahead[0]]);
    const count = await write(1001);
    expect(count).toBe(2000);
  }, 180_000);
});
