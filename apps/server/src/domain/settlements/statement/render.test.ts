import { describe, expect, it } from 'vitest';
import { renderStatement, type StatementRow } from './render.js';

const row: StatementRow = {
  uconst: 'FNF-E001-2026-11-16',
  business: 'Demo',
  employee: 'Asha Rao',
  code: 'E001',
  joiningDay: '2020-04-01',
  leavingDay: '2026-11-16',
  leavingReason: null,
  dueDay: '2026-11-19',
  status: 'hr_approved',
  paidDay: null,
  lines: [
    {
      code: 'gratuity',
      kind: 'earning',
      amount: 105000,
      notes: [{ code: 'gratuity_years', years: 7, completedYears: 6, partYearDays: 230 }],
    },
    {
      code: 'notice_recovery',
      kind: 'deduction',
      amount: 0,
      notes: [{ code: 'notice_shortfall', days: 20, givenBy: 'employee' }],
    },
  ],
  totalEarnings: 105000,
  totalDeductions: 0,
  netPay: 105000,
  statedBalance: 0,
};

describe("a settlement's statement, its texts from the documents' catalogue", () => {
  it('prints in Hindi: headings, lines, notes with their values, the status and the due day passed', () => {
    const html = renderStatement(row, 'hin', '2026-11-20');
    for (const text of [
      'पूर्ण एवं अंतिम निपटान',
      'उपदान (ग्रेच्युटी)',
      '7 वर्ष गिने गए (6 वर्ष और 230 दिन की सेवा)',
      'कर्मचारी द्वारा 20 दिन का नोटिस पूरा नहीं किया गया',
      'एचआर द्वारा स्वीकृत',
      '19/11/2026 · अंतिम तिथि बीत गई',
      'स्थिति',
    ])
      expect(html).toContain(text);
  });

  it('prints in English with the keys as written', () => {
    const html = renderStatement(row, 'eng', '2026-11-18');
    expect(html).toContain('7 years counted (6 years and 230 days of service)');
    expect(html).toContain('Gratuity');
    expect(html).not.toContain('Past the due day');
  });
});
