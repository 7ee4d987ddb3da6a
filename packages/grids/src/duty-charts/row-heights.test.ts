import { describe, expect, it } from 'vitest';
import { leavesRowHeight, pinnedRowHeight, programRowHeight } from './row-heights';

describe('duty-chart row heights (spec 001 §2)', () => {
  it('a program row is 70 plus 40 per employee past the first', () => {
    expect(programRowHeight(0)).toBe(70);
    expect(programRowHeight(1)).toBe(70);
    expect(programRowHeight(4)).toBe(190);
  });

  it('the Leaves row is 40 plus 40 per extra entry, at most 300', () => {
    expect(leavesRowHeight(1)).toBe(40);
    expect(leavesRowHeight(3)).toBe(120);
    expect(leavesRowHeight(8)).toBe(300);
    expect(leavesRowHeight(40)).toBe(300);
  });

  it('the pinned rows take the taller of the two rules', () => {
    expect(pinnedRowHeight(1, 3, 800)).toBe(120);
    expect(pinnedRowHeight(3, 1, 800)).toBe(150);
  });

  it('the pinned rows never take more than a quarter of the grid body each, nor 300', () => {
    // the demo's Sunday: 156 weekly offs asked for 6,310 px and hid every program
    expect(pinnedRowHeight(157, 8, 634)).toBe(158);
    expect(pinnedRowHeight(157, 8, 2000)).toBe(300);
    expect(pinnedRowHeight(157, 8, null)).toBe(300);
  });

  it('a very short grid still shows one entry and its picker', () => {
    expect(pinnedRowHeight(10, 10, 100)).toBe(70);
  });
});
