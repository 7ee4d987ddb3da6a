import type { MinimumWageRate } from '@muster/payroll-rules';
import { describe, expect, it } from 'vitest';
import { defaultPayslipTemplate } from '../../../platform/db/migration-data/payslip-template.js';
import { renderPayslip } from './index.js';
import { parseTemplate, renderTemplate, TemplateError } from './template.js';
import type { StoredPayslip } from './view.js';

/** West Bengal's zone A unskilled minimum from July 2026 (compliance README "Seeded figures"). */
const westBengal: MinimumWageRate = {
  id: 'R1',
  states_id: 'WB',
  zone: 'A',
  skill: 'unskilled',
  rate_basis: 'per_month',
  basic: 10_558,
  vda: 0,
  effective_from: '2026-07-01',
};

const payslip: StoredPayslip & { uconst: string } = {
  uconst: 'emp1-2026-10',
  // 1 October 2026 00:00 IST
  payroll_month: new Date('2026-09-30T18:30:00Z'),
  business: 'Demo & Sons <Pvt>',
  code: 'emp1',
  first_name: { eng: 'Sunita', hin: 'सुनीता', ben: 'সুনীতা' },
  middle_name: null,
  last_name: { eng: 'Das', hin: 'दास' },
  department: { eng: 'Administration', hin: 'प्रशासन' },
  uan: '100200300400',
  esic_no: null,
  email: 'sunita@example.test',
  time_zone: 'Asia/Kolkata',
  minimum_wage: {
    status: 'met',
    due_paise: 1_021_742,
    paid_paise: 1_250_000,
    arrears_paise: 0,
    short_paise: 0,
    rate: westBengal,
  },
  totals: {
    gross_pay: 20000,
    total_deductions: 1950,
    net_pay: 18050,
    days_in_month: 31,
    payable_days: 30.5,
    working_days: 26,
  },
  lines: [
    { code: 'BASIC', name: 'Basic <salary>', kind: 'earning', amount: 12000, source: 'structure' },
    {
      code: 'ADJ_ADD',
      name: 'Wage revision',
      kind: 'earning',
      amount: 500,
      source: 'adjustment',
      adjustment_kind: 'arrears_basic',
      arrears_month: '2026-08',
    },
    { code: 'EPF_EE', name: 'Provident fund', kind: 'deduction', amount: 1800, source: 'statutory' },
    { code: 'TDS', name: 'Income tax (TDS)', kind: 'deduction', amount: 2400, source: 'statutory' },
    {
      code: 'LOAN',
      name: 'Loan',
      kind: 'deduction',
      amount: 150,
      source: 'loan',
      balance_after: 450,
      carried_forward: 50,
    },
    {
      code: 'EPF_ER',
      name: 'EPF (employer)',
      kind: 'employer_contribution',
      amount: 551,
      source: 'statutory',
    },
  ],
};

describe('print templates', () => {
  it('escapes every value, repeats a section per item and shows a set value once', () => {
    const html = renderTemplate(
      '<p title="{{a}}">{{a}}</p>{{#items}}<i>{{name}}{{#note}}({{note}}){{/note}}</i>{{/items}}{{#none}}x{{/none}}',
      {
        a: `"<script>alert('x')</script>&`,
        items: [{ name: 'one', note: 'n' }, { name: '<two>' }],
        none: null,
      },
    );
    expect(html).toBe(
      '<p title="&quot;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&quot;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</p><i>one(n)</i><i>&lt;two&gt;</i>',
    );
  });

  it('looks a path up on the item first, then outwards; a missing path prints nothing', () => {
    expect(
      renderTemplate('{{#rows}}{{label.x}}{{v}}{{gone.deep}};{{/rows}}', {
        label: { x: 'L' },
        rows: [{ v: 1 }, { v: 2 }],
      }),
    ).toBe('L1;L2;');
  });

  it('refuses a section left open or closed twice, naming the tag', () => {
    expect(() => parseTemplate('{{#rows}}x')).toThrow(new TemplateError('{{#rows}} is not closed'));
    expect(() => parseTemplate('{{#a}}{{/b}}')).toThrow(new TemplateError('{{/b}} closes no open section'));
  });
});

describe('the payslip document', () => {
  it('prints in the language asked with the employee’s own names, translated statutory lines and escaped text', () => {
    const hindi = renderPayslip(defaultPayslipTemplate, payslip, 'hin');
    expect(hindi.title).toMatch(/^सुनीता दास /);
    expect(hindi.html).toContain('शुद्ध वेतन');
    expect(hindi.html).toContain('भविष्य निधि (ईपीएफ)');
    expect(hindi.html).toContain('Demo &amp; Sons &lt;Pvt&gt;');
    expect(hindi.html).toContain('Basic &lt;salary&gt;');
    expect(hindi.html).not.toContain('{{');
    // the department's name in the language asked (issue #27 item 10), and its month
    expect(hindi.html).toContain('प्रशासन');
    expect(hindi.html).toContain('अक्टूबर');
    const bengali = renderPayslip(defaultPayslipTemplate, payslip, 'ben');
    // no Bengali last name stored: the English one stands in
    expect(bengali.title).toMatch(/^সুনীতা Das /);
    expect(bengali.html).toContain('নিট বেতন');
    // no Bengali department name: its English one
    expect(bengali.html).toContain('Administration');
  });

  it('names a payhead as its salary structure names it in the language asked, else in English', () => {
    const named = {
      ...payslip,
      lines: [
        {
          code: 'HRA',
          name: { eng: 'House rent allowance', hin: 'मकान किराया भत्ता' },
          kind: 'earning' as const,
        },
        { code: 'SPL', name: { eng: 'Special allowance' }, kind: 'earning' as const },
      ].map((line) => ({ ...line, amount: 1000, source: 'structure' as const })),
    };
    const hindi = renderPayslip(defaultPayslipTemplate, named, 'hin').html;
    expect(hindi).toContain('मकान किराया भत्ता');
    expect(hindi).not.toContain('House rent allowance');
    expect(hindi).toContain('Special allowance');
    expect(renderPayslip(defaultPayslipTemplate, named, 'fr').html).toContain('House rent allowance');
  });

  it("names its month in its business's time zone (#28 item 2)", () => {
    // Dubai's November opens at 20:00 UTC on 31 October, when IST's already has (18:30)
    const dubai = { ...payslip, payroll_month: new Date('2026-10-31T20:00:00Z'), time_zone: 'Asia/Dubai' };
    expect(renderPayslip(defaultPayslipTemplate, dubai, 'eng').title).toMatch(/Nov 2026$/);
    // 19:00 UTC on 31 October is still October in Dubai, already November in IST
    const october = { ...dubai, payroll_month: new Date('2026-10-31T19:00:00Z') };
    expect(renderPayslip(defaultPayslipTemplate, october, 'eng').title).toMatch(/Oct 2026$/);
    expect(
      renderPayslip(defaultPayslipTemplate, { ...october, time_zone: 'Asia/Kolkata' }, 'eng').title,
    ).toMatch(/Nov 2026$/);
  });

  it('names the TDS line (Income-tax Act s. 192) in each language', () => {
    const named = (language: 'eng' | 'fr' | 'hin' | 'ben') =>
      renderPayslip(defaultPayslipTemplate, payslip, language).html;
    expect(named('eng')).toContain('Income tax (TDS)');
    expect(named('fr')).toContain('Impôt sur le revenu (retenue à la source)');
    expect(named('hin')).toContain('आयकर (स्रोत पर कटौती)');
    expect(named('ben')).toContain('আয়কর (উৎসে কর্তন)');
  });

  it('titles a payslip with the name and short month and year, and names its PDF by its reference', () => {
    const english = renderPayslip(defaultPayslipTemplate, payslip, 'eng');
    expect(english.title).toBe('Sunita Das Oct 2026');
    expect(english.fileName).toBe('emp1-2026-10.pdf');
    expect(english.html).toContain('18,050.00');
    expect(english.html).toContain('Loan (carried to next month 50.00) (balance 450.00)');
    expect(english.html).toContain('Wage revision (arrears of Aug 2026)');
    expect(renderPayslip(defaultPayslipTemplate, payslip, 'fr').html).toContain(
      'reporté au mois suivant 50,00',
    );
    expect(english.html).toContain('Employer contributions');
    expect(renderPayslip(defaultPayslipTemplate, payslip, 'fr').title).toBe('Sunita Das oct. 2026');
  });

  it('leaves the employer table out when there is no contribution', () => {
    const html = renderPayslip(
      defaultPayslipTemplate,
      { ...payslip, lines: payslip.lines?.slice(0, 2) ?? [] },
      'eng',
    ).html;
    expect(html).not.toContain('Employer contributions');
  });

  // compliance README "Minimum wages", "Arrears": the rate due beside the wages paid
  it('prints the minimum wage in force, the minimum due beside the wages paid, arrears paid later and what is still short', () => {
    const below = {
      ...payslip,
      minimum_wage: {
        status: 'below' as const,
        due_paise: 834_423,
        paid_paise: 569_000,
        arrears_paise: 200_000,
        short_paise: 65_423,
        rate: westBengal,
      },
    };
    const text = (language: 'eng' | 'hin') =>
      renderPayslip(defaultPayslipTemplate, below, language)
        .html.replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
    expect(text('eng')).toContain(
      'Minimum wage: ₹10,558.00 a month from 2026-07-01 Minimum due for 30.5 payable days 8,344.23 Wages paid (basic and DA) 5,690.00 Arrears of this month paid later 2,000.00 Still short of the minimum 654.23 Below the minimum wage',
    );
    expect(text('hin')).toContain('न्यूनतम मज़दूरी: ₹10,558.00 प्रति माह, 2026-07-01 से');
    expect(text('hin')).toContain('न्यूनतम मज़दूरी से कम');
    const cured = renderPayslip(
      defaultPayslipTemplate,
      {
        ...below,
        minimum_wage: { ...below.minimum_wage, status: 'cured', arrears_paise: 265_423, short_paise: 0 },
      },
      'eng',
    ).html;
    expect(cured).toContain('Shortfall paid in full as arrears');
    expect(cured).not.toContain('Still short of the minimum');
    expect(renderPayslip(defaultPayslipTemplate, payslip, 'eng').html).toContain(
      'At or above the minimum wage',
    );
    // nothing silent: a payslip that cannot be checked says why
    expect(
      renderPayslip(defaultPayslipTemplate, { ...payslip, minimum_wage: { status: 'unchecked' } }, 'fr').html,
    ).toContain('Salaire minimum non vérifié');
  });
});
