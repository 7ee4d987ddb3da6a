import { payrollMonth } from '@muster/payroll-rules';
import { describe, expect, it } from 'vitest';
import {
  type Challan,
  type ChallanCheck,
  challanFindings,
  complianceRulesOf,
  type DayHeadcount,
  epfWithoutUan,
  expectedEpfPaise,
  expectedEsiPaise,
  type Licence,
  levelOf,
  licenceFindings,
} from './index.js';

// The worked cases of README "Worked cases", each threshold with its neighbours.
const october = payrollMonth(2026, 10);
const licence = (overrides: Partial<Licence> = {}): Licence => ({
  id: 'L1',
  licence_no: 'CLRA/1',
  valid_from: '2024-11-01',
  valid_to: '2027-12-31',
  max_workers: 20,
  ...overrides,
});
const days = (from: number, to: number, workers: number): DayHeadcount[] =>
  Array.from({ length: to - from + 1 }, (_, at) => ({
    day: `2026-10-${String(from + at).padStart(2, '0')}`,
    workers,
  }));
const kinds = (findings: { kind: string; level: string }[]) => findings.map((f) => `${f.kind}:${f.level}`);

describe('licence and headcount', () => {
  it('passes a month covered by a licence, at its maximum', () => {
    expect(licenceFindings([licence()], days(1, 31, 20), october, 30)).toEqual([]);
  });
  it('is red one worker over the maximum, on the day most over, counting the days over', () => {
    const findings = licenceFindings([licence()], [...days(1, 10, 21), ...days(11, 11, 23)], october, 30);
    expect(findings).toEqual([
      {
        kind: 'headcount_over',
        level: 'red',
        params: { workers: 23, day: '2026-10-11', max: 20, licence: 'CLRA/1', days: 11 },
        evidence: { folder: 'contractor_licences', id: 'L1' },
      },
    ]);
  });
  it('is red when the licence expired the day before a deployed day, and not on its last day', () => {
    const expired = licence({ valid_to: '2026-10-14' });
    expect(licenceFindings([expired], days(1, 14, 5), october, 30).map((f) => f.kind)).toEqual([
      'licence_expiring',
    ]);
    const findings = licenceFindings([expired], days(1, 15, 5), october, 30);
    expect(findings[0]).toEqual({
      kind: 'licence_expired',
      level: 'red',
      params: { licence: 'CLRA/1', expired: '2026-10-14', day: '2026-10-15', workers: 5 },
      evidence: { folder: 'contractor_licences', id: 'L1' },
    });
  });
  it('is red with no licence at all, and needs none when nobody is deployed', () => {
    expect(kinds(licenceFindings([], days(3, 4, 2), october, 30))).toEqual(['licence_missing:red']);
    expect(licenceFindings([], [], october, 30)).toEqual([]);
    expect(licenceFindings([], days(1, 31, 0), october, 30)).toEqual([]);
  });
  it('is amber when the renewal notice falls in the month (r. 29(2): 30 days), not the day after', () => {
    // expires 30 November: renew by 31 October, the month's last day → amber
    expect(
      kinds(licenceFindings([licence({ valid_to: '2026-11-30' })], days(1, 31, 5), october, 30)),
    ).toEqual(['licence_expiring:amber']);
    // expires 1 December: renew by 1 November → nothing yet
    expect(licenceFindings([licence({ valid_to: '2026-12-01' })], days(1, 31, 5), october, 30)).toEqual([]);
    // renewed: a later licence recorded → nothing
    expect(
      licenceFindings(
        [
          licence({ valid_to: '2026-11-30' }),
          licence({ id: 'L2', valid_from: '2026-12-01', valid_to: '2028-11-30' }),
        ],
        days(1, 31, 5),
        october,
        30,
      ),
    ).toEqual([]);
  });
  it('judges a day by the licence issued last among those covering it', () => {
    const renewal = licence({ id: 'L2', licence_no: 'CLRA/2', valid_from: '2026-10-16', max_workers: 30 });
    const findings = licenceFindings(
      [licence({ valid_to: '2026-10-31' }), renewal],
      days(16, 31, 25),
      october,
      30,
    );
    expect(findings).toEqual([]);
  });
});

describe('challans', () => {
  const challan = (overrides: Partial<Challan> = {}): Challan => ({
    id: 'C1',
    reference: '1234567890123',
    paid_on: '2026-11-15',
    amount_paise: 1_000_000,
    has_receipt: true,
    ...overrides,
  });
  const check = (challans: Challan[], overrides: Partial<ChallanCheck> = {}): ChallanCheck => ({
    scheme: 'EPF',
    month: '2026-10',
    challans,
    expected_paise: 1_000_000,
    due: '2026-11-15',
    today: '2026-11-27',
    ...overrides,
  });
  it('passes the exact amount paid on the due day', () => {
    expect(challanFindings(check([challan()]))).toEqual([]);
  });
  it('is red short by ₹1, naming both amounts', () => {
    expect(challanFindings(check([challan({ amount_paise: 999_900 })]))).toEqual([
      {
        kind: 'challan_short',
        level: 'red',
        params: { scheme: 'EPF', paid: '9,999.00', expected: '10,000.00', difference: '1.00' },
        evidence: { folder: 'epf_challans', id: 'C1' },
      },
    ]);
  });
  it('is amber ₹1 over, and sums the month’s challans', () => {
    expect(kinds(challanFindings(check([challan({ amount_paise: 1_000_100 })])))).toEqual([
      'challan_excess:amber',
    ]);
    expect(
      challanFindings(
        check([challan({ amount_paise: 400_000 }), challan({ id: 'C2', amount_paise: 600_000 })]),
      ),
    ).toEqual([]);
  });
  it('is amber a day late, naming the due day', () => {
    expect(challanFindings(check([challan({ paid_on: '2026-11-16' })]))).toEqual([
      {
        kind: 'challan_late',
        level: 'amber',
        params: { scheme: 'EPF', reference: '1234567890123', paid_on: '2026-11-16', due: '2026-11-15' },
        evidence: { folder: 'epf_challans', id: 'C1' },
      },
    ]);
  });
  it('is amber without its receipt', () => {
    expect(kinds(challanFindings(check([challan({ has_receipt: false })])))).toEqual([
      'challan_receipt_missing:amber',
    ]);
  });
  it('is red unrecorded after the due day, nothing on the due day or with nothing due', () => {
    expect(challanFindings(check([], { today: '2026-11-16', scheme: 'ESI' }))).toEqual([
      {
        kind: 'challan_missing',
        level: 'red',
        params: { scheme: 'ESI', month: '2026-10', expected: '10,000.00', due: '2026-11-15' },
        evidence: { folder: 'esi_challans', id: null },
      },
    ]);
    expect(challanFindings(check([], { today: '2026-11-15' }))).toEqual([]);
    expect(challanFindings(check([], { expected_paise: 0 }))).toEqual([]);
  });
});

describe('what the challans must pay', () => {
  const line = (code: string, amount: number) => ({
    code,
    name: code,
    kind: 'deduction' as const,
    amount,
    source: 'statutory' as const,
  });
  const payslip = (code: string, lines: ReturnType<typeof line>[], uan: string | null = '100123456789') => ({
    code,
    name: code,
    uan,
    esic_no: null,
    leaving_date: null,
    esi_reason_code: null,
    totals: { epf_wages: 15000 },
    lines,
  });
  const rules = {
    employeeRate: 0.12,
    employerRate: 0.0367,
    epsRate: 0.0833,
    wageCeiling: 15000,
    edliRate: 0.005,
    adminRate: 0.005,
    adminMinimum: 500,
    epsAgeLimit: 58,
  };
  const shares = [
    line('EPF_EE', 1800),
    line('EPF_ER', 550),
    line('EPS_ER', 1250),
    line('EDLI_ER', 75),
    line('EPF_ADMIN', 75),
  ];
  it("EPF: the ECR challan's total — shares, EPS and EDLI of the members, admin once on their wages, at least ₹500", () => {
    // one member at ₹15,000: 1,800 + 550 + 1,250 + 75 = 3,675; admin 75 → the minimum 500
    expect(expectedEpfPaise([payslip('E1', shares)], rules)).toBe((3675 + 500) * 100);
    // a payslip without an employee's EPF, or without a UAN, is no ECR member
    expect(expectedEpfPaise([payslip('E2', [line('EPF_ER', 550)])], rules)).toBe(0);
    expect(expectedEpfPaise([payslip('E3', shares, null)], rules)).toBe(0);
    // and is named, never dropped silently
    expect(epfWithoutUan([payslip('E3', shares, null), payslip('E4', shares)])).toEqual([
      {
        kind: 'epf_without_uan',
        level: 'amber',
        params: { count: 1, codes: 'E3' },
        evidence: { folder: 'payslips', id: null },
      },
    ]);
    expect(epfWithoutUan([payslip('E4', shares)])).toEqual([]);
    // ten members: admin 0.5% of ₹1,50,000 = 750, above the minimum
    const ten = Array.from({ length: 10 }, (_, at) => payslip(`E${at}`, shares));
    expect(expectedEpfPaise(ten, rules)).toBe((36750 + 750) * 100);
    // arrears of a revision paid with the month: the arrear challan too (payroll README "The
    // arrear challan"): arrear EPF wages 600 — EE 72, ER 22, EPS 50, EDLI 3 — and no admin
    // (15,600 × 0.5% = 78, still under the ₹500 the month's challan pays)
    const arrears = {
      month: '2025-09',
      earnings: [],
      epf_wages: 600,
      eps_wages: 600,
      edli_wages: 600,
      epf_employee: 72,
      eps: 50,
      epf_employer: 22,
      edli: 3,
      esi_wages: 0,
      esi_employee: 0,
      esi_employer: 0,
    };
    const paid = { ...payslip('E1', shares), totals: { epf_wages: 15000, arrears: [arrears] } };
    expect(expectedEpfPaise([paid], rules)).toBe((3675 + 500 + 72 + 22 + 50 + 3) * 100);
  });
  it('ESI: the employees’ and the employer’s contributions', () => {
    const slip = payslip('E1', [line('ESI_EE', 99), line('ESI_ER', 425), line('PT', 110)]);
    expect(expectedEsiPaise([slip, slip])).toBe(1048 * 100);
  });
});

describe('dated figures and the colour', () => {
  it('reads the row in force on the month’s first day, and refuses a month none covers', () => {
    const rows = [
      { code: 'epf_challan_due_days', effective_from: '2024-11-01', value: 15 },
      { code: 'epf_challan_due_days', effective_from: '2026-11-01', value: 10 },
      { code: 'esi_challan_due_days', effective_from: '2024-11-01', value: 15 },
      { code: 'licence_renewal_notice_days', effective_from: '2024-11-01', value: 30 },
      { code: 'wages_due_days_small', effective_from: '2024-11-01', value: 7 },
      { code: 'wages_due_days_large', effective_from: '2024-11-01', value: 10 },
      { code: 'wages_large_headcount', effective_from: '2024-11-01', value: 1000 },
    ];
    expect(complianceRulesOf(rows, october).epf_challan_due_days).toBe(15);
    expect(complianceRulesOf(rows, payrollMonth(2026, 11)).epf_challan_due_days).toBe(10);
    expect(() => complianceRulesOf(rows, payrollMonth(2024, 10))).toThrow(
      'No compliance rule in force: epf_challan_due_days (2024-10)',
    );
  });
  it('is red with any red finding, amber with only amber ones, green with none', () => {
    const finding = (level: 'red' | 'amber') =>
      ({ kind: 'challan_late', level, params: {}, evidence: { folder: 'epf_challans', id: null } }) as const;
    expect(levelOf([])).toBe('green');
    expect(levelOf([finding('amber')])).toBe('amber');
    expect(levelOf([finding('amber'), finding('red')])).toBe('red');
  });
});
