import { attendanceScenario } from './month.js';

/**
 * Not a contender: the page with the fixture and the harness and no grid, built only so the
 * table can give each grid's own share of its bundle.
 */
export const contender = {
  name: 'page without a grid',
  Grid: () => null,
  scroller: () => null,
  scenario: attendanceScenario,
};
