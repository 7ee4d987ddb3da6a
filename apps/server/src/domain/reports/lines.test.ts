import { reportLinesSchema } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { linesCell } from './lines.js';

const lines = [
  { code: 'BASIC', name: 'Basic', kind: 'earning', source: 'structure', rate: 12500, amount: 12096.77 },
  {
    code: 'ADJ_ADD',
    name: 'Arrears',
    kind: 'earning',
    source: 'adjustment',
    adjustment_kind: 'arrears_basic',
    amount: 500.1,
  },
  {
    code: 'HRA',
    name: 'House rent allowance',
    kind: 'earning',
    source: 'structure',
    rate: 5000,
    amount: 4838.71,
  },
  { code: 'OT', name: 'Overtime', kind: 'earning', source: 'structure', rate: 0, amount: 0 },
  { code: 'PT', name: 'Professional tax', kind: 'deduction', source: 'statutory', amount: 200 },
];
const select = (input: unknown) => reportLinesSchema.parse(input);

describe("a report column of a payslip's lines", () => {
  it('sums the lines matching any condition, to the paisa', () =>
    expect(
      linesCell(
        lines,
        select({ any: [{ code: ['BASIC'] }, { adjustment_kind: ['arrears_basic'] }], show: 'sum' }),
        'eng',
      ),
    ).toBe(12596.87));
  it("sums the lines' full-month rate where the column asks", () =>
    expect(
      linesCell(
        lines,
        select({
          any: [{ kind: ['earning'], source: ['structure'] }],
          except: [{ code: ['OT'] }],
          show: 'sum',
          value: 'rate',
        }),
        'eng',
      ),
    ).toBe(17500));
  it('itemises the rest by name, leaving out the excepted and the nil lines', () =>
    expect(
      linesCell(
        lines,
        select({
          any: [{ kind: ['earning'] }],
          except: [{ code: ['BASIC'] }, { adjustment_kind: ['arrears_basic'] }],
          show: 'itemised',
        }),
        'eng',
      ),
    ).toBe('House rent allowance 4838.71'));
  it("names each line in the report's language: a payhead as its structure names it, a statutory line by its code", () => {
    const named = [{ ...lines[2], name: { eng: 'House rent allowance', hin: 'मकान किराया भत्ता' } }, lines[4]];
    expect(linesCell(named, select({ any: [{ code: ['HRA', 'PT'] }], show: 'itemised' }), 'hin')).toBe(
      'मकान किराया भत्ता 4838.71; व्यवसाय कर 200',
    );
    expect(linesCell(named, select({ any: [{ code: ['HRA'] }], show: 'itemised' }), 'fr')).toBe(
      'House rent allowance 4838.71',
    );
  });
  it('is nil when summed and empty when itemised with no line, empty when the lines are not read', () => {
    expect(linesCell(lines, select({ any: [{ code: ['DA'] }], show: 'sum' }), 'eng')).toBe(0);
    expect(linesCell(lines, select({ any: [{ code: ['DA'] }], show: 'itemised' }), 'eng')).toBeNull();
    expect(linesCell(null, select({ any: [{ code: ['BASIC'] }], show: 'sum' }), 'eng')).toBeNull();
  });
});
