import { describe, expect, it } from 'vitest';
import { rowActionsWidth } from './row-actions-width';

describe('the actions column width', () => {
  it("grows with the row's buttons so the last one is not cut off", () => {
    const three = rowActionsWidth(['Download', 'Upload Documents', 'Delete']);
    expect(three).toBeGreaterThan(rowActionsWidth(['Download']));
    // each label's characters at 8 px, its button's chrome and the gaps between them
    expect(three).toBe(16 + (8 + 16 + 6) * 8 + 3 * 26 + 2 * 6);
  });

  it('keeps a floor for one short button or none', () => {
    expect(rowActionsWidth(['Copy'])).toBe(120);
    expect(rowActionsWidth([])).toBe(120);
  });
});
