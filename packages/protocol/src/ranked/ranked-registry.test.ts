import { describe, expect, it } from 'vitest';
import { chooseRanked, notApplicable, RankedRegistry, rankWith } from './ranked-registry.js';

interface Entry {
  name: string;
  tester: (subject: number) => number;
}

describe('the ranked registry', () => {
  const registry = new RankedRegistry<number, Entry>();
  registry.register(
    { name: 'any', tester: () => 0 },
    { name: 'even', tester: rankWith(2, (subject) => subject % 2 === 0) },
    { name: 'even too', tester: rankWith(2, (subject) => subject % 2 === 0) },
    { name: 'ten', tester: rankWith(5, (subject) => subject === 10) },
  );

  it('chooses the entry ranked highest, the first registered of equal ranks', () => {
    expect(registry.choose(3)?.name).toBe('any');
    expect(registry.choose(4)?.name).toBe('even');
    expect(registry.choose(10)?.name).toBe('ten');
  });

  it('lists every entry that applies, the highest ranked first and equal ranks as registered', () => {
    expect(registry.all(3).map((entry) => entry.name)).toEqual(['any']);
    expect(registry.all(10).map((entry) => entry.name)).toEqual(['ten', 'even', 'even too', 'any']);
  });

  it('chooses nothing when no tester applies', () => {
    expect(chooseRanked([{ name: 'none', tester: () => notApplicable }], 1)).toBeUndefined();
  });
});
