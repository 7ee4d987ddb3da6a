import { type InvoiceProgressItem, invoiceMessages } from '@muster/protocol';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { PayrollMonth } from '../../payroll/rules/index.js';
import { loadItemAttendance, loadMonthJobs } from '../load/attendance.js';
import { type InvoiceContract, type InvoiceParty, loadParty, lockContract } from '../load/contract.js';
import {
  type ComputedInvoice,
  computeInvoice,
  financialYearOf,
  invoiceNumber,
  itemAttendance,
  toRupees,
  unapprovedDayCount,
} from '../rules/index.js';
import { attendanceLines, jobLines } from './lines.js';

/** What generating one contract's invoice came to: the progress item, and the refusal if any. */
export interface InvoiceOutcome {
  item: InvoiceProgressItem;
  error: string | null;
}

/** A contract refused before anything was written: the transaction ends with nothing changed. */
class Refused extends Error {}

/**
 * Generates (or regenerates) one contract's invoice of a month in one transaction: the
 * contract locked, its approved attendance and jobs billed, the number taken from the
 * contractor's serial of the financial year in this same transaction (a new invoice only: a
 * regenerated one keeps its number), the approval documents from the contractor's list
 * (a new invoice only: documents already uploaded stay), `invoices_generated` set.
 */
export async function generateInvoice(
  db: Kysely<Database>,
  contractId: string,
  month: PayrollMonth,
): Promise<InvoiceOutcome> {
  const item: InvoiceProgressItem = {
    contracts_id: contractId,
    code: '',
    name: '',
    invoices_id: null,
    invoice_no: null,
    payable_amount: null,
    unapproved_days: 0,
  };
  try {
    return await db.transaction().execute(async (trx) => {
      const contract = await lockContract(trx, contractId);
      if (!contract) throw new Refused(invoiceMessages.noContracts);
      Object.assign(item, { code: contract.code, name: contract.name });
      if (!coversMonth(contract, month)) throw new Refused(invoiceMessages.outsidePeriod);
      const existing = (
        await sql<{
          id: string;
          invoice_no: string | null;
          status: string | null;
        }>`select id, invoice_no, status
          from invoices where contracts_id = ${contractId} and invoice_month = ${month.start} and not deleted
          for update`.execute(trx)
      ).rows[0];
      if (existing?.status === 'approved') throw new Refused(invoiceMessages.invoiceApproved);
      const supplier = await loadParty(trx, { partnerId: contract.partners_id });
      const recipient = await loadParty(trx, 'principal_employer');
      if (!supplier) throw new Error(`contract ${contract.code} has no business`);
      const attendance = itemAttendance(
        contract.items.map((contractItem) => contractItem.id),
        await loadItemAttendance(trx, contractId, month),
      );
      const computed = computeInvoice({
        lines: [
          ...attendanceLines(contract, attendance),
          ...jobLines(contract, await loadMonthJobs(trx, contractId, month)),
        ],
        serviceChargePercent: contract.service_charge_percent,
        supplierState: supplier.states_id,
        placeOfSupply: contract.place_of_supply,
      });
      const number = existing?.invoice_no ?? (await nextInvoiceNumber(trx, supplier, month));
      const unapproved = unapprovedDayCount(attendance);
      const id = await writeInvoice(trx, {
        id: existing?.id ?? null,
        number,
        month,
        contract,
        supplier,
        recipient,
        computed,
        unapproved,
      });
      await writeAttendanceItems(trx, id, computed, attendance);
      if (!existing) await createApprovalDocuments(trx, id, supplier.id);
      await sql`update contracts set invoices_generated = true, last_modified = now() where id = ${contractId}`.execute(
        trx,
      );
      Object.assign(item, {
        invoices_id: id,
        invoice_no: number,
        payable_amount: toRupees(computed.totals.payable),
        unapproved_days: unapproved,
      });
      return { item, error: null };
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { item, error: `${invoiceMessages.notGenerated}: ${error.message}` };
  }
}

/** Does the contract period `[lower, upper)` (open ends unbounded) overlap the month? */
const coversMonth = ({ contract_period: [lower, upper] }: InvoiceContract, month: PayrollMonth) =>
  (!lower || new Date(lower) < month.end) && (!upper || new Date(upper) > month.start);

/**
 * The contractor's next serial of the month's financial year: the upsert locks its serial
 * row until this transaction ends, so a concurrent generation waits and takes the next.
 */
async function nextInvoiceNumber(trx: Transaction<Database>, supplier: InvoiceParty, month: PayrollMonth) {
  const year = financialYearOf(month);
  const taken = await sql<{
    last_serial: number;
  }>`insert into invoice_serials (partners_id, financial_year, last_serial)
    values (${supplier.id}, ${year}, 1)
    on conflict (partners_id, financial_year) do update set last_serial = invoice_serials.last_serial + 1
    returning last_serial`.execute(trx);
  const serial = taken.rows[0]?.last_serial;
  if (!serial) throw new Error('no serial taken');
  return invoiceNumber(supplier.code, year, serial);
}

interface InvoiceRow {
  id: string | null;
  number: string;
  month: PayrollMonth;
  contract: InvoiceContract;
  supplier: InvoiceParty;
  recipient: InvoiceParty | null;
  computed: ComputedInvoice;
  unapproved: number;
}

/** Inserts the invoice, or writes over the unapproved one of the same contract and month. */
async function writeInvoice(trx: Transaction<Database>, row: InvoiceRow): Promise<string> {
  const { supplier, computed, contract, month } = row;
  const { totals } = computed;
  // the document reads these: both parties as they were when the invoice was made
  const particulars = {
    financial_year: financialYearOf(month),
    supplier,
    recipient: row.recipient,
    place_of_supply: {
      id: contract.place_of_supply,
      name: contract.place_of_supply_name,
      code: contract.place_of_supply_code,
    },
    intra_state: computed.intraState,
    service_charge_percent: contract.service_charge_percent,
    lines: computed.lines,
    taxes: computed.taxes,
    totals,
    unapproved_days: row.unapproved,
  };
  const values = {
    partners_id: supplier.id,
    uconst: row.number,
    invoice_no: row.number,
    contracts_id: contract.id,
    invoice_month: month.start,
    business_name: supplier.name,
    customer_name: row.recipient?.name ?? null,
    address: supplier.address,
    gstin: supplier.gstin,
    state: supplier.state_name,
    city: supplier.city,
    pincode: supplier.pincode,
    bank_name: supplier.bank_name,
    bank_account_no: supplier.bank_account_no,
    bank_ifsc: supplier.bank_ifsc,
    taxable_amount: toRupees(totals.taxable),
    service_charge: toRupees(totals.service_charge),
    cgst_amount: toRupees(totals.cgst),
    sgst_amount: toRupees(totals.sgst),
    igst_amount: toRupees(totals.igst),
    gst_amount: toRupees(totals.gst),
    chargeable_amount: toRupees(totals.chargeable),
    payable_amount: toRupees(totals.payable),
  };
  const columns = Object.keys(values);
  const period = `[${month.start.toISOString()},${month.end.toISOString()})`;
  if (row.id) {
    await sql`update invoices set ${sql.join(columns.map((column) => sql`${sql.ref(column)} = ${values[column as keyof typeof values]}`))},
        invoice_period = ${period}::tstzrange, particulars = ${JSON.stringify(particulars)}::jsonb, last_modified = now()
      where id = ${row.id}`.execute(trx);
    return row.id;
  }
  const inserted = await sql<{ id: string }>`insert into invoices
      (${sql.join(columns.map((column) => sql.ref(column)))}, invoice_period, particulars, status, txn_state)
    values (${sql.join(columns.map((column) => values[column as keyof typeof values]))}, ${period}::tstzrange,
      ${JSON.stringify(particulars)}::jsonb, 'created', 'created')
    returning id`.execute(trx);
  const id = inserted.rows[0]?.id;
  if (!id) throw new Error('the invoice was not written');
  return id;
}

/** The invoice's attendance lines as its form lists them, rewritten with each generation. */
async function writeAttendanceItems(
  trx: Transaction<Database>,
  invoiceId: string,
  computed: ComputedInvoice,
  attendance: ReadonlyMap<string, { unapprovedDays: number }>,
) {
  await sql`delete from invoices__att_based_items where parent_id = ${invoiceId}`.execute(trx);
  const rows = computed.lines
    .filter((line) => line.kind === 'attendance')
    .map(
      (line) => sql`(${invoiceId}::uuid, ${line.refs.sites_id}::uuid, ${line.refs.shifts_id}::uuid,
        ${line.refs.products_id}::uuid, ${line.unit === 'day' ? line.quantity : null}::numeric,
        ${attendance.get(line.refs.item ?? '')?.unapprovedDays ?? 0}::int, ${line.rate}::float8, ${line.unit},
        ${toRupees(line.amount)}::numeric)`,
    );
  if (!rows.length) return;
  await sql`insert into invoices__att_based_items
      (parent_id, sites_id, shifts_id, products_id, payable_days, unapproved_days, rate_per_day, rate_unit, amount)
    values ${sql.join(rows)}`.execute(trx);
}

/** The contractor's compliance documents, each awaiting its upload ('pending'). */
async function createApprovalDocuments(trx: Transaction<Database>, invoiceId: string, partnerId: string) {
  await sql`insert into invoices__approval_documents (parent_id, doc_name, restr_lvl, status, txn_state)
    select ${invoiceId}, doc_name, restr_lvl, 'pending', 'pending'
    from partners__invoice_compl_docs where parent_id = ${partnerId} and not deleted
    order by creation_date, id`.execute(trx);
}
