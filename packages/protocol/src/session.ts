import { z } from 'zod';
import { productIssue } from './frames.js';

/** The sign-in fields by the spec's names for them, in its order (spec 000 §5 "Authentication"). */
const signInFields = [
  ['swhandle', 'swhandle'],
  ['code', 'username'],
  ['password', 'password'],
] as const;

/** Sign-in: the missing fields are listed as the client lists them, 'please enter swhandle,username,password'. */
export const loginParamsSchema = z
  .object({
    swhandle: z.string().trim().max(64).default(''),
    code: z.string().trim().max(64).default(''),
    password: z.string().max(200).default(''),
  })
  .superRefine((params, context) => {
    const missing = signInFields.filter(([key]) => !params[key].trim()).map(([, name]) => name);
    if (missing.length) context.addIssue(productIssue(`please enter ${missing.join(',')}`));
  });
export type LoginParams = z.infer<typeof loginParamsSchema>;

/** The record txn_user_login answers with (spec 000 §3 "Session and settings"). */
export interface SessionRecord {
  session_key: string;
  first_name: string;
  filepath: string | null;
  swhandle: string;
  code: string;
  business_name: string;
}

/** The business environment every expression sees as `env` (spec 000 §3, DESIGN §6). */
export interface BusinessEnv {
  id: string;
  code: string;
  swhandle: string;
  business_name: string;
  partners_id: string;
  /**
   * The signed-in business's time zone (business-time.ts): the zone of every day, month and
   * financial year its screens count. A session stored before it was carried has none.
   */
  time_zone?: string;
  employees_id: string;
  isAdmin: boolean;
  isAO: boolean;
  isRO: boolean;
  isHR: boolean;
  isDCO: boolean;
  child_reporting_path: string[];
  subsections: string[];
  pe_partners_id: string | null;
  user_selected_partner: string | null;
}

/** What the client needs of any folder definition to list it; full definitions carry more. */
export interface FolderSummary {
  name: string;
  label: Record<string, string>;
  uiFlags?: Record<string, boolean | undefined>;
}

export interface FolderContainer<F = FolderSummary> {
  map: Record<string, F>;
  /** Names in display order. */
  folderList: string[];
}

/** The one record of txn_compiled_folders_get (spec 000 §3, DESIGN §3). */
export interface BusinessSettings<F = FolderSummary> {
  env: BusinessEnv;
  containers: { folders: FolderContainer<F>; masters: FolderContainer<F>; mviews: FolderContainer<F> };
  masterData: Record<string, Record<string, unknown>[]>;
  folderData: { leaveTypes: Record<string, unknown>[] };
  /**
   * Definitions of folders that the shown folders' references point into but the user is not
   * shown (leave types for an employee): pickers label and search those records with them.
   * They are never cards, tabs or lists; the server still scopes every read of their rows.
   */
  references?: Record<string, F>;
}
