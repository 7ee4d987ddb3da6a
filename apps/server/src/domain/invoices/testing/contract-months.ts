import type { PayrollMonth } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { type ContractDays, seedContractAttendance } from '../../../app/seed/contract-attendance.js';
import { minimumWageWalkId } from '../../../app/seed/minimum-wage-walk.js';
import type { Database } from '../../../platform/db/schema.js';

/** The first contract (by code) of a demo business, by its handle. */
export async function contractOf(db: Kysely<Database>, swhandle: string) {
  const { rows } = await sql<{
    id: string;
    partners_id: string;
    name: string;
  }>`select c.id, c.partners_id, c.name
    from contracts c join partners p on p.id = c.partners_id
    where p.sw_handle = ${swhandle} and not c.deleted order by c.code limit 1`.execute(db);
  const [contract] = rows;
  if (!contract) throw new Error(`no contract of ${swhandle}`);
  return contract;
}

/** The compliance walk's allocation, which is not the demo's own month of the contract. */
const walkAllocation = minimumWageWalkId('allocation');

/**
 * A month of approved (and unapproved) attendance the contract's invoice bills, in a month
 * the demo does not seed: the demo allocates its workers last month and this month only, so
 * the contract's first month's allocations are copied into `month` first (not the compliance
 * walk's August allocation of Sunrise's underpaid guard alone, seed/minimum-wage-walk.ts).
 */
export async function workContractMonth(
  db: Kysely<Database>,
  contractId: string,
  month: PayrollMonth,
  days: ContractDays,
) {
  await sql`insert into allocations (partners_id, name, employees_id, contracts_id, sites_id, products_id, allocations_range)
    select partners_id, name, employees_id, contracts_id, sites_id, products_id, tstzrange(${month.start}, ${month.end})
    from allocations where contracts_id = ${contractId} and not deleted and id <> ${walkAllocation}
      and lower(allocations_range) = (select min(lower(allocations_range)) from allocations
        where contracts_id = ${contractId} and id <> ${walkAllocation})`.execute(db);
  await seedContractAttendance(db, contractId, month, days);
}
