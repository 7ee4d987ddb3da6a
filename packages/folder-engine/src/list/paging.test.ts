import { describe, expect, it } from 'vitest';
import { pageInfo, parsePageSize } from './paging';

describe('paging', () => {
  it("numbers the rows shown for 'Showing x - y of n'", () => {
    expect(pageInfo(0, 50, 57, 50)).toEqual({ first: 1, last: 50, total: 57, page: 0, pages: 2 });
    expect(pageInfo(1, 50, 57, 7)).toEqual({ first: 51, last: 57, total: 57, page: 1, pages: 2 });
    expect(pageInfo(0, 50, 0, 0)).toMatchObject({ first: 0, last: 0, pages: 0 });
  });
  it('clears a page size of 0 or less', () => {
    expect(parsePageSize('25')).toBe(25);
    expect(parsePageSize('0')).toBeNull();
    expect(parsePageSize('-3')).toBeNull();
    expect(parsePageSize('abc')).toBeNull();
  });
});
