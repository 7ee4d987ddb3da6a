import type { MinimumWageRate } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import { lawDay } from './statutory.js';

/** Every live row of the `minimum_wages` folder, its day a day of India's calendar (a notification's). */
export async function loadMinimumWages(db: Kysely<Database>): Promise<MinimumWageRate[]> {
  const rows =
    await sql<MinimumWageRate>`select id, states_id, zone, skill, coalesce(rate_basis, 'per_month') as rate_basis,
      basic::float8 as basic, coalesce(vda, 0)::float8 as vda, ${lawDay('effective_from')} as effective_from
    from minimum_wages where not deleted and states_id is not null and effective_from is not null`.execute(
      db,
    );
  return rows.rows;
}
