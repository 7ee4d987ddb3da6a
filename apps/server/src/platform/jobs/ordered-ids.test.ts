import { describe, expect, it } from 'vitest';
import { orderedJobIds } from './ordered-ids.js';

describe('ordered job ids', () => {
  it('are version 7 UUIDs that sort as they were given, past 4,096 in a millisecond', () => {
    const ids = orderedJobIds(10_000, 1_795_000_000_000);
    expect(new Set(ids).size).toBe(10_000);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // PostgreSQL compares uuids byte by byte, as their hex text sorts
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]?.slice(0, 13).replace('-', '')).toBe((1_795_000_000_000).toString(16).padStart(12, '0'));
  });
});
