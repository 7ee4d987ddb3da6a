import { afterEach, describe, expect, it, vi } from 'vitest';
import { newEditId } from './edit-id';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('newEditId', () => {
  it('is a version 4 UUID, fresh each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newEditId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuidV4);
  });

  it('is one too where randomUUID is missing (plain HTTP)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    expect(newEditId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
