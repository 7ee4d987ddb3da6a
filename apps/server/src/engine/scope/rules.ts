import {
  type BusinessEnv,
  type EmployeeAnchor,
  employeeAnchor,
  type FolderDefinition,
  granted,
  isPrincipalUser,
  mayPickBusinesses,
  type RowRule,
  rolesOf,
  type SubsectionAnchor,
  subsectionAnchor,
} from '@muster/protocol';
import { folderPolicy } from './policy.js';

/** Which business's rows a partner-scoped list shows. */
export type PartnerChoice =
  | { kind: 'own' }
  /** A provider user's pick, resolved by handle inside the query. */
  | { kind: 'handle'; swhandle: string };

/** Rows tied to employees: those whose employee is one of `employees`. */
export interface EmployeeLimit {
  kind: 'employees';
  anchor: EmployeeAnchor;
  employees: string[];
}
/** Rows of the subsections `subsections` (through the row's employee or its own reference), and the user's own. */
export interface SubsectionLimit {
  kind: 'subsections';
  anchor: SubsectionAnchor;
  subsections: string[];
  /** The user itself: its own rows are in its subsection even when it has none. */
  employee: string;
  employeeAnchor: EmployeeAnchor | null;
}
export type RowLimit = EmployeeLimit | SubsectionLimit;

/**
 * The rows of one folder a user may see (DESIGN §6, spec 000 §6, the read/write policy), as
 * data; `scopeSql` turns it into the query's condition. `nothing` answers an out-of-scope
 * request.
 */
export interface RowScope {
  nothing: boolean;
  partner: PartnerChoice | null;
  /** Only rows meeting one of these; null when every row of the business. */
  limits: RowLimit[] | null;
  /** The partners list leaves out the user's own business. */
  excludeIds: string[];
  /** The businesses a contractor's user may pick: its own only. */
  onlyIds: string[] | null;
  /** Persons: those the chosen business employs, and those no employee refers to yet. */
  employedBy: PartnerChoice | null;
}

/** The employees a reporting officer answers for: itself and everyone under it. */
export function reportingSubtree(env: BusinessEnv): string[] {
  const ids = new Set([env.employees_id]);
  for (const path of env.child_reporting_path) {
    const last = path.split('.').pop();
    if (last) ids.add(last);
  }
  return [...ids];
}

const everything = (): RowScope => ({
  nothing: false,
  partner: null,
  limits: null,
  excludeIds: [],
  onlyIds: null,
  employedBy: null,
});

/** The row rules `env`'s roles have in the folder's policy; none when it may not list it. */
export function rowRulesOf(definition: FolderDefinition, env: BusinessEnv): Set<RowRule> {
  const { rows } = folderPolicy(definition);
  const rules = new Set<RowRule>();
  for (const role of rolesOf(env)) {
    const rule = rows[role];
    if (rule) rules.add(rule);
  }
  return rules;
}

/** Whether the policy lets `env` list the folder at all. */
export const mayList = (definition: FolderDefinition, env: BusinessEnv): boolean =>
  rowRulesOf(definition, env).size > 0;

/**
 * Whether the policy lets `env` run a txn of the folder: a read when it may list the
 * folder, any other txn when one of its grantees covers `env` (a txn the policy does not
 * name yet is left to its catalogue permission; the policy test refuses such a gap).
 */
export function policyPermits(
  definition: FolderDefinition,
  txn: { name: string; op: string },
  env: BusinessEnv,
): boolean {
  if (txn.op === 'R') return mayList(definition, env);
  const grantees = folderPolicy(definition).txns[txn.name];
  return grantees === undefined || granted(grantees, env);
}

/** A limit for one row rule below the business; null for a rule that sees the whole business. */
function limitOf(rule: RowRule, definition: FolderDefinition, env: BusinessEnv): RowLimit | null {
  const anchor = employeeAnchor(definition);
  switch (rule) {
    case 'business':
    case 'own business':
      return null;
    case 'own':
      return anchor && { kind: 'employees', anchor, employees: [env.employees_id] };
    case 'subtree':
      return anchor && { kind: 'employees', anchor, employees: reportingSubtree(env) };
    case 'subsection': {
      const subsections = subsectionAnchor(definition);
      return (
        subsections && {
          kind: 'subsections',
          anchor: subsections,
          subsections: env.subsections,
          employee: env.employees_id,
          employeeAnchor: anchor,
        }
      );
    }
  }
}

/**
 * The scope of a list of `definition` for `env`, with the business the request targets
 * (`target_swhandle`): the roles' row rules of the folder's policy added up. A provider
 * user with a role may pick any business; its `own business` rule shows its own business whatever the
 * pick when it is its only rule, and gives way to its other rules otherwise. A
 * contractor's user's or an ordinary employee's pick of another business sees nothing, as does a folder the user may
 * not list.
 */
export function listScope(
  definition: FolderDefinition,
  env: BusinessEnv,
  targetSwhandle: string | undefined,
): RowScope {
  const scope = everything();
  const rules = rowRulesOf(definition, env);
  if (!rules.size) return { ...scope, nothing: true };
  if (definition.name === 'partners') {
    if (!isPrincipalUser(env)) return { ...scope, nothing: true };
    return { ...scope, excludeIds: [env.partners_id] };
  }
  const foreign = targetSwhandle !== undefined && targetSwhandle.toLowerCase() !== env.swhandle.toLowerCase();
  if (foreign && !mayPickBusinesses(env)) return { ...scope, nothing: true };
  // 'own business' does not reach a pick: it stays home when it is the only rule, else gives way
  const onlyHome = rules.size === 1 && rules.has('own business');
  if (foreign && !onlyHome) rules.delete('own business');
  const choice: PartnerChoice =
    foreign && !onlyHome ? { kind: 'handle', swhandle: targetSwhandle } : { kind: 'own' };
  // persons carry no partner of their own: a business sees the people it employs
  if (definition.partnerScoped) scope.partner = choice;
  else if (definition.name === 'persons') scope.employedBy = choice;
  const limits: RowLimit[] = [];
  for (const rule of rules) {
    const limit = limitOf(rule, definition, env);
    if (!limit) return scope;
    limits.push(limit);
  }
  return { ...scope, limits };
}

/**
 * The businesses a user may pick (txn_businesses_list): a provider user with a role any,
 * others (a contractor's user, an ordinary employee) their own.
 */
export function businessesScope(env: BusinessEnv): RowScope {
  return mayPickBusinesses(env) ? everything() : { ...everything(), onlyIds: [env.partners_id] };
}
