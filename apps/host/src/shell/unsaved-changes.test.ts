import { describe, expect, it } from 'vitest';
import { leavesScreen } from './useUnsavedChangesGuard';

describe('leavesScreen', () => {
  it('is true when the next path unmounts the screen', () => {
    expect(leavesScreen('/tabs/reset_password', '/')).toBe(true);
    expect(leavesScreen('/profile', '/settings')).toBe(true);
  });

  it('is false for the same path and for moves between tabs, which stay mounted', () => {
    expect(leavesScreen('/profile', '/profile')).toBe(false);
    expect(leavesScreen('/tabs/reset_password', '/tabs/employees')).toBe(false);
  });
});
