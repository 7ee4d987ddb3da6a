import { createContext, useContext } from 'react';
import type { DateLimitsByField } from '../fields/timestamp/date-limits';
import type { RuleScope } from './rules';
import type { RecordChecker } from './validate';

export type FormMode = 'create' | 'update' | 'read';

/** What a form shares with the editors inside it (a detail's rows need the checker and scope). */
export interface FolderFormContextValue {
  folder: string;
  /** The stored record's id; none while creating. */
  recordId: string | undefined;
  mode: FormMode;
  /** The caller's limits of the record's own date fields. */
  dateLimits: DateLimitsByField;
  checker: RecordChecker;
  scope: Omit<RuleScope, 'row'>;
  /** The expand-list toggle: detail grids grow from 200 to 300 px. */
  expanded: boolean;
  onlyMandatory: boolean;
  /** Set once a save was tried: from then on problems show as they happen. */
  showProblems: boolean;
  problems: Map<string, string>;
}

export const FolderFormContext = createContext<FolderFormContextValue | null>(null);

export function useFolderForm(): FolderFormContextValue {
  const form = useContext(FolderFormContext);
  if (!form) throw new Error('This editor must be placed inside <FolderForm>');
  return form;
}
