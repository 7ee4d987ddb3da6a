import { type PayslipLine, roundAmount } from '@muster/payroll-rules';
import type { ReportLines } from '@muster/protocol';
import type { CellValue } from '../exports/cells.js';
import { documentLineName, type PayslipLanguage } from '../payroll/document/labels.js';

type Line = Record<string, unknown>;

/** A line's name in the report's language, as the payslip prints it; its code when it has none. */
const nameOf = (line: Line, language: PayslipLanguage) =>
  line.name === undefined || line.name === null
    ? String(line.code ?? '')
    : documentLineName(line as unknown as PayslipLine, language);
type Match = ReportLines['any'][number];

const matches = (line: Line, match: Match) =>
  Object.entries(match).every(([key, values]) => values.includes(String(line[key] ?? '')));

/**
 * The cell of a column reading itemised lines (a payslip's earnings and deductions): the
 * lines matching any of `any` and none of `except`, their values summed to the paisa, or
 * each line's name and value ("Professional tax 200; Canteen 150"). No matching line is
 * an empty cell when itemised and 0 when summed (the register's column is then nil, not
 * unknown); a value that is not lines (hidden from the user, not read) is empty.
 */
export function linesCell(value: unknown, lines: ReportLines, language: PayslipLanguage): CellValue {
  if (!Array.isArray(value)) return null;
  const taken = value.filter(
    (line): line is Line =>
      typeof line === 'object' &&
      line !== null &&
      lines.any.some((match) => matches(line as Line, match)) &&
      !lines.except.some((match) => matches(line as Line, match)),
  );
  const amount = (line: Line) => roundAmount(Number(line[lines.value] ?? 0), 'paise');
  if (lines.show === 'sum')
    return roundAmount(
      taken.reduce((total, line) => total + amount(line), 0),
      'paise',
    );
  const named = taken
    .filter((line) => amount(line) !== 0)
    .map((line) => `${nameOf(line, language)} ${amount(line)}`);
  return named.length ? named.join('; ') : null;
}
