import { defaultBusinessTimeZone } from '@muster/protocol';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { loctextSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { invoiceLanguage, type RateUnit, type ReverseChargeRule } from '../rules/index.js';

/** A party of an invoice: the contractor (supplier) or the principal employer (recipient). */
export interface InvoiceParty {
  id: string;
  code: string;
  name: string;
  gstin: string | null;
  address: string | null;
  city: string | null;
  pincode: string | null;
  states_id: string | null;
  state_name: string | null;
  state_code: string | null;
  bank_name: string | null;
  bank_account_no: string | null;
  bank_ifsc: string | null;
}

export interface ContractItem {
  id: string;
  sites_id: string;
  shifts_id: string;
  products_id: string;
  product_name: string;
  site_name: string | null;
  shift_name: string | null;
  sac_code: string | null;
  hsn_code: string | null;
  tax_rate: number;
  rate: number;
  rate_unit: RateUnit;
}

/** A contract as an invoice is computed from it, read under a lock held to the transaction's end. */
export interface InvoiceContract {
  id: string;
  code: string;
  name: string;
  partners_id: string;
  /** The contractor's time zone (partners.time_zone): its invoice's month and day are counted in it. */
  time_zone: string;
  contract_period: [string | null, string | null];
  service_charge_percent: number;
  items: ContractItem[];
  /** The contract's job item rates by product, for jobs that carry no rate of their own. */
  jobRates: Map<string, number>;
}

const partyColumns = (
  alias: string,
) => sql`${sql.ref(`${alias}.id`)} as id, ${sql.ref(`${alias}.code`)} as code,
  ${sql.ref(`${alias}.name`)} as name, ${sql.ref(`${alias}.gstin`)} as gstin, ${sql.ref(`${alias}.address`)} as address,
  ${sql.ref(`${alias}.city`)} as city, ${sql.ref(`${alias}.pincode`)} as pincode, ${sql.ref(`${alias}.states_id`)} as states_id,
  s.name->>'eng' as state_name, s.gst_state_code as state_code, ${sql.ref(`${alias}.bank_name`)} as bank_name,
  ${sql.ref(`${alias}.bank_account_no`)} as bank_account_no, ${sql.ref(`${alias}.bank_ifsc`)} as bank_ifsc`;

/** The contractor of a contract, or the principal employer (the partner of group 'pe'). */
export async function loadParty(
  trx: Transaction<Database>,
  which: { partnerId: string } | 'principal_employer',
): Promise<InvoiceParty | null> {
  const where =
    which === 'principal_employer'
      ? sql`p.partner_groups_id in (select g.id from partner_groups g where g.code = 'pe' and not g.deleted)`
      : sql`p.id = ${which.partnerId}`;
  const rows = await sql<InvoiceParty>`select ${partyColumns('p')} from partners p
    left join states s on s.id = p.states_id
    where not p.deleted and ${where} order by p.code limit 1`.execute(trx);
  return rows.rows[0] ?? null;
}

/**
 * Locks and reads a contract with its attendance-based items and their products: the lock
 * makes two generations of one contract's month run one after the other, so the second
 * finds the first's invoice and writes over it.
 */
export async function lockContract(trx: Transaction<Database>, id: string): Promise<InvoiceContract | null> {
  const contracts = await sql<{
    id: string;
    code: string;
    name: string;
    partners_id: string;
    lower: Date | null;
    upper: Date | null;
    service_charge_percent: string | number | null;
    time_zone: string | null;
  }>`select c.id, c.code, c.name, c.partners_id, lower(c.contract_period) as lower, upper(c.contract_period) as upper,
      c.service_charge_percent, business.time_zone
    from contracts c left join partners business on business.id = c.partners_id
    where c.id = ${id} and not c.deleted for update of c`.execute(trx);
  const contract = contracts.rows[0];
  if (!contract) return null;
  const items = await sql<ContractItem & { tax_rate: string | number | null; rate: string | number }>`
    select i.id, i.sites_id, i.shifts_id, i.products_id, ${loctextSql('p.name', invoiceLanguage)} as product_name,
      ${loctextSql('si.name', invoiceLanguage)} as site_name, ${loctextSql('sh.name', invoiceLanguage)} as shift_name,
      p.sac_code, p.hsn_code, coalesce(p.taxes, 0) as tax_rate, i.rate_per_day as rate, coalesce(i.rate_unit, 'day') as rate_unit
    from contracts__attendance_based_items i
      join products p on p.id = i.products_id
      left join sites si on si.id = i.sites_id
      left join shifts sh on sh.id = i.shifts_id
    where i.parent_id = ${id} and not i.deleted order by i.creation_date, i.id`.execute(trx);
  const jobs = await sql<{ products_id: string; rate: string | number }>`select products_id, rate
    from contracts__job_based_items where parent_id = ${id} and not deleted order by creation_date`.execute(
    trx,
  );
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    id: contract.id,
    code: contract.code,
    name: contract.name,
    partners_id: contract.partners_id,
    time_zone: contract.time_zone || defaultBusinessTimeZone,
    contract_period: [iso(contract.lower), iso(contract.upper)],
    service_charge_percent: Number(contract.service_charge_percent ?? 0),
    items: items.rows.map((item) => ({
      ...item,
      tax_rate: Number(item.tax_rate ?? 0),
      rate: Number(item.rate),
      rate_unit: item.rate_unit === 'hour' ? 'hour' : 'day',
    })),
    jobRates: new Map(jobs.rows.map((job) => [job.products_id, Number(job.rate)])),
  };
}

/** Of the contracts asked for, those the user's contracts list shows, in code order. */
export async function contractsInScope(
  db: Kysely<Database>,
  ids: readonly string[],
  inScope: RawBuilder<boolean>,
): Promise<string[]> {
  const rows = await sql<{ id: string }>`select c.id from contracts c
    where c.id = any(${ids}::uuid[]) and not c.deleted and ${inScope} order by c.code, c.id`.execute(db);
  return rows.rows.map((row) => row.id);
}

/** The reverse-charge entries (migration 056), every one: the rules pick the one in force. */
export async function loadReverseChargeRules(trx: Transaction<Database>): Promise<ReverseChargeRule[]> {
  const rows = await sql<ReverseChargeRule>`select code, sac_prefix,
      to_char(effective_from, 'YYYY-MM-DD') as effective_from, to_char(effective_until, 'YYYY-MM-DD') as effective_until,
      source
    from gst_reverse_charge order by effective_from, code`.execute(trx);
  return rows.rows;
}
