import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callsIn, mainCalls } from './zone-less-calls.mjs';

/**
 * Issue #28 item 2: a day, month or financial year is counted in the zone of the business the
 * data belongs to (packages/protocol/README.md, "The business's calendar"). The calendar's
 * functions default their zone to Asia/Kolkata, so a call that names none counts India's day
 * for a Dubai business without a word. The server's domain, txn handlers and demo seed may not
 * add one: each file below keeps at most the calls it has, for the reason given; a file not
 * listed keeps none. `node
 * tests/dependency-rules/zone-less-calls.mjs --list` prints every such call in main code.
 */
const repository = path.resolve(import.meta.dirname, '../..');
const server = 'apps/server/src/';
/** The server's business code: its domain, its txn handlers and the demo seed. */
const checked = ['domain', 'txn', 'app/seed'];

const notMoved = 'not moved to the business zone yet (issue #28 item 2, left)';
const allowed: Record<string, { calls: number; why: string }> = {
  'domain/audit/export.ts': { calls: 2, why: `the audit export's month bounds: ${notMoved}` },
  'domain/month-close/run.ts': { calls: 1, why: `the month a close names: ${notMoved}` },
  'domain/month-close/load/step-counts.ts': { calls: 2, why: `the steps' today: ${notMoved}` },
  'domain/reports/days.ts': { calls: 1, why: `report days: ${notMoved}` },
  'domain/invoices/gst-files/filed-invoice.ts': { calls: 1, why: `a filed invoice's date: ${notMoved}` },
  'domain/invoices/gst-files/gstr1.ts': { calls: 1, why: `a GSTR-1 note's day: ${notMoved}` },
  'domain/invoices/notes/issue-note.ts': { calls: 1, why: `a note's financial year: ${notMoved}` },
  'domain/payroll/form-16/load.ts': { calls: 3, why: `Form 16's year: ${notMoved}` },
  'domain/payroll/load/arrears.ts': { calls: 5, why: `arrears' months: ${notMoved}` },
  'domain/payroll/load/income-tax.ts': { calls: 1, why: `the tax year's first month: ${notMoved}` },
  'domain/payroll/tds-return/load-annual.ts': { calls: 3, why: `Form 24Q's annual months: ${notMoved}` },
  'domain/payroll/tds-return/load.ts': { calls: 2, why: `Form 24Q's quarter months: ${notMoved}` },
  'txn/handlers/txn_payslips_form_24q.ts': { calls: 1, why: `Form 24Q's today: ${notMoved}` },
};

describe('calls of the business calendar that name no zone', () => {
  it('are found where a zone parameter is left out, and not in comments, strings or definitions', () => {
    const planted = [
      'const day = istDayKey(now.getTime());',
      'const named = istDayKey(now.getTime(), zone);',
      'const start = businessMonthStart(2026, 11);',
      'const month = payrollMonth(year, month, row.time_zone);',
      'const key = businessDayKey(instant(a, b));',
      '// istDayKey(now) in a comment is no call',
      "const text = 'businessDayKey(now)';",
      'export function businessDayKey(instantMs: number, timeZone = defaultZone) {}',
      // a template's expression is code, and its brackets count
      `const late = istDayStart(\`\${month}-01\`, timeZone);`,
    ].join('\n');
    expect(callsIn('planted.ts', planted).map((call) => [call.line, call.name, call.zoneNamed])).toEqual([
      [1, 'istDayKey', false],
      [2, 'istDayKey', true],
      [3, 'businessMonthStart', false],
      [4, 'payrollMonth', true],
      [5, 'businessDayKey', false],
      [9, 'istDayStart', true],
    ]);
  });

  it("are no more in the server's business code than the allow-list keeps, each for its reason", () => {
    const perFile = new Map<string, number>();
    for (const call of mainCalls(
      repository,
      checked.map((folder) => server + folder),
    ))
      if (!call.zoneNamed) {
        const file = call.file.slice(server.length);
        perFile.set(file, (perFile.get(file) ?? 0) + 1);
      }
    const over = [...perFile]
      .filter(([file, calls]) => calls > (allowed[file]?.calls ?? 0))
      .map(([file, calls]) => `${file}: ${calls} (allowed ${allowed[file]?.calls ?? 0})`);
    expect(over).toEqual([]);
  });
});
