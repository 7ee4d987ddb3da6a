import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.js';

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};
const session = (employeesId: string) => ({ employeesId });

describe('the session cache', () => {
  it('keeps a session for its TTL and no longer', () => {
    const time = clock();
    const cache = new SessionCache({ ttlMs: 1000, maxEntries: 10 }, time.now);
    cache.set('k', session('e1'), time.now() + 60_000, cache.beginRead());
    time.advance(999);
    expect(cache.get('k')).toEqual(session('e1'));
    time.advance(1);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never keeps a session past its own expiry', () => {
    const time = clock();
    const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 10 }, time.now);
    cache.set('k', session('e1'), time.now() + 500, cache.beginRead());
    time.advance(500);
    expect(cache.get('k')).toBeUndefined();
    cache.set('gone', session('e1'), time.now(), cache.beginRead());
    expect(cache.size).toBe(0);
  });

  it('drops what a read begun before an invalidation brings back', () => {
    const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 10 });
    const token = cache.beginRead();
    cache.invalidateKey('other');
    cache.set('k', session('e1'), Date.now() + 60_000, token);
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', session('e1'), Date.now() + 60_000, cache.beginRead());
    expect(cache.get('k')).toEqual(session('e1'));
  });

  it('invalidates one key, every key of an employee, or everything', () => {
    const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 10 });
    const later = Date.now() + 60_000;
    for (const [key, employee] of [
      ['a1', 'a'],
      ['a2', 'a'],
      ['b1', 'b'],
      ['c1', 'c'],
    ] as const) {
      cache.set(key, session(employee), later, cache.beginRead());
    }
    cache.invalidateKey('b1');
    expect(cache.get('b1')).toBeUndefined();
    cache.invalidateEmployee('a');
    expect([cache.get('a1'), cache.get('a2')]).toEqual([undefined, undefined]);
    expect(cache.get('c1')).toEqual(session('c'));
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('stays within its bound by dropping the entry cached longest ago', () => {
    const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 2 });
    const later = Date.now() + 60_000;
    cache.set('first', session('e'), later, cache.beginRead());
    cache.set('second', session('e'), later, cache.beginRead());
    cache.set('third', session('e'), later, cache.beginRead());
    expect(cache.size).toBe(2);
    expect(cache.get('first')).toBeUndefined();
    expect(cache.get('third')).toEqual(session('e'));
  });
});
