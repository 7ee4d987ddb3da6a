import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { ComplianceRuleRow } from '../rules/index.js';

/** Every row of `compliance_rules` (migration 080). */
export async function loadComplianceRules(db: Kysely<Database>): Promise<ComplianceRuleRow[]> {
  const rows =
    await sql<ComplianceRuleRow>`select code, to_char(effective_from, 'YYYY-MM-DD') as effective_from, value
    from compliance_rules`.execute(db);
  return rows.rows;
}
