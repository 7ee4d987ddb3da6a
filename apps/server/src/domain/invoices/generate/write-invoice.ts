import { type PayrollMonth, payrollMonth, payrollMonthOf } from '@muster/payroll-rules';
import { businessDayKey, type InvoiceProgressItem, invoiceMessages } from '@muster/protocol';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import { loadItemAttendance, loadMonthJobs } from '../load/attendance.js';
import {
  type InvoiceContract,
  type InvoiceParty,
  loadParty,
  loadReverseChargeRules,
  lockContract,
} from '../load/contract.js';
import {
  type ComputedInvoice,
  financialYearOf,
  type InvoicePart,
  invoiceNumber,
  invoiceParts,
  itemAttendance,
  type LineInput,
  type ReverseChargeRule,
  reverseChargeRule,
  type SupplyPlace,
  supplyPlace,
  toRupees,
  unapprovedDayCount,
} from '../rules/index.js';
import { attendanceLines, jobLines } from './lines.js';

/** What generating one contract's invoice came to: the progress item, and the refusal if any. */
export interface InvoiceOutcome {
  item: InvoiceProgressItem;
  error: string | null;
}

/**
 * A contract refused before anything was written: the transaction ends with nothing changed.
 * `key` is the i18n key, `params` what it names (the progress item carries both).
 */
class Refused extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string> = {},
  ) {
    super(Object.entries(params).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), key));
  }
}

/** 'June 2026': the month as a refusal names it in English (the client formats its own). */
const monthName = (month: PayrollMonth) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month - 1, 1)),
  );

/**
 * Generates (or regenerates) one contract's invoice of a month in one transaction: the
 * contract locked, its approved attendance and jobs billed, the number taken from the
 * contractor's serial of the financial year in this same transaction (a new invoice only: a
 * regenerated one keeps its number), the approval documents from the contractor's list
 * (a new invoice only: documents already uploaded stay), `invoices_generated` set. The month
 * asked for is the contractor's, in its time zone (its invoice's month, day and financial
 * year are its own, whoever generates it; issue #28 item 2).
 */
export async function generateInvoice(
  db: Kysely<Database>,
  contractId: string,
  requested: Pick<PayrollMonth, 'year' | 'month'>,
  issuedAt: Date = new Date(),
): Promise<InvoiceOutcome> {
  const item: InvoiceProgressItem = {
    contracts_id: contractId,
    code: '',
    name: '',
    invoices_id: null,
    invoice_no: null,
    invoice_nos: [],
    payable_amount: null,
    unapproved_days: 0,
    refusal: null,
  };
  try {
    return await db.transaction().execute(async (trx) => {
      const contract = await lockContract(trx, contractId);
      if (!contract) throw new Refused(invoiceMessages.noContracts);
      Object.assign(item, { code: contract.code, name: contract.name });
      const month = payrollMonth(requested.year, requested.month, contract.time_zone);
      if (!coversMonth(contract, month)) throw new Refused(invoiceMessages.outsidePeriod);
      // an issued invoice is never written over (CGST Rules r. 46(b)): it is cancelled first,
      // or corrected by a credit or debit note
      const issued = (
        await sql<{ invoice_no: string }>`select invoice_no from invoices
          where contracts_id = ${contractId} and invoice_month = ${month.start} and not deleted
            and status is distinct from 'cancelled'`.execute(trx)
      ).rows[0];
      if (issued) throw new Refused(invoiceMessages.alreadyIssued, { number: issued.invoice_no });
      const supplier = await loadParty(trx, { partnerId: contract.partners_id });
      const recipient = await loadParty(trx, 'principal_employer');
      if (!supplier) throw new Error(`contract ${contract.code} has no business`);
      if (!recipient) throw new Error('no principal employer (partner group pe) to bill');
      // a supply needs two persons (CGST Act s. 7): one GSTIN does not bill itself
      if (supplier.id === recipient.id || (supplier.gstin !== null && supplier.gstin === recipient.gstin))
        throw new Refused(invoiceMessages.selfBilling, { business: supplier.name });
      const place = supplyPlace(supplier, recipient);
      const attendance = itemAttendance(
        contract.items.map((contractItem) => contractItem.id),
        await loadItemAttendance(trx, contractId, month),
      );
      const lines = [
        ...attendanceLines(contract, attendance),
        ...jobLines(contract, await loadMonthJobs(trx, contractId, month)),
      ];
      const reverseCharge = reverseChargeOfLines(await loadReverseChargeRules(trx), lines, {
        supplier,
        recipient,
        day: businessDayKey(issuedAt.getTime(), contract.time_zone),
      });
      const parts = invoiceParts({
        lines,
        serviceChargePercent: contract.service_charge_percent,
        intraState: place.intraState,
        reverseChargeSacs: reverseCharge.sacs,
      });
      // nothing approved to bill: no ₹0 invoice, and no number taken (CGST Rules r. 46(b))
      if (parts.every((part) => part.computed.totals.taxable === 0))
        throw new Refused(invoiceMessages.nothingApproved, {
          contract: contract.name,
          month: monthName(month),
        });
      const placeName = await stateName(trx, place.placeOfSupply);
      const written: { id: string; number: string }[] = [];
      for (const { charge, computed } of parts) {
        const number = await nextInvoiceNumber(trx, supplier, payrollMonthOf(issuedAt, contract.time_zone));
        const partItems = new Set(computed.lines.map((line) => line.refs.item));
        const id = await writeInvoice(trx, {
          number,
          charge,
          month,
          issuedAt,
          contract,
          supplier,
          recipient,
          place: { ...place, name: placeName },
          reverseCharge: charge === 'reverse' ? reverseCharge.entries : [],
          computed,
          unapproved: unapprovedDayCount(
            new Map([...attendance].filter(([itemKey]) => partItems.has(itemKey))),
          ),
        });
        await writeAttendanceItems(trx, id, computed, attendance);
        written.push({ id, number });
      }
      const [first] = written;
      if (!first) throw new Error('no invoice written');
      // the month's compliance documents are asked for once, on its first invoice (the gate
      // reads them per contract and month)
      await createApprovalDocuments(trx, first.id, supplier.id);
      await sql`update contracts set invoices_generated = true, last_modified = now() where id = ${contractId}`.execute(
        trx,
      );
      Object.assign(item, {
        invoices_id: first.id,
        invoice_no: first.number,
        invoice_nos: written.map((invoice) => invoice.number),
        payable_amount: toRupees(parts.reduce((sum, part) => sum + part.computed.totals.payable, 0)),
        unapproved_days: unapprovedDayCount(attendance),
      });
      return { item, error: null };
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    item.refusal = { key: error.key, params: error.params };
    return { item, error: `${invoiceMessages.notGenerated}: ${error.message}` };
  }
}

/** Does the contract period `[lower, upper)` (open ends unbounded) overlap the month? */
const coversMonth = ({ contract_period: [lower, upper] }: InvoiceContract, month: PayrollMonth) =>
  (!lower || new Date(lower) < month.end) && (!upper || new Date(upper) > month.start);

/**
 * The contractor's next serial of the financial year of the invoice's date (r. 46(b) counts
 * a serial per financial year of issue: a March bill issued in April takes the new year's):
 * the upsert locks its serial row until this transaction ends, so a concurrent generation
 * waits and takes the next.
 */
async function nextInvoiceNumber(trx: Transaction<Database>, supplier: InvoiceParty, issuedIn: PayrollMonth) {
  const year = financialYearOf(issuedIn);
  const taken = await sql<{
    last_serial: number;
  }>`insert into invoice_serials (partners_id, financial_year, series, last_serial)
    values (${supplier.id}, ${year}, 'invoice', 1)
    on conflict (partners_id, financial_year, series) do update set last_serial = invoice_serials.last_serial + 1
    returning last_serial`.execute(trx);
  const serial = taken.rows[0]?.last_serial;
  if (!serial) throw new Error('no serial taken');
  return invoiceNumber(supplier.code, year, serial);
}

interface InvoiceRow {
  number: string;
  charge: InvoicePart['charge'];
  month: PayrollMonth;
  /** The invoice's date: its financial year numbers it. */
  issuedAt: Date;
  contract: InvoiceContract;
  supplier: InvoiceParty;
  recipient: InvoiceParty;
  place: SupplyPlace & { name: string | null };
  /** The reverse-charge entries the invoice's lines fall under, with their notifications. */
  reverseCharge: Pick<ReverseChargeRule, 'code' | 'source'>[];
  computed: ComputedInvoice;
  unapproved: number;
}

/** Inserts the invoice: issued once, never written over (migration 055 refuses a change). */
async function writeInvoice(trx: Transaction<Database>, row: InvoiceRow): Promise<string> {
  const { supplier, computed, contract, month, place } = row;
  const { totals } = computed;
  // the document reads these: both parties as they were when the invoice was made
  const particulars = {
    financial_year: financialYearOf(payrollMonthOf(row.issuedAt, row.contract.time_zone)),
    supplier,
    recipient: row.recipient,
    // the recipient's registered state (IGST Act s. 12(2)(a)), printed with its code
    place_of_supply: { name: place.name, code: place.placeOfSupply },
    intra_state: computed.intraState,
    reverse_charge: row.reverseCharge,
    service_charge_percent: contract.service_charge_percent,
    lines: computed.lines,
    taxes: computed.taxes,
    totals,
    unapproved_days: row.unapproved,
  };
  const values = {
    partners_id: supplier.id,
    uconst: row.number,
    charge: row.charge,
    invoice_no: row.number,
    contracts_id: contract.id,
    invoice_month: month.start,
    business_name: supplier.name,
    customer_name: row.recipient.name,
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
  const inserted = await sql<{ id: string }>`insert into invoices
      (${sql.join(columns.map((column) => sql.ref(column)))}, invoice_period, particulars, status, txn_state, creation_date)
    values (${sql.join(columns.map((column) => values[column as keyof typeof values]))}, ${period}::tstzrange,
      ${JSON.stringify(particulars)}::jsonb, 'created', 'created', ${row.issuedAt})
    returning id`.execute(trx);
  const id = inserted.rows[0]?.id;
  if (!id) throw new Error('the invoice was not written');
  return id;
}

/**
 * The lines' SACs under reverse charge on the invoice's IST day, and the entries that put
 * them there (each once): the supplier leaves their tax to the recipient (rules/reverse-charge.ts).
 */
function reverseChargeOfLines(
  rules: readonly ReverseChargeRule[],
  lines: readonly LineInput[],
  parties: { supplier: InvoiceParty; recipient: InvoiceParty; day: string },
) {
  const { day } = parties;
  const sacs = new Set<string>();
  const entries = new Map<string, Pick<ReverseChargeRule, 'code' | 'source'>>();
  for (const line of lines) {
    const rule = reverseChargeRule(rules, {
      sac: line.sacCode,
      supplierGstin: parties.supplier.gstin,
      recipientGstin: parties.recipient.gstin,
      day,
    });
    if (!rule || !line.sacCode) continue;
    sacs.add(line.sacCode);
    entries.set(rule.code, { code: rule.code, source: rule.source });
  }
  return { sacs: [...sacs], entries: [...entries.values()] };
}

/** A GST state code's state name ('19' → 'West Bengal'), as the states master has it. */
async function stateName(trx: Transaction<Database>, code: string | null): Promise<string | null> {
  if (code === null) return null;
  const rows = await sql<{ name: string | null }>`select name->>'eng' as name from states
    where gst_state_code = ${code} and not deleted order by code limit 1`.execute(trx);
  return rows.rows[0]?.name ?? null;
}

/** The invoice's attendance lines as its form lists them. */
async function writeAttendanceItems(
  trx: Transaction<Database>,
  invoiceId: string,
  computed: ComputedInvoice,
  attendance: ReadonlyMap<string, { unapprovedDays: number }>,
) {
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
