import { businessDayStart, settlementMessages } from '@muster/protocol';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';
import { type Leaver, loadLeaver, loadSettlementInput, type SettlementTerms } from './load.js';
import {
  fullAndFinalSettlement,
  type Settlement,
  type SettlementLine,
  settlementNoteMoney,
} from './rules/full-and-final.js';

/** HR's terms of a settlement not yet entered: no notice recorded, a permanent employee. */
const noTerms: SettlementTerms = {
  noticePeriodDays: 0,
  noticeServedDays: 0,
  noticeGivenBy: 'employee',
  fixedTerm: false,
};

/** A settlement's reference, its statement's name: `FNF-<employee code>-<leaving day>`. */
export const settlementReference = (leaver: Leaver) => `FNF-${leaver.code}-${leaver.leavingDay}`;

/** The rule on loaded inputs; a statutory figure missing for the leaving day is the user's refusal. */
async function compute(
  trx: Transaction<Database>,
  leaver: Leaver,
  terms: SettlementTerms,
): Promise<Settlement> {
  try {
    const { input, rates } = await loadSettlementInput(trx, leaver, terms);
    return fullAndFinalSettlement(input, rates);
  } catch (error) {
    if (error instanceof Error && !(error instanceof TxnError)) throw new TxnError(error.message);
    throw error;
  }
}

/** Paise as the settlements row holds money: rupees, as payslips do (exact: paise are whole). */
export const storedRupees = (paise: number) => paise / 100;
const moneyOfNotes = new Set<string>(settlementNoteMoney);

/** A line as the row's working keeps it for the statement: its amount and its notes' money in rupees. */
const storedLine = (line: SettlementLine) => ({
  ...line,
  amount: storedRupees(line.amount),
  notes: line.notes.map((note) =>
    Object.fromEntries(
      Object.entries(note).map(([name, value]) => [
        name,
        moneyOfNotes.has(name) && typeof value === 'number' ? storedRupees(value) : value,
      ]),
    ),
  ),
});

const columns = (leaver: Leaver, settlement: Settlement) => {
  const amount = (code: string) =>
    storedRupees(settlement.lines.find((line) => line.code === code)?.amount ?? 0);
  return {
    uconst: settlementReference(leaver),
    leaving_date: new Date(businessDayStart(leaver.leavingDay, leaver.timeZone)),
    due_on: new Date(businessDayStart(settlement.dueDay, leaver.timeZone)),
    last_month_pay: amount('last_month_pay'),
    leave_encashment: amount('leave_encashment'),
    gratuity: amount('gratuity'),
    bonus: amount('bonus'),
    notice_pay: amount('notice_pay'),
    tds: amount('tds'),
    notice_recovery: amount('notice_recovery'),
    loan_recovery: amount('loan_recovery'),
    total_earnings: storedRupees(settlement.totalEarnings),
    total_deductions: storedRupees(settlement.totalDeductions),
    net_pay: storedRupees(settlement.netPay),
    stated_balance: storedRupees(settlement.statedBalance),
    working: JSON.stringify(settlement.lines.map(storedLine)),
  };
};

/**
 * Starts the settlement of each terminated employee, in the Terminate's transaction (issue
 * #34 item 6): a leaver whose settlement is still open (not approved) has it computed again
 * for the new leaving day, else a new one is written, status `computed`.
 */
export async function startSettlements(
  trx: Transaction<Database>,
  employeeIds: readonly string[],
): Promise<void> {
  for (const employeeId of employeeIds) {
    const leaver = await loadLeaver(trx, employeeId);
    if (!leaver) throw new TxnError(`${settlementMessages.noLeavingDate}: ${employeeId}`);
    const open = await sql<{ id: string }>`select id from settlements
      where employees_id = ${employeeId} and not deleted and status in ('computed', 'hr_approved')
      for update`.execute(trx);
    const [existing] = open.rows;
    if (existing) {
      await recomputeSettlement(trx, existing.id);
      continue;
    }
    const values = columns(leaver, await compute(trx, leaver, noTerms));
    await sql`insert into settlements (partners_id, employees_id, status, txn_state, notice_period_days,
        notice_served_days, notice_given_by, fixed_term, computed_at, ${sql.join(Object.keys(values).map((name) => sql.ref(name)))})
      values (${leaver.partnersId}, ${leaver.id}, 'computed', 'computed', ${noTerms.noticePeriodDays},
        ${noTerms.noticeServedDays}, ${noTerms.noticeGivenBy}, ${noTerms.fixedTerm}, now(), ${sql.join(Object.values(values))})`.execute(
      trx,
    );
  }
}

/**
 * Computes a settlement again from today's records and the terms HR entered on it; an
 * approved or paid one is refused (its figures are what was signed off). A settlement HR
 * had approved goes back to `computed`: the approval was of the old figures.
 */
export async function recomputeSettlement(trx: Transaction<Database>, id: string): Promise<Settlement> {
  const rows = await sql<{
    employees_id: string;
    status: string;
    notice_period_days: string | null;
    notice_served_days: string | null;
    notice_given_by: string | null;
    fixed_term: boolean | null;
  }>`select employees_id, status, notice_period_days::text, notice_served_days::text, notice_given_by, fixed_term
    from settlements where id = ${id} and not deleted for update`.execute(trx);
  const [row] = rows.rows;
  if (!row) throw new TxnError(settlementMessages.notFound);
  if (row.status !== 'computed' && row.status !== 'hr_approved')
    throw new TxnError(settlementMessages.notRecomputable);
  const leaver = await loadLeaver(trx, row.employees_id);
  if (!leaver) throw new TxnError(`${settlementMessages.noLeavingDate}: ${row.employees_id}`);
  const settlement = await compute(trx, leaver, {
    noticePeriodDays: Number(row.notice_period_days ?? 0),
    noticeServedDays: Number(row.notice_served_days ?? 0),
    noticeGivenBy: row.notice_given_by === 'employer' ? 'employer' : 'employee',
    fixedTerm: row.fixed_term === true,
  });
  const values = columns(leaver, settlement);
  await sql`update settlements set
      ${sql.join(Object.entries(values).map(([name, value]) => sql`${sql.ref(name)} = ${value}`))},
      status = 'computed', txn_state = 'computed', computed_at = now(), last_modified = now()
    where id = ${id}`.execute(trx);
  return settlement;
}
