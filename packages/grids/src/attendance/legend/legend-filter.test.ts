import { describe, expect, it } from 'vitest';
import {
  cellVisibility,
  filterIsOpen,
  type LegendCell,
  openLegendFilter,
  toggleLegendItem,
} from './legend-filter';

const cell: LegendCell = { sitesId: 's1', designation: 'd1', code: 'P', status: null };

describe('legend filter', () => {
  it('shows every cell while nothing is toggled off', () => {
    expect(filterIsOpen(openLegendFilter)).toBe(true);
    expect(cellVisibility(cell, openLegendFilter)).toBe('shown');
  });

  it('dims cells of an unselected site, designation or type, and hides them with Hide unselected', () => {
    for (const [group, id] of [
      ['offSites', 's1'],
      ['offDesignations', 'd1'],
      ['offTypes', 'P'],
    ] as const) {
      const filter = toggleLegendItem(openLegendFilter, group, id);
      expect(filterIsOpen(filter)).toBe(false);
      expect(cellVisibility(cell, filter)).toBe('dimmed');
      expect(cellVisibility(cell, { ...filter, hideUnselected: true })).toBe('hidden');
      expect(cellVisibility({ sitesId: 's2', designation: 'd2', code: 'A', status: null }, filter)).toBe(
        'shown',
      );
      expect(toggleLegendItem(filter, group, id)[group].size).toBe(0);
    }
  });

  it("keeps only unapproved cells with 'Unapproved'", () => {
    const filter = { ...openLegendFilter, unapprovedOnly: true };
    expect(cellVisibility(cell, filter)).toBe('shown');
    expect(cellVisibility({ ...cell, status: 'unapproved' }, filter)).toBe('shown');
    expect(cellVisibility({ ...cell, status: 'final_approved' }, filter)).toBe('dimmed');
    expect(cellVisibility({ ...cell, status: 'rejected' }, { ...filter, hideUnselected: true })).toBe(
      'hidden',
    );
  });
});
