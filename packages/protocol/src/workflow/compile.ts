import { type WorkflowIssue, workflowIssue } from './issues.js';
import { roleNamed, type WorkflowRole, workflowRoles } from './roles.js';

/** One allowed move: `action` takes a record from `from` to `to` for any of `roles`. */
export interface WorkflowTransition {
  from: string;
  to: string;
  action: string;
  roles: WorkflowRole[];
  /** The text's line it was written on. */
  line: number;
}

/** A workflow's text compiled: the status field, where records start, the states and the moves. */
export interface Workflow {
  field: string;
  /** The line naming the field, for a refusal about it. */
  fieldLine: number;
  initial: string;
  states: string[];
  transitions: WorkflowTransition[];
}

export type WorkflowCompilation = { ok: true; workflow: Workflow } | { ok: false; issues: WorkflowIssue[] };

const namePattern = /^[A-Za-z][A-Za-z0-9_]*$/;
const actionPattern = /^[a-z][a-z0-9_]*$/;
/** Actions the generic txns and the history read already answer (`txn_<folder>_<verb>`). */
const genericVerbs = new Set(['list', 'create', 'update', 'delete', 'export', 'history']);

const fieldLine = /^field\s+(\S+)$/;
const statesLine = /^states\s+(.+)$/;
const beginLine = /^begin\s*->\s*(\S+)$/;
const transitionLine = /^(.+?)\s*->\s*(\S+)\s*:\s*(\S+)\s+by\s+(.+)$/;

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

interface Written {
  line: number;
  value: string;
}

/**
 * Compiles a workflow's text (README.md beside this file): one statement a line, `#`
 * starts a comment. Every problem is reported with its line, not only the first.
 */
export function compileWorkflow(text: string): WorkflowCompilation {
  const issues: WorkflowIssue[] = [];
  let field: Written | undefined;
  let begin: Written | undefined;
  const states = new Map<string, number>();
  const written: { from: Written[]; to: Written; action: string; roles: WorkflowRole[]; line: number }[] = [];

  const name = (value: string, line: number): boolean => {
    if (namePattern.test(value)) return true;
    issues.push(workflowIssue('badName', line, { name: value }));
    return false;
  };
  const once = (kind: 'field' | 'begin', seen: Written | undefined, line: number, value: string) => {
    if (seen) {
      issues.push(workflowIssue('secondLine', line, { name: kind, other: String(seen.line) }));
      return seen;
    }
    name(value, line);
    return { line, value };
  };

  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = index + 1;
    const statement = raw.replace(/#.*$/, '').trim();
    if (!statement) continue;
    const asField = fieldLine.exec(statement);
    const asStates = statesLine.exec(statement);
    const asBegin = beginLine.exec(statement);
    const asTransition = transitionLine.exec(statement);
    if (asField?.[1]) field = once('field', field, line, asField[1]);
    else if (asBegin?.[1]) begin = once('begin', begin, line, asBegin[1]);
    else if (asStates?.[1])
      for (const state of list(asStates[1])) {
        if (!name(state, line)) continue;
        if (states.has(state)) issues.push(workflowIssue('stateTwice', line, { name: state }));
        else states.set(state, line);
      }
    else if (asTransition) {
      const [, from = '', to = '', action = '', roles = ''] = asTransition;
      const transition = transitionOf(line, from, to, action, roles, issues);
      if (transition) written.push(transition);
    } else issues.push(workflowIssue('unreadableLine', line));
  }

  if (!field) issues.push(workflowIssue('missingLine', 0, { name: 'field' }));
  if (!begin) issues.push(workflowIssue('missingLine', 0, { name: 'begin' }));
  if (!states.size) issues.push(workflowIssue('missingLine', 0, { name: 'states' }));
  const known = (state: Written) => {
    if (states.has(state.value)) return true;
    if (states.size) issues.push(workflowIssue('unknownState', state.line, { name: state.value }));
    return false;
  };
  if (begin) known(begin);

  const transitions: WorkflowTransition[] = [];
  /** `from|action|role` → the line that gave it. */
  const given = new Map<string, number>();
  for (const move of written) {
    const toKnown = known(move.to);
    for (const from of move.from) {
      if (!known(from) || !toKnown) continue;
      for (const role of move.roles) {
        const key = `${from.value}|${move.action}|${role}`;
        const other = given.get(key);
        if (other !== undefined)
          issues.push(
            workflowIssue('duplicateAction', move.line, {
              name: move.action,
              state: from.value,
              role,
              other: String(other),
            }),
          );
        else given.set(key, move.line);
      }
      transitions.push({
        from: from.value,
        to: move.to.value,
        action: move.action,
        roles: move.roles,
        line: move.line,
      });
    }
  }

  // a line refused above drops its moves: reachability is judged once every line reads
  if (begin && !issues.length) {
    const reached = reachable(begin.value, transitions);
    for (const [state, line] of states)
      if (!reached.has(state)) issues.push(workflowIssue('unreachable', line, { name: state }));
  }

  if (issues.length || !field || !begin)
    return { ok: false, issues: issues.sort((left, right) => left.line - right.line) };
  return {
    ok: true,
    workflow: {
      field: field.value,
      fieldLine: field.line,
      initial: begin.value,
      states: [...states.keys()],
      transitions,
    },
  };
}

function transitionOf(
  line: number,
  fromText: string,
  toText: string,
  action: string,
  rolesText: string,
  issues: WorkflowIssue[],
) {
  const before = issues.length;
  const states = (text: string) =>
    list(text).flatMap((value) => {
      if (namePattern.test(value)) return [{ line, value }];
      issues.push(workflowIssue('badName', line, { name: value }));
      return [];
    });
  const from = states(fromText);
  const [to] = states(toText);
  if (!actionPattern.test(action)) issues.push(workflowIssue('badAction', line, { name: action }));
  else if (genericVerbs.has(action)) issues.push(workflowIssue('genericAction', line, { name: action }));
  const roles: WorkflowRole[] = [];
  for (const written of list(rolesText)) {
    const role = roleNamed(written);
    if (!role)
      issues.push(workflowIssue('unknownRole', line, { name: written, roles: workflowRoles.join(', ') }));
    else if (!roles.includes(role)) roles.push(role);
  }
  if (!to || !from.length) return null;
  const same = from.find((state) => state.value === to.value);
  if (same) issues.push(workflowIssue('sameState', line, { name: same.value }));
  if (issues.length > before) return null;
  return { from, to, action, roles, line };
}

function reachable(initial: string, transitions: readonly WorkflowTransition[]): Set<string> {
  const reached = new Set([initial]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { from, to } of transitions)
      if (reached.has(from) && !reached.has(to)) {
        reached.add(to);
        grew = true;
      }
  }
  return reached;
}
