import { describe, expect, it } from 'vitest';
import { echo, findPayloadProblem, isStorableText, maxEchoLength } from './payload.js';

describe('payload checks', () => {
  it('tells storable text: no NUL, no unpaired surrogate; pairs are fine', () => {
    expect(isStorableText('Kolkata কলকাতা 😀')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('é\uD83D')).toBe(false);
    expect(isStorableText('\uDE00x')).toBe(false);
    expect(isStorableText('\uDE00\uD83D')).toBe(false);
  });

  it('finds depth past the limit before reading any text, without recursing', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findPayloadProblem(deep)).toEqual({ kind: 'depth' });
    expect(findPayloadProblem({ a: [[{ b: 1 }]] }, 4)).toBeNull();
    expect(findPayloadProblem({ a: [[{ b: {} }]] }, 4)).toEqual({ kind: 'depth' });
  });

  it('names where unstorable text is, in a value or a key', () => {
    expect(findPayloadProblem({ body: { txn: { params: ['ok', 'x\u0000'] } } })).toEqual({
      kind: 'text',
      path: 'body.txn.params.1',
    });
    expect(findPayloadProblem({ params: { 'k\uD800': 1 } })).toEqual({
      kind: 'text',
      path: 'params.k\uFFFD',
    });
    expect(findPayloadProblem('\u0000')).toEqual({ kind: 'text', path: 'frame' });
    expect(findPayloadProblem({ a: 'fine', b: [1, true, null] })).toBeNull();
  });

  it('echoes at most maxEchoLength characters of a value, as storable text', () => {
    expect(echo('shout')).toBe('shout');
    expect(echo('y'.repeat(1000))).toBe(`${'y'.repeat(maxEchoLength)}…`);
    expect(echo('a\u0000')).toBe('a\uFFFD');
    expect(isStorableText(echo(`${'y'.repeat(maxEchoLength - 1)}😀`))).toBe(true);
  });
});
