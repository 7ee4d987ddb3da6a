import { describe, expect, it } from 'vitest';
import { withoutTab, withTab } from './open-tabs';

describe('open tabs', () => {
  it('add a tab once, at the end', () => {
    expect(withTab([], 'employees')).toEqual(['employees']);
    expect(withTab(['employees'], 'leaves')).toEqual(['employees', 'leaves']);
    expect(withTab(['employees', 'leaves'], 'employees')).toEqual(['employees', 'leaves']);
  });

  it('never close the first tab', () => {
    expect(withoutTab(['employees', 'leaves'], 'employees', 'employees')).toEqual({
      tabs: ['employees', 'leaves'],
      next: 'employees',
    });
  });

  it('show the tab before a closed active tab, and keep showing another active tab', () => {
    expect(withoutTab(['a', 'b', 'c'], 'c', 'c')).toEqual({ tabs: ['a', 'b'], next: 'b' });
    expect(withoutTab(['a', 'b', 'c'], 'b', 'c')).toEqual({ tabs: ['a', 'c'], next: 'c' });
  });

  it('ignore a tab that is not open', () => {
    expect(withoutTab(['a'], 'z', 'a')).toEqual({ tabs: ['a'], next: 'a' });
  });
});
