import type { PayrollMonth } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { GateDocument } from '../rules/index.js';

/** The approval documents of the contracts' live (not cancelled) invoices of a month (the gate reads the previous one). */
export async function loadMonthDocuments(
  db: Kysely<Database>,
  contractIds: readonly string[],
  month: PayrollMonth,
): Promise<GateDocument[]> {
  const rows = await sql<GateDocument>`select d.restr_lvl, d.status
    from invoices i join invoices__approval_documents d on d.parent_id = i.id and not d.deleted
    where i.contracts_id = any(${contractIds}::uuid[]) and not i.deleted and i.status is distinct from 'cancelled'
      and i.invoice_month >= ${month.start} and i.invoice_month < ${month.end}`.execute(db);
  return rows.rows;
}
