// What the grid bench compares: each comparison is one grid of the product at one size, with
// its peers and the bare react-data-grid showing the same cells (its floor), all given the same
// data. A contender is a page (`page/<page>.jsx`, one build each) and the query its page reads
// the size from; two contenders may share a page at different sizes.

const employees = Number(process.env.BENCH_EMPLOYEES ?? 1000);

export const comparisons = [
  {
    grid: 'AttendanceGrid',
    size: `${employees.toLocaleString('en')} employees × 31 days`,
    contenders: [
      { id: 'attendance', page: 'attendance', label: 'AttendanceGrid', targets: true, grids: true },
      { id: 'aggrid', page: 'aggrid', label: 'AG Grid Community' },
    ],
    floor: { id: 'bare', page: 'bare', label: 'react-data-grid (bare)' },
    query: `employees=${employees}`,
  },
  {
    grid: 'AllocationGrid',
    size: `${employees.toLocaleString('en')} employees × 7 days`,
    contenders: [
      {
        id: 'allocations-week',
        page: 'allocations',
        label: 'AllocationGrid week',
        targets: true,
        grids: true,
      },
    ],
    floor: { id: 'allocations-week-bare', page: 'allocations-bare', label: 'react-data-grid (bare) week' },
    query: `employees=${employees}&view=week`,
  },
  {
    grid: 'AllocationGrid',
    size: `${employees.toLocaleString('en')} employees × 31 days`,
    contenders: [
      {
        id: 'allocations-month',
        page: 'allocations',
        label: 'AllocationGrid month',
        targets: true,
        grids: true,
      },
    ],
    floor: { id: 'allocations-month-bare', page: 'allocations-bare', label: 'react-data-grid (bare) month' },
    query: `employees=${employees}&view=month`,
  },
  {
    grid: 'DutyChartGrid',
    size: '50 programs × 7 days, 20 employees a cell',
    contenders: [
      { id: 'duty-charts', page: 'duty-charts', label: 'DutyChartGrid', targets: true, grids: true },
    ],
    floor: { id: 'duty-charts-bare', page: 'duty-charts-bare', label: 'react-data-grid (bare) duty chart' },
    query: 'programs=50&perCell=20',
  },
];

/**
 * Every contender with its comparison's query and floor id, floors included; with `gridsBefore`
 * (BENCH_GRIDS_BEFORE) each contender built on `@muster/grids` gets a "(before)" twin built
 * from that older copy, measured against the same floor.
 * @param {{ gridsBefore?: string }} [options]
 */
export function allContenders({ gridsBefore } = {}) {
  return comparisons.flatMap(({ contenders, floor, query }) => [
    ...contenders.flatMap((contender) => [
      { ...contender, query, floor: floor.id },
      ...(gridsBefore && contender.grids
        ? [
            {
              ...contender,
              id: `${contender.id}@before`,
              page: `${contender.page}@before`,
              label: `${contender.label} (before)`,
              query,
              floor: floor.id,
            },
          ]
        : []),
    ]),
    { ...floor, query, floor: floor.id },
  ]);
}

/**
 * The contenders a run measures: BENCH_CONTENDERS (ids, comma-separated; every one when unset)
 * and the floor of each comparison chosen, the ratios need it; a "(before)" twin runs with its
 * contender.
 * @param {{ gridsBefore?: string, only?: string }} [options]
 */
export function chosenContenders({ gridsBefore, only = process.env.BENCH_CONTENDERS } = {}) {
  const all = allContenders({ gridsBefore });
  const asked = only ? new Set(only.split(',')) : new Set(all.map((contender) => contender.id));
  const picked = all.filter((contender) => asked.has(contender.id.replace(/@before$/, '')));
  const floors = new Set(picked.map((contender) => contender.floor));
  return all.filter((contender) => picked.includes(contender) || floors.has(contender.id));
}

/**
 * A contender by id (for the tools that open one page: profile, trace, layout probe).
 * @param {string} id
 * @param {{ gridsBefore?: string }} [options]
 */
export function contenderById(id, { gridsBefore } = {}) {
  const found = allContenders({ gridsBefore }).find((contender) => contender.id === id);
  if (!found)
    throw new Error(
      `no contender ${id}; one of ${allContenders({ gridsBefore })
        .map((c) => c.id)
        .join(', ')}`,
    );
  return found;
}
