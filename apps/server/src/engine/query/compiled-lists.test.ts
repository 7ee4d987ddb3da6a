import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CompiledListCache } from './compiled-lists.js';

const statement = (text: string) => CompiledQuery.raw(text, []);

describe('CompiledListCache', () => {
  it('keeps at most its bound, dropping the least recently used', () => {
    const cache = new CompiledListCache(2);
    cache.set('a', statement('select 1'));
    cache.set('b', statement('select 2'));
    expect(cache.get('a')?.sql).toBe('select 1');
    cache.set('c', statement('select 3'));
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a')?.sql, cache.get('c')?.sql, cache.size]).toEqual(['select 1', 'select 3', 2]);
  });
});
