import { describe, expect, it } from 'vitest';
import { LruCache } from './cache.js';
import { compile } from './compile.js';

describe('LruCache', () => {
  it('drops the least recently used entry past its capacity', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    cache.set('a', 10);
    cache.set('d', 4);
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('a')).toBe(10);
  });
});

describe('the compilation cache', () => {
  it('is bounded: an old entry is compiled afresh once enough others came after it', () => {
    const first = compile('row.cache_probe');
    expect(compile('row.cache_probe')).toBe(first);
    for (let i = 0; i < 2000; i++) compile(`row.filler + ${i}`);
    expect(compile('row.cache_probe')).not.toBe(first);
  });
});
