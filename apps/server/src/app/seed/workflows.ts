import { punchRequestWorkflow } from '../../platform/db/migration-data/punch-requests.js';
import { settlementWorkflow } from '../../platform/db/migration-data/settlement-rates.js';
import type { SeedTable } from './seed-rows.js';

/**
 * One workflow per folder with named actions (issue #12, spec 000 §4), in the language of
 * packages/protocol/src/workflow/README.md. Each business gets its own copy to edit.
 */
export const demoWorkflows: Record<string, string> = {
  leaves: `# Leaves: the reporting officer approves to Processing, the approving officer finalises
field leave_status
states created, intermediate_approved, final_approved, rejected, cancelled
begin -> created
# written first: an approver who is also a reporting officer finalises
created, intermediate_approved -> final_approved : approve by AO, HR, admin
created -> intermediate_approved : approve by RO
created, intermediate_approved -> rejected : reject by RO, AO, HR, admin
created, intermediate_approved -> cancelled : cancel by self, RO, AO, HR, admin
`,
  payslips: `# Payslips: generated, then approved (an approved payslip is locked)
field status
states created, approved
begin -> created
created -> approved : approve by HR, admin
`,
  punch_requests: punchRequestWorkflow,
  settlements: settlementWorkflow,
  invoices: `# Invoices: generated, then approved by the provider
field status
states created, approved
begin -> created
created -> approved : approve by pe
`,
  'invoices.approval_documents': `# Invoice documents: a business uploads, the provider reviews
field status
states pending, uploaded, approved, rejected
begin -> pending
pending -> uploaded : upload by partner
uploaded -> approved : approve by pe
uploaded -> rejected : reject by pe
rejected -> uploaded : upload by partner
`,
  employees: `# Employees: Terminate and Rejoin
field employee_status
states approved, Left
begin -> approved
approved -> Left : terminate by HR, admin
Left -> approved : rejoin by HR, admin
`,
};

/** The demo workflows of every business. */
export function buildWorkflows(partnerIds: readonly string[]): SeedTable[] {
  return [
    {
      table: 'workflows',
      rows: partnerIds.flatMap((partnerId) =>
        Object.entries(demoWorkflows).map(([folder, text]) => ({
          partners_id: partnerId,
          folder_name: folder,
          workflow_text: text,
        })),
      ),
    },
  ];
}
