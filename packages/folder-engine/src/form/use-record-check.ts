import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FieldState, RuleScope } from './rules';
import { useValueChanges } from './use-form-value';
import type { RecordChecker } from './validate';

/** What the form shows of its record's checks. */
export interface ShownCheck {
  states: Map<string, FieldState>;
  /** Empty until problems are shown. */
  problems: Map<string, string>;
}

const noProblems = new Map<string, string>();

/**
 * The record's rule states and, once problems are shown, its problems. They are worked out on
 * every change of a value (a rule whose inputs did not change keeps its outcome), but the answer
 * is a new object only when an outcome changed, so the form re-renders only then and a keystroke
 * renders just the field typed in.
 */
export function useRecordCheck(
  methods: Pick<UseFormReturn, 'subscribe' | 'getValues'>,
  checker: RecordChecker,
  scope: Omit<RuleScope, 'row'>,
  showProblems: boolean,
): ShownCheck {
  const { subscribe, getValues } = methods;
  const { changes, listen } = useValueChanges(subscribe);
  const last = useRef<{ changes: number; compute: unknown; check: ShownCheck } | null>(null);
  // Until problems are shown, only the rules' states are needed, not every value's checks.
  const compute = useCallback(
    (values: Record<string, unknown>): ShownCheck =>
      showProblems
        ? checker.check(values, scope)
        : { states: checker.rules.evaluate({ ...scope, row: values }), problems: noProblems },
    [checker, scope, showProblems],
  );
  return useSyncExternalStore(listen, () => {
    const previous = last.current;
    if (previous?.changes === changes.current && previous.compute === compute) return previous.check;
    const next = compute(getValues());
    const check = previous && sameCheck(previous.check, next) ? previous.check : next;
    last.current = { changes: changes.current, compute, check };
    return check;
  });
}

// The rules answer the same states map while no outcome changes.
function sameCheck(a: ShownCheck, b: ShownCheck): boolean {
  if (a.states !== b.states || a.problems.size !== b.problems.size) return false;
  for (const [path, message] of a.problems) if (b.problems.get(path) !== message) return false;
  return true;
}
