import type { DutyChartProgram } from '@muster/protocol';
import { isValidTimeText, minutesToTimeText, timeTextToMinutes } from '../attendance/editor/time-text';
import type { SubsectionOption } from '../attendance/types';

/** The Programs column editor's fields (spec 001 §2): a new program has no id. */
export interface ProgramDraft {
  id?: string;
  name: string;
  code: string;
  from: string;
  to: string;
  subsectionId: string;
}

export const newProgramDraft = (subsectionId: string): ProgramDraft => ({
  name: '',
  code: '',
  from: '09:00',
  to: '17:00',
  subsectionId,
});

/** An existing program as the editor opens it. */
export const programDraft = (program: DutyChartProgram): ProgramDraft => ({
  id: program.id,
  name: program.name,
  code: program.code,
  from: program.time_slot ? minutesToTimeText(program.time_slot[0] % 1440) : '',
  to: program.time_slot ? minutesToTimeText(program.time_slot[1] % 1440) : '',
  subsectionId: program.subsections_id ?? '',
});

/**
 * The tasks patch row the draft saves as (create, or update of its id); null when a field is
 * missing or a time is not HH:MM. A slot ending at or before its start runs past midnight,
 * stored as end + 1440 (DutyChartProgram.time_slot).
 */
export function programPatchRow(draft: ProgramDraft, subsections: readonly SubsectionOption[]) {
  const subsection = subsections.find((option) => option.id === draft.subsectionId);
  const start = isValidTimeText(draft.from) ? timeTextToMinutes(draft.from) : null;
  const end = isValidTimeText(draft.to) ? timeTextToMinutes(draft.to) : null;
  if (!draft.name || !draft.code || !subsection || start === null || end === null) return null;
  const data = {
    name: draft.name,
    code: draft.code,
    time_slot: [start, end <= start ? end + 1440 : end],
    departments_id: subsection.departmentId ? [{ id: subsection.departmentId }] : null,
    subsections_id: [{ id: subsection.id }],
  };
  return draft.id ? { op: 'U' as const, key: draft.id, data } : { op: 'C' as const, data };
}
