import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { type OpenDatabase, openDatabase, pgliteSharedBuffers } from './database.js';

// PGlite only: PostgreSQL's memory is its server's to size (issue #35 item 2)
describe("PGlite's buffer pool", () => {
  let database: TestDatabase | undefined;
  let opened: OpenDatabase | undefined;
  afterEach(async () => {
    await opened?.close();
    await database?.drop();
    delete process.env.PGLITE_SHARED_BUFFERS;
  });
  const sharedBuffers = async () => {
    database = await createTestDatabase('pglite');
    opened = await openDatabase(database);
    return (await sql<{ shared_buffers: string }>`show shared_buffers`.execute(opened.db)).rows[0]
      ?.shared_buffers;
  };

  it('is 32MB, not the 128MB initdb writes', async () => {
    expect(await sharedBuffers()).toBe('32MB');
  });

  it('is PGLITE_SHARED_BUFFERS when set, and refuses what is not a size', async () => {
    process.env.PGLITE_SHARED_BUFFERS = '16MB';
    expect(await sharedBuffers()).toBe('16MB');
    expect(() => pgliteSharedBuffers({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(/PGLITE_SHARED_BUFFERS/);
  });
});
