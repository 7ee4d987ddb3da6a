import type { AttendanceDayCell, AttendanceHistoryEntry, PhoneDayPunch } from '@muster/protocol';
import { formatBusinessDate, formatDuration } from '@muster/protocol';
import type { GridsTranslate } from '../../i18n/translate';
import { clockText } from '../editor/time-text';
import type { PendingEdit } from '../types';
import type { ReferenceIndex } from './cell-view';
import { compensatoryOffText } from './compensatory-off';

interface CellTooltipProps {
  day: AttendanceDayCell | null;
  /** The day's punches from the employee's phone; its other punches came from a terminal. */
  phonePunches: readonly PhoneDayPunch[];
  pending: PendingEdit | null;
  references: ReferenceIndex;
  /** The hovered cell's box, in viewport coordinates. */
  anchor: DOMRect;
  t: GridsTranslate;
}

const over = <T,>(edited: T | undefined, stored: T): T => (edited === undefined ? stored : edited);
const label = (map: Map<string, { label: string }>, id: string | null | undefined) =>
  id ? (map.get(id)?.label ?? '') : '';

/** Each phone punch with its distance from the site, one waiting for approval saying so (issue #36). */
const phoneText = (punches: readonly PhoneDayPunch[], timeZone: string, t: GridsTranslate) =>
  punches
    .map((punch) =>
      t(
        punch.status === 'pending'
          ? '{{time}}, waiting for approval ({{metres}} m)'
          : '{{time}} ({{metres}} m)',
        {
          time: clockText(punch.at, timeZone),
          metres: punch.distance_m ?? '?',
        },
      ),
    )
    .join(' · ');

/** Who made a history entry: the system, a manual edit, or the officer who approved a punch request. */
const historyBy = (entry: AttendanceHistoryEntry, t: GridsTranslate) =>
  entry.type === 'request'
    ? t('Punch request, approved by {{by}}', { by: entry.by ?? '' })
    : t(entry.type === 'system' ? 'System' : 'Manual');

/**
 * The hovered cell's details (spec 001 §2 "Hover tooltip"). The grid mounts one for the
 * hovered cell only, so 31,000 cells carry no tooltip machinery.
 */
export function CellTooltip({ day, phonePunches, pending, references, anchor, t }: CellTooltipProps) {
  const { timeZone } = references.all;
  const clock = (iso: string | null | undefined) => (iso ? clockText(iso, timeZone) : '');
  const rows: [string, string][] = [
    [t('Site'), label(references.sites, over(pending?.sites_id, day?.sites_id))],
    [t('Shift'), label(references.shifts, over(pending?.shifts_id, day?.shifts_id))],
    [t('Designation'), label(references.designations, over(pending?.designation, day?.designation))],
    [t('Department'), label(references.departments, over(pending?.departments, day?.departments))],
    [t('Subsection'), label(references.subsections, over(pending?.subsections, day?.subsections))],
    [t('In time'), clock(over(pending?.in_timestamp, day?.in_timestamp))],
    [t('Out time'), clock(over(pending?.out_timestamp, day?.out_timestamp))],
    ...(phonePunches.length
      ? [[t('Phone punches'), phoneText(phonePunches, timeZone, t)] as [string, string]]
      : []),
  ];
  const below = anchor.bottom + 260 < window.innerHeight;
  const style: React.CSSProperties = {
    left: Math.max(4, Math.min(anchor.left, window.innerWidth - 464)),
    ...(below ? { top: anchor.bottom + 4 } : { bottom: window.innerHeight - anchor.top + 4 }),
  };
  return (
    <div className="mg-tooltip" role="tooltip" style={style}>
      <dl className="mg-tooltip-fields">
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {pending && <p className="mg-tooltip-pending">{t('Unsaved edit')}</p>}
      {day?.invoiced && <p className="mg-tooltip-note">{t('Invoice issued: this day cannot be edited')}</p>}
      {day?.compensatory_off_until && <p className="mg-tooltip-note">{compensatoryOffText(t, day)}</p>}
      {day && day.exception.length > 0 && (
        <>
          <h4>{t('Details')}</h4>
          <table>
            <thead>
              <tr>
                <th>{t('Date/Time')}</th>
                <th>{t('Status')}</th>
                <th>{t('Working hours')}</th>
                <th>{t('Overtime')}</th>
                <th>{t('By')}</th>
              </tr>
            </thead>
            <tbody>
              {day.exception.map((entry) => (
                <tr key={`${entry.edit_timestamp}|${entry.type}|${entry.description}`}>
                  <td>{`${formatBusinessDate(entry.edit_timestamp, timeZone)} ${clockText(entry.edit_timestamp, timeZone)}`}</td>
                  <td>{entry.attendance_code ?? ''}</td>
                  <td>{entry.working_minutes === null ? '' : formatDuration(entry.working_minutes)}</td>
                  <td>{entry.overtime_minutes === null ? '' : formatDuration(entry.overtime_minutes)}</td>
                  <td className="mg-tooltip-by" title={entry.description}>
                    {historyBy(entry, t)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
