import { legendColor } from '../../../../packages/grids/src/attendance/legend/legend-filter.ts';

/**
 * What the bare allocation grid shows, as AllocationGrid's cells show it (spec 001 §2
 * "Allocation grid"): the employee's code and name; a day's shift, site, allocation type and
 * department codes, its site's colour at the start and the four labels as its title; or the
 * approved leave's type and status in its place.
 */

/** Labels, codes and legend colours by id, as AllocationGrid builds them from its references. */
export function lookupsOf(references) {
  const labels = new Map();
  const codes = new Map();
  const colors = new Map();
  const groups = [
    references.contracts,
    references.sites,
    references.designations,
    references.shifts,
    references.departments,
    references.allocationTypes,
  ];
  for (const [groupIndex, group] of groups.entries())
    for (const [position, item] of group.entries()) {
      labels.set(item.id, item.label);
      codes.set(item.id, item.code ?? item.label);
      if (groupIndex < 3) colors.set(item.id, legendColor(position + groupIndex * 3));
    }
  return { labels, codes, colors };
}

export function AllocationEmployeeCell({ employee }) {
  const name = [employee.first_name?.eng, employee.middle_name?.eng, employee.last_name?.eng]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="bench-alloc-employee">
      <strong>{employee.code}</strong>
      <span>{name}</span>
    </div>
  );
}

const leaveStatus = { final_approved: 'Final approved', intermediate_approved: 'Intermediate approved' };
const halfClass = { first_half: ' bench-alloc-first-half', second_half: ' bench-alloc-second-half' };

export function AllocationCell({ cell, leave, lookups }) {
  if (leave)
    return (
      <div className={`bench-alloc bench-alloc-leave${halfClass[leave.half_day_duration] ?? ''}`}>
        <span className="bench-alloc-line">{leave.leave_type_code ?? ''}</span>
        <span className="bench-alloc-line bench-alloc-status">{leaveStatus[leave.leave_status] ?? ''}</span>
      </div>
    );
  if (!cell) return <div className="bench-alloc" />;
  const code = (id) => (id ? (lookups.codes.get(id) ?? '') : '');
  return (
    <div
      className="bench-alloc"
      style={{ borderLeftColor: cell.sites_id ? lookups.colors.get(cell.sites_id) : undefined }}
      title={[cell.allocation_type, cell.sites_id, cell.shifts_id, cell.departments_id]
        .map((id) => (id ? (lookups.labels.get(id) ?? '') : ''))
        .filter(Boolean)
        .join(' · ')}
    >
      <span className="bench-alloc-line">
        <b>{code(cell.shifts_id)}</b> {code(cell.sites_id)}
      </span>
      <span className="bench-alloc-line">
        {code(cell.allocation_type)} {code(cell.departments_id)}
      </span>
    </div>
  );
}

const dayIndexes = new WeakMap();

/** An employee's allocation and leave of a day, its days indexed when one of its cells first renders. */
export function allocationDayOf(employee, day) {
  let index = dayIndexes.get(employee);
  if (!index) {
    index = { cells: new Map(), leaves: new Map() };
    for (const cell of employee.days) index.cells.set(cell.day, cell);
    for (const leave of employee.leaves) index.leaves.set(leave.day, leave);
    dayIndexes.set(employee, index);
  }
  return { cell: index.cells.get(day), leave: index.leaves.get(day) };
}
