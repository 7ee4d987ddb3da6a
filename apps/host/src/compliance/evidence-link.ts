import type { ComplianceEvidence } from '@muster/protocol';
import { fieldValueTab } from '../tabs/field-value-tab';

/**
 * Where a finding's evidence is: its record in its folder's list (kept to that record), or
 * the folder's list when the record is missing (a challan or licence not recorded).
 */
export const evidenceLink = (evidence: ComplianceEvidence): string =>
  `/tabs/${evidence.id ? fieldValueTab(evidence.folder, 'id', evidence.id) : evidence.folder}`;
