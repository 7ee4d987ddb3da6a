import { namedTxns } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { handlers, type NamedTxnHandlers, namedTxnHandlers } from './index.js';

describe('the named handlers', () => {
  it('answer each of protocol’s named txns by its name', () => {
    const declared = Object.values(namedTxns).map((spec) => spec.name);
    expect([...handlers.keys()].sort()).toEqual(declared.sort());
  });

  it('do not compile with a declared txn left without its handler', () => {
    const { userLogin: _left, ...rest } = namedTxnHandlers;
    // @ts-expect-error userLogin is one of protocol's namedTxns: the map is incomplete without it
    const incomplete: NamedTxnHandlers = rest;
    expect(Object.keys(incomplete)).not.toContain('userLogin');
  });
});
