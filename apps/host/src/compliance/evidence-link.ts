import type { ComplianceEvidence } from '@muster/protocol';
import { fieldValueTab } from '../tabs/field-value-tab';

/**
 * Where a finding's evidence is: its record in its folder's list (kept to that record), or
 * the folder's list when the record is missing (a challan or licence not recorded). The
 * record's list opens on the contractor's business (its handle), so a principal employer's
 * link shows the contractor's record, which its own business's list does not hold.
 */
export const evidenceLink = (evidence: ComplianceEvidence, business: string): string =>
  `/tabs/${evidence.id ? fieldValueTab(evidence.folder, 'id', evidence.id, business) : evidence.folder}`;
