import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callsIn, mainCalls } from './zone-less-calls.mjs';

/**
 * Issue #28 item 2: a day, month or financial year is counted in the zone of the business the
 * data belongs to (packages/protocol/README.md, "The business's calendar"). The calendar's
 * functions default their zone to Asia/Kolkata, so a call that names none counts India's day
 * for a Dubai business without a word. Main code (every package and app but tests, test
 * helpers and the calendar's own definitions) holds none: the test fails on one, which `node
 * tests/dependency-rules/zone-less-calls.mjs --list` names.
 */
const repository = path.resolve(import.meta.dirname, '../..');

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

  // it reads every main module, which a busy machine's disk serves slower than vitest's 5 s default
  it('are none in main code', () => {
    const zoneLess = mainCalls(repository)
      .filter((call) => !call.zoneNamed)
      .map((call) => `${call.file}:${call.line} ${call.name}`);
    expect(zoneLess).toEqual([]);
  }, 60_000);
});
