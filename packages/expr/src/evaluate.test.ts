import { afterEach, describe, expect, it, vi } from 'vitest';
import { compile } from './compile.js';
import { ExprError } from './errors.js';
import {
  EVALUATION_ERROR_MESSAGE,
  type EvaluationReport,
  evaluate,
  evaluateRule,
  evaluateValue,
  setErrorReporter,
} from './evaluate.js';

// The package compiles without DOM or Node types; the global console is the one the package warns on.
const { console } = globalThis as unknown as { console: { warn(...data: unknown[]): void } };

const scope = { row: { days: 3, leave_type: 'SL' }, env: { isAO: true } };

function collector() {
  const reports: EvaluationReport[] = [];
  return { reports, report: (report: EvaluationReport) => reports.push(report) };
}

afterEach(() => {
  setErrorReporter(undefined);
  vi.restoreAllMocks();
});

describe('evaluate', () => {
  it('takes a source or a compiled expression', () => {
    expect(evaluate('row.days + 1', scope)).toBe(4);
    expect(evaluate(compile('row.days + 1'), scope)).toBe(4);
  });

  it('throws ExprError on a refused expression or a failed evaluation', () => {
    expect(() => evaluate('row.days +', scope)).toThrow(ExprError);
    expect(() => evaluate('row.missing.x', scope)).toThrow(ExprError);
  });
});

describe('evaluateRule', () => {
  it('gives the truthiness of the value', () => {
    const context = { folder: 'leaves', field: 'days' };
    expect(evaluateRule("row.leave_type == 'SL' && row.days > 2", scope, context)).toBe(true);
    expect(evaluateRule('row.days', scope, context)).toBe(true);
    expect(evaluateRule("row.leave_type == 'CL'", scope, context)).toBe(false);
    expect(evaluateRule('row.missing', scope, context)).toBe(false);
  });

  it("counts a failed evaluation as false and reports 'error in expr evaluation' with folder, field and expression", () => {
    const { reports, report } = collector();
    expect(evaluateRule('row.missing.x', scope, { folder: 'leaves', field: 'notes', report })).toBe(false);
    expect(EVALUATION_ERROR_MESSAGE).toBe('error in expr evaluation');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      message: 'error in expr evaluation',
      folder: 'leaves',
      field: 'notes',
      expression: 'row.missing.x',
    });
    expect(reports[0]?.error).toBeInstanceOf(ExprError);
    expect(reports[0]?.error.message).toBe("Cannot read 'x' of undefined");
  });

  it('counts a refused expression as false too, and reports it', () => {
    const { reports, report } = collector();
    expect(evaluateRule('row.constructor', scope, { folder: 'leaves', field: 'days', report })).toBe(false);
    expect(reports[0]?.error.position).toBe(4);
  });

  it('takes another fallback when asked (a readonly rule that fails closed)', () => {
    const { report } = collector();
    expect(evaluateRule('row.missing.x', scope, { folder: 'leaves', field: 'days', report }, true)).toBe(
      true,
    );
  });

  it('reports the source of a compiled expression', () => {
    const { reports, report } = collector();
    evaluateRule(compile('row.missing.y'), scope, { folder: 'leaves', report });
    expect(reports[0]).toMatchObject({ expression: 'row.missing.y', field: undefined });
  });

  it('evaluates payroll formulas over declared names', () => {
    const options = { names: ['gross'] };
    expect(evaluateRule('gross <= 21000', { gross: 20000 }, { folder: 'payslips', options })).toBe(true);
  });
});

describe('evaluateValue', () => {
  it('gives the value, or the fallback (undefined unless given) with a report', () => {
    const { reports, report } = collector();
    const context = { folder: 'leaves', field: 'leave_status', report };
    expect(evaluateValue("'created'", scope, context)).toBe('created');
    expect(evaluateValue('row.missing.x', scope, context)).toBeUndefined();
    expect(evaluateValue('row.missing.x', scope, context, 0)).toBe(0);
    expect(reports).toHaveLength(2);
  });
});

describe('the default reporter', () => {
  it('is console.warn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    evaluateRule('row.missing.x', scope, { folder: 'leaves', field: 'days' });
    expect(warn).toHaveBeenCalledWith('error in expr evaluation', {
      folder: 'leaves',
      field: 'days',
      expression: 'row.missing.x',
      reason: "Cannot read 'x' of undefined",
    });
  });

  it('can be replaced, and restored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { reports, report } = collector();
    setErrorReporter(report);
    evaluateRule('row.missing.x', scope, { folder: 'leaves', field: 'days' });
    expect(reports).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
    setErrorReporter(undefined);
    evaluateRule('row.missing.x', scope, { folder: 'leaves', field: 'days' });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
