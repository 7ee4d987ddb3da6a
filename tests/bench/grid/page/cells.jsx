import { hoursText, istTimeText, workingMinutesOf } from './rows.js';

/**
 * The cell contents both peer grids render, as AttendanceGrid's cells show them (spec 001 §2):
 * code, shift (2 characters), working and overtime hours, in/out, the deficit '*', the edit
 * flag and the status mark.
 */

const typeClass = { P: 'present', A: 'absent', H: 'holiday', SP: 'single', PR: 'request' };

const statusMarks = {
  final_approved: { label: 'Final approved', path: 'M1 8l3 3 6-7M6 11l6-7' },
  intermediate_approved: { label: 'Intermediate approved', path: 'M2 8l3 3 7-8' },
  rejected: { label: 'Rejected', path: 'M3 3l8 8M11 3l-8 8' },
  settled: { label: 'Settled', path: 'M7 1a6 6 0 1 0 0.01 0zM4 7l2 2 4-4' },
};

function StatusMark({ status }) {
  const mark = statusMarks[status];
  if (!mark) return null;
  return (
    <svg className="bench-mark" viewBox="0 0 14 14" width="12" height="12" role="img" aria-label={mark.label}>
      <path d={mark.path} fill={status === 'settled' ? 'currentColor' : 'none'} stroke="currentColor" />
    </svg>
  );
}

function EditFlag({ editType }) {
  if (editType !== 'manual' && editType !== 'system') return null;
  return (
    <svg
      className={`bench-flag bench-flag-${editType}`}
      viewBox="0 0 10 12"
      width="9"
      height="11"
      role="img"
      aria-label={editType === 'manual' ? 'Manual edit' : 'System edit'}
    >
      <path d="M1 0v12M1 1h8l-2 3 2 3H1" fill="currentColor" stroke="currentColor" />
    </svg>
  );
}

export function DayCell({ day }) {
  if (!day) return null;
  const code = day.att_type?.code ?? '';
  const inTime = istTimeText(day.in_timestamp);
  const outTime = istTimeText(day.out_timestamp);
  return (
    <div className={`bench-day bench-day-${typeClass[code] ?? 'other'}`}>
      <div className="bench-day-line">
        <strong>{code}</strong>
        <span>{day.shift_code?.slice(0, 2)}</span>
        {day.deficit_minutes < 0 && <span className="bench-deficit">*</span>}
        <EditFlag editType={day.attendance_edit_type} />
        <StatusMark status={day.attendance_status} />
      </div>
      <div className="bench-day-line">
        {hoursText(day.working_minutes)} {hoursText(day.overtime_minutes)}
      </div>
      {(inTime || outTime) && (
        <div className="bench-day-line">
          {inTime} {outTime}
        </div>
      )}
    </div>
  );
}

export function EmployeeCell({ row }) {
  return (
    <div className="bench-employee">
      <strong>{row.record.code}</strong>
      <span>{row.name}</span>
    </div>
  );
}

export function TotalCell({ row }) {
  const { totals } = row.record;
  return (
    <div className="bench-total">
      <span>
        P {totals.present} · {totals.total_payable_days} days
      </span>
      <span>
        {hoursText(workingMinutesOf(row.record))} {hoursText(totals.overtime_minutes)}
      </span>
      <span>{hoursText(totals.deficitHours)}</span>
    </div>
  );
}

export function DayTotalCell({ totals, date }) {
  const sum = totals.byDate.get(date);
  if (!sum) return null;
  return (
    <div className="bench-total">
      {sum.workingMinutes} / {sum.punches}
    </div>
  );
}

export function RowCountCell({ totals }) {
  return <div className="bench-total">{totals.rowCount} employees</div>;
}

export function GrandTotalCell({ totals }) {
  return <div className="bench-total">{hoursText(totals.workingMinutes)}</div>;
}
