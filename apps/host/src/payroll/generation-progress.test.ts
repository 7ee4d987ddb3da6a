import { describe, expect, it } from 'vitest';
import {
  arrearsNotes,
  askedProgress,
  belowMinimumFlag,
  itemError,
  withFrame,
  withTotal,
} from './generation-progress';

const item = (
  code: string,
  net: number | null,
  payableDays = 26,
  belowMinimum: { due: string; paid: string } | null = null,
) => ({
  employees_id: `id-${code}`,
  code,
  name: `Name ${code}`,
  payslips_id: net === null ? null : `p-${code}`,
  net_pay: net,
  payable_days: net === null ? null : payableDays,
  below_minimum: belowMinimum,
});

describe('a generation run as the bulk-generate tab shows it', () => {
  it('adds a row per item, shows an error after its first colon, and finishes on all done', () => {
    // a frame may come before the reply
    let progress = withFrame(askedProgress(), {
      stage: '1/2',
      count: '1/2',
      item: item('E1', 1200),
      error: null,
    });
    progress = withTotal(progress, 2);
    progress = withFrame(progress, {
      stage: '2/2',
      count: '2/2',
      item: item('E2', null),
      error: 'Payslip not generated: No statutory rate in force: epf_wage_ceiling (2026-10)',
    });
    expect(progress).toMatchObject({ total: 2, done: 2, finished: false });
    expect(progress.rows).toEqual([
      {
        code: 'E1',
        name: 'Name E1',
        amount: 1200,
        unapprovedDays: 0,
        error: null,
        errorParams: {},
        flag: null,
        flagParams: {},
        notes: [],
      },
      {
        code: 'E2',
        name: 'Name E2',
        amount: null,
        unapprovedDays: 0,
        error: 'No statutory rate in force: epf_wage_ceiling (2026-10)',
        errorParams: {},
        flag: null,
        flagParams: {},
        notes: [],
      },
    ]);
    expect(withFrame(progress, { stage: 'all done', count: '2/2', error: null }).finished).toBe(true);
  });

  it('adds a row per item of a frame carrying several, in order (issue #35 item 6)', () => {
    const one = (at: number, body: ReturnType<typeof item>, error: string | null = null) => ({
      stage: `${at}/3`,
      count: `${at}/3`,
      item: body,
      error,
    });
    const progress = withFrame(withTotal(askedProgress(), 3), {
      stage: '3/3',
      count: '3/3',
      error: null,
      items: [
        one(1, item('E1', 1200)),
        one(2, item('E2', null), 'Payslip not generated: no gross'),
        one(3, item('E3', 900)),
      ],
    });
    expect(progress.done).toBe(3);
    expect(progress.rows.map((row) => [row.code, row.amount, row.error])).toEqual([
      ['E1', 1200, null],
      ['E2', null, 'no gross'],
      ['E3', 900, null],
    ]);
  });

  it('flags a payslip generated with 0 payable days or 0 net pay (issue #32 item 2)', () => {
    const frame = (at: number, body: ReturnType<typeof item>) =>
      ({ stage: `${at}/4`, count: `${at}/4`, item: body, error: null }) as const;
    let progress = withTotal(askedProgress(), 4);
    progress = withFrame(progress, frame(1, item('E1', 0, 0)));
    progress = withFrame(progress, frame(2, item('E2', 0, 3)));
    // a deduction larger than the pay leaves a negative net: flagged the same
    progress = withFrame(progress, frame(3, item('E3', -150, 1)));
    progress = withFrame(progress, frame(4, item('E4', 0.01, 0.5)));
    expect(progress.rows.map((row) => row.flag)).toEqual(['No payable days', 'Net pay 0', 'Net pay 0', null]);
  });

  it('flags wages below the minimum with the minimum due and the wages paid (issue #33 item 3)', () => {
    const below = { due: '10,558.00', paid: '9,000.00' };
    const progress = withFrame(withTotal(askedProgress(), 1), {
      stage: '1/1',
      count: '1/1',
      item: item('E1', 8200, 31, below),
      error: null,
    });
    expect(progress.rows[0]).toMatchObject({ flag: belowMinimumFlag, flagParams: below });
    // nothing to pay says so first
    expect(
      withFrame(askedProgress(), { stage: '1/1', count: '1/1', item: item('E2', 0, 0, below), error: null })
        .rows[0]?.flag,
    ).toBe('No payable days');
  });

  it("shows an invoice's amount payable and its unapproved days", () => {
    const progress = withFrame(withTotal(askedProgress(), 1), {
      stage: '1/1',
      count: '1/1',
      item: {
        contracts_id: 'c1',
        code: 'CT-1',
        name: 'Manpower',
        invoices_id: 'i1',
        invoice_no: 'SUNRIS/2627/0001',
        payable_amount: 17640.39,
        unapproved_days: 8,
        refusal: null,
      },
      error: null,
    });
    expect(progress.rows).toEqual([
      {
        code: 'CT-1',
        name: 'Manpower',
        amount: 17640.39,
        unapprovedDays: 8,
        error: null,
        errorParams: {},
        flag: null,
        flagParams: {},
        notes: [],
      },
    ]);
  });

  it("keeps an invoice's refusal as its key and what it names, to show in the user's language", () => {
    const refusal = {
      key: 'No approved attendance for {{contract}} in {{month}}',
      params: { contract: 'Manpower', month: 'June 2026' },
    };
    const progress = withFrame(withTotal(askedProgress(), 1), {
      stage: '1/1',
      count: '1/1',
      item: {
        contracts_id: 'c1',
        code: 'CT-1',
        name: 'Manpower',
        invoices_id: null,
        invoice_no: null,
        payable_amount: null,
        unapproved_days: 0,
        refusal,
      },
      error: 'Invoice not generated: No approved attendance for Manpower in June 2026',
    });
    expect(progress.rows[0]).toMatchObject({ error: refusal.key, errorParams: refusal.params });
  });

  it('keeps a message without a colon whole', () => {
    expect(itemError('refused')).toBe('refused');
  });

  it('finishes a run of nothing at once', () => {
    expect(withTotal(askedProgress(), 0).finished).toBe(true);
  });

  it('says what arrears a payslip paid and each month a revision reaches that pays none', () => {
    const progress = withFrame(askedProgress(), {
      stage: '1/1',
      count: '1/1',
      item: {
        ...item('E1', 1200),
        arrears: { months: ['2026-09', '2026-10'], amount: '988.00' },
        arrears_unpaid: [{ month: '2026-08', why: 'no_payslip' }],
      },
      error: null,
    });
    expect(progress.rows[0]?.notes).toEqual([
      { text: arrearsNotes.paid, params: { months: '2026-09, 2026-10', amount: '988.00' } },
      { text: arrearsNotes.no_payslip, params: { month: '2026-08' } },
    ]);
  });
});
