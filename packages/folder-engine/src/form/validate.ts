import type { Reporter } from '@muster/expr';
import type { FieldDefinition, FieldTypeName } from '@muster/protocol';
import { z } from 'zod';
import type { FieldKind } from '../fields/kind';
import type { DateLimitsByField } from '../fields/timestamp/date-limits';
import { messages } from '../i18n/messages';
import { FieldRules, type FieldState, type RuleScope, type RuleSet, ruleSetOf } from './rules';

export type KindOf = (type: FieldTypeName) => FieldKind;

export const missingMessage = 'Mandatory field';
export const invalidMessage = 'Invalid Input';

export interface RecordCheck {
  states: Map<string, FieldState>;
  /** Field paths ('name', or 'detail.2.child') with their message. */
  problems: Map<string, string>;
  missing: string[];
  invalid: string[];
}

/**
 * The checks of one record's fields, compiled once: each field's zod piece, its mandatory
 * and valid rules, and for a detail the same for every child row with `parent` in scope,
 * each row keeping its own rule state (spec: per-row state is never shared between rows).
 */
export class RecordChecker {
  readonly rules: FieldRules;
  readonly #compiled: CompiledChecks;
  readonly #children = new Map<string, { compiled: CompiledChecks; rows: Map<string, RecordChecker> }>();

  readonly #report: Reporter | undefined;
  /** Each field's last zod outcome for a plain value, with that value. */
  readonly #parsed = new Map<string, { value: unknown; message: string | undefined }>();

  constructor(
    readonly fields: readonly FieldDefinition[],
    readonly folder: string,
    private readonly kind: KindOf,
    private readonly options: {
      /** The business's zone: the day a date field's value falls on (its limits are days of it). */
      timeZone: string;
      report?: Reporter;
      /** The caller's date limits of the record's own fields (not of detail rows). */
      dateLimits?: DateLimitsByField;
      /** A detail's rows share their fields' compiled checks; each keeps its own rule state. */
      compiled?: CompiledChecks;
    },
  ) {
    const { report, compiled, timeZone } = options;
    this.#report = report;
    this.#compiled = compiled ?? compileChecks(fields, folder, kind, timeZone, options.dateLimits);
    this.rules = new FieldRules(this.#compiled.rules, folder, report);
    for (const field of fields)
      if (field.type === 'detail' && field.fields)
        this.#children.set(field.name, {
          compiled: compileChecks(field.fields, folder, kind, timeZone),
          rows: new Map(),
        });
  }

  /** The checker of one detail row (by its client key), created on first sight of the row. */
  childChecker(detail: string, rowKey: string): RecordChecker {
    const child = this.#children.get(detail);
    if (!child) throw new Error(`${detail} is not a detail field of ${this.folder}`);
    let checker = child.rows.get(rowKey);
    if (!checker) {
      checker = new RecordChecker(child.compiled.fields, this.folder, this.kind, {
        timeZone: this.options.timeZone,
        ...(this.#report && { report: this.#report }),
        compiled: child.compiled,
      });
      child.rows.set(rowKey, checker);
    }
    return checker;
  }

  check(values: Record<string, unknown>, scope: Omit<RuleScope, 'row'>, prefix = ''): RecordCheck {
    const ruleScope = { ...scope, row: values };
    const states = this.rules.evaluate(ruleScope);
    const invalidByRule = this.rules.invalid(ruleScope);
    const problems = new Map<string, string>();
    for (const field of this.fields) {
      const state = states.get(field.name);
      const kind = this.kind(field.type);
      if (!state?.visible || kind.formless) continue;
      const value = values[field.name];
      const path = `${prefix}${field.name}`;
      if (kind.isEmpty(value)) {
        if (state.mandatory) problems.set(path, missingMessage);
        continue;
      }
      const refused = this.#pieceProblem(field, value);
      if (refused) problems.set(path, refused);
      else if (invalidByRule.has(field.name)) problems.set(path, invalidMessage);
      if (Array.isArray(value))
        this.#checkRows(field.name, value, { ...scope, parent: values }, path, problems);
    }
    const missing = [...problems].filter(([, message]) => message === missingMessage).map(([path]) => path);
    const invalid = [...problems].filter(([, message]) => message !== missingMessage).map(([path]) => path);
    return { states, problems, missing, invalid };
  }

  /**
   * The message of the field's zod piece for a present value, or none. A plain value's outcome is
   * kept, so a check after each keystroke (once problems show) parses only the value that changed;
   * an object or array may have changed in place (a detail's rows), so it is parsed each time.
   */
  #pieceProblem(field: FieldDefinition, value: unknown): string | undefined {
    const plain = value === null || typeof value !== 'object';
    const last = this.#parsed.get(field.name);
    if (plain && last && Object.is(last.value, value)) return last.message;
    const parsed = this.#compiled.piece(field).safeParse(value);
    const message = parsed.success ? undefined : engineMessage(parsed.error.issues[0]?.message);
    if (plain) this.#parsed.set(field.name, { value, message });
    return message;
  }

  #checkRows(
    detail: string,
    rows: Record<string, unknown>[],
    scope: Omit<RuleScope, 'row'>,
    path: string,
    problems: Map<string, string>,
  ): void {
    const child = this.#children.get(detail);
    if (!child) return;
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const key = rowKeyOf(row);
      seen.add(key);
      for (const [childPath, message] of this.childChecker(detail, key).check(row, scope, `${path}.${index}.`)
        .problems)
        problems.set(childPath, message);
    });
    for (const key of child.rows.keys()) if (!seen.has(key)) child.rows.delete(key);
  }

  /** The whole record as one zod schema, its expression rules in a superRefine. */
  schema(scope: () => Omit<RuleScope, 'row'>): z.ZodType<Record<string, unknown>> {
    return z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
      for (const [path, message] of this.check(values, scope()).problems)
        ctx.addIssue({
          code: 'custom',
          message,
          path: path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
        });
    });
  }
}

/** What every record of a set of fields shares: compiled rules and each field's zod piece. */
interface CompiledChecks {
  fields: readonly FieldDefinition[];
  rules: RuleSet;
  piece: (field: FieldDefinition) => z.ZodType;
}

function compileChecks(
  fields: readonly FieldDefinition[],
  folder: string,
  kind: KindOf,
  timeZone: string,
  dateLimits: DateLimitsByField = {},
): CompiledChecks {
  // Built at a field's first check (a save, or problems shown), not when the form opens.
  const pieces = new Map<string, z.ZodType>();
  return {
    fields,
    rules: ruleSetOf(fields),
    piece: (field) => {
      let piece = pieces.get(field.name);
      if (!piece) {
        const limits = dateLimits[field.name];
        piece = kind(field.type).schema(field, folder, { timeZone, ...(limits && { limits }) });
        pieces.set(field.name, piece);
      }
      return piece;
    },
  };
}

/** A type's own message where it has one (the password rule); zod's wording never reaches a user. */
const engineMessage = (message: string | undefined): string =>
  message !== undefined && Object.hasOwn(messages, message) ? message : invalidMessage;

/** The client key every detail row carries while in a form (see detail rows). */
export const rowKeyField = '__key';
export const rowKeyOf = (row: Record<string, unknown>): string => String(row[rowKeyField]);
