import { describe, expect, it } from 'vitest';
import { rowBusiness } from './row-business';

describe("a list row's business", () => {
  it("names a row's business by its partner, picked or plain", () => {
    const partners = [
      { id: 'p1', sw_handle: 'sunrise' },
      { id: 'p2', sw_handle: 'shakti' },
    ];
    expect(rowBusiness({ partners_id: [{ id: 'p2', name: 'Shakti' }] }, partners)).toBe('shakti');
    expect(rowBusiness({ partners_id: 'p1' }, partners)).toBe('sunrise');
    expect(rowBusiness({ partners_id: 'p9' }, partners)).toBe('');
  });
});
