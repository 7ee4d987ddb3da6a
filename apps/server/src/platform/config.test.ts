import { describe, expect, it } from 'vitest';
import { workersFromEnv } from './config.js';

describe('WORKERS', () => {
  const postgres = 'postgres://localhost/muster';

  it('is one process by default, a number, or one per core with auto', () => {
    expect(workersFromEnv({}, undefined)).toBe(1);
    expect(workersFromEnv({ WORKERS: '3' }, postgres)).toBe(3);
    expect(workersFromEnv({ WORKERS: 'auto' }, postgres)).toBeGreaterThanOrEqual(1);
  });

  it('refuses more than one process on the single-instance embedded database, and nonsense', () => {
    expect(() => workersFromEnv({ WORKERS: '2' }, undefined)).toThrow(/needs PostgreSQL \(DATABASE_URL\)/);
    expect(() => workersFromEnv({ WORKERS: 'many' }, postgres)).toThrow(/WORKERS must be/);
    expect(() => workersFromEnv({ WORKERS: '0' }, postgres)).toThrow(/WORKERS must be/);
  });
});
