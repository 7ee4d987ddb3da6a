import type { QuotaRule } from '../quota/rules.js';

/** A leave type with what the rules read of it. */
export interface StoredLeaveType {
  id: string;
  code: string;
  name: Record<string, string> | null;
  allow_half_day: boolean;
  mandatory_document_upload: boolean;
  blanket_policy: boolean;
  paid: boolean;
  /** The employee types it applies to; empty for every type. */
  employee_types: string[];
  /** The type's own quota (from null) and its dated changes. */
  rules: QuotaRule[];
}

export interface LeaveEmployee {
  id: string;
  partners_id: string;
  employee_type: string | null;
  /** The year of joining in its business's zone: nothing is carried into it (the current year when unknown). */
  firstYear: number;
  /** Its business's zone (partners.time_zone): its leave days are that business's days. */
  timeZone: string;
}
