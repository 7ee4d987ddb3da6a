import type { GridsTranslate } from '../i18n/translate';
import { leaveText, partLabels } from './CalendarDays';
import { type CalendarLeave, isDeletable, isHalfChangeable } from './leave-calendar';
import { nextPart } from './selection';

interface DayLeavesProps {
  leaves: readonly CalendarLeave[];
  t: GridsTranslate;
  showEmployee: boolean;
  /** Writes are blocked while one runs and while several days are picked (spec 000 §5). */
  busy: boolean;
  /** The applicable leave types that allow half days (the quota's answer). */
  halfDayTypes: ReadonlySet<string>;
  /** Absent in the admin calendar, which only shows. */
  onDelete?: (leave: CalendarLeave) => void;
  onChangePart?: (leave: CalendarLeave, part: CalendarLeave['part']) => void;
  onOpenEmployee?: (employeeId: string) => void;
  /** Those who see the leaves list: the leave's form (its notes, documents and history). */
  onOpenLeave?: (leaveId: string) => void;
}

/**
 * The leaves of the day view, each with what may be done to it: delete its day (not a
 * rejected or cancelled leave, spec 000 §4), and for a created one-day leave of a type
 * allowing half days the next half (full_day → first_half → second_half → full_day on
 * update, spec 000 §2).
 */
export function DayLeaves({
  leaves,
  t,
  showEmployee,
  busy,
  halfDayTypes,
  onDelete,
  onChangePart,
  onOpenEmployee,
  onOpenLeave,
}: DayLeavesProps) {
  if (!leaves.length) return <p className="mg-muted">{t('No leaves on this day')}</p>;
  return (
    <ul className="mgl-day-leaves">
      {leaves.map((leave) => {
        const next = nextPart(leave.part, 'update') ?? 'full_day';
        return (
          <li key={leave.dayId} className={`mgl-day-leave mgl-status-${leave.status}`}>
            <span>{leaveText(leave, t, showEmployee)}</span>
            {onOpenEmployee && leave.employeeId && (
              <button type="button" className="me-button" onClick={() => onOpenEmployee(leave.employeeId)}>
                {t('Open calendar of {{code}}', { code: leave.employeeCode })}
              </button>
            )}
            {onOpenLeave && (
              <button type="button" className="me-button" onClick={() => onOpenLeave(leave.leaveId)}>
                {t('Open leave')}
              </button>
            )}
            {onChangePart && isHalfChangeable(leave, halfDayTypes) && (
              <button
                type="button"
                className="me-button"
                disabled={busy}
                onClick={() => onChangePart(leave, next)}
              >
                {t('Change to {{part}}', { part: t(partLabels[next]) })}
              </button>
            )}
            {onDelete && isDeletable(leave) && (
              <button type="button" className="me-button" disabled={busy} onClick={() => onDelete(leave)}>
                {t('Delete this day')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
