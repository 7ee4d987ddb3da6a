import { afterAll, beforeAll } from 'vitest';
import { type OpenDatabase, openDatabase } from '../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/**
 * A fresh database of `kind` for one suite: created and opened (migrated) before its tests,
 * closed and dropped after them. The function it answers gives the open database.
 */
export function openedTestDatabase(kind: 'pglite' | 'postgres'): () => OpenDatabase {
  let database: TestDatabase | undefined;
  let opened: OpenDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    opened = await openDatabase(database);
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });
  return () => {
    if (!opened) throw new Error('The test database is not open yet');
    return opened;
  };
}
