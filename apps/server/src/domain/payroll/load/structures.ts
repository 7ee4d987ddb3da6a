import {
  type CompiledStructure,
  compileStructure,
  type PayheadDefinition,
  type PayheadType,
  type RoundingRule,
  roundingRules,
} from '@muster/payroll-rules';
import type { LoctextValue } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';

export const structureMessages = {
  invalidStructure: 'Salary structure has errors',
} as const;

/** Salary structures by id, compiled; a structure with errors maps to its problems. */
export async function loadStructures(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, CompiledStructure | { problems: string[] }>> {
  const found = new Map<string, CompiledStructure | { problems: string[] }>();
  for (const [id, payheads] of await loadPayheads(db, ids)) {
    const check = compileStructure(payheads);
    found.set(id, check.ok ? check.structure : { problems: check.problems });
  }
  return found;
}

/** The payheads of salary structures by id, in their order (live pay compiles them in the browser). */
export async function loadPayheads(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, PayheadDefinition[]>> {
  if (!ids.length) return new Map();
  const rows = await sql<{
    parent_id: string;
    sequence: number | null;
    code: string | null;
    name: LoctextValue | null;
    payhead_type: string | null;
    amount: string | null;
    formula: string | null;
    prorate: boolean | null;
    rounding: string | null;
    wage_component: boolean | null;
  }>`select p.parent_id, p.sequence, p.code, p.name, p.payhead_type, p.amount::text as amount, p.formula,
      p.prorate, p.rounding, p.wage_component
    from salary_structures__payheads p join salary_structures s on s.id = p.parent_id
    where p.parent_id = any(${ids}::uuid[]) and not p.deleted and not s.deleted
    order by p.parent_id, p.sequence, p.creation_date`.execute(db);
  const byStructure = new Map<string, PayheadDefinition[]>(ids.map((id) => [id, []]));
  for (const row of rows.rows)
    byStructure.get(row.parent_id)?.push({
      sequence: Number(row.sequence ?? 0),
      code: row.code ?? '',
      name: row.name ?? row.code ?? '',
      payhead_type: (row.payhead_type ?? 'earning') as PayheadType,
      amount: row.amount === null ? null : Number(row.amount),
      formula: row.formula,
      prorate: row.prorate ?? true,
      rounding: roundingRules.find((rule) => rule === row.rounding) ?? ('nearest' as RoundingRule),
      wage_component: row.wage_component ?? false,
    });
  return byStructure;
}
