import { describe, expect, it } from 'vitest';
import * as protocol from '../index.js';
import type { AnyTxnSpec } from './declare.js';
import { namedTxns } from './named.js';

const isDeclaration = (value: unknown): value is AnyTxnSpec =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyTxnSpec).name === 'string' &&
  typeof (value as AnyTxnSpec).folder === 'string' &&
  typeof (value as AnyTxnSpec).op === 'string' &&
  typeof (value as { params?: { safeParse?: unknown } }).params?.safeParse === 'function';

describe('namedTxns', () => {
  it('lists every declaration protocol exports (a family is a function, answered by its own resolver)', () => {
    const listed = new Set<unknown>(Object.values(namedTxns));
    const unlisted = Object.entries(protocol)
      .filter(([, value]) => isDeclaration(value) && !listed.has(value))
      .map(([exported]) => exported);
    expect(unlisted).toEqual([]);
  });

  it('names each txn once', () => {
    const names = Object.values(namedTxns).map((spec) => spec.name);
    expect(names.length).toBe(new Set(names).size);
  });
});
