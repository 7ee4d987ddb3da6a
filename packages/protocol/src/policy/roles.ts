import type { BusinessEnv } from '../session.js';

/**
 * The roles a policy names: the flags the server derives at login (DESIGN §6) and
 * `everyone` (any signed-in employee). The words are the workflow language's (../workflow).
 */
export const policyRoles = ['admin', 'AO', 'RO', 'HR', 'DCO', 'everyone'] as const;
export type PolicyRole = (typeof policyRoles)[number];

/**
 * The kind of a user's business: `pe` is the principal employer (the first business of
 * partner group 'pe'), `partner` a contractor.
 */
export const businessKinds = ['pe', 'partner'] as const;
export type BusinessKind = (typeof businessKinds)[number];

export const isPrincipalUser = (env: BusinessEnv): boolean =>
  env.pe_partners_id !== null && env.partners_id === env.pe_partners_id;

/**
 * Whether a user may look at and act on several businesses (the business filter, spec 001
 * §1; `target_swhandle`): a principal employer's user holding a role beyond `everyone`. An
 * ordinary employee works in its own business only, as a contractor's user does (#27 item 4).
 */
export const mayPickBusinesses = (env: BusinessEnv): boolean =>
  isPrincipalUser(env) && [...rolesOf(env)].some((role) => role !== 'everyone');

export const businessKindOf = (env: BusinessEnv): BusinessKind => (isPrincipalUser(env) ? 'pe' : 'partner');

/** The roles `env` holds, `everyone` always among them. */
export function rolesOf(env: BusinessEnv): Set<PolicyRole> {
  const roles = new Set<PolicyRole>(['everyone']);
  if (env.isAdmin) roles.add('admin');
  if (env.isAO) roles.add('AO');
  if (env.isRO) roles.add('RO');
  if (env.isHR) roles.add('HR');
  if (env.isDCO) roles.add('DCO');
  return roles;
}

/**
 * Who may run a txn: `admin`, or `pe admin` (the principal employer's admin only), or
 * `partner HR` (a contractor's HR only). An empty list: nobody.
 */
export interface Grantee {
  role: PolicyRole;
  business: BusinessKind | null;
}

export function parseGrantee(text: string): Grantee | null {
  const words = text.trim().split(/\s+/);
  const [first, second] = words;
  if (words.length === 1 && isRole(first)) return { role: first, business: null };
  if (words.length === 2 && isBusinessKind(first) && isRole(second)) return { role: second, business: first };
  return null;
}

const isRole = (word: string | undefined): word is PolicyRole =>
  (policyRoles as readonly string[]).includes(word ?? '');
const isBusinessKind = (word: string | undefined): word is BusinessKind =>
  (businessKinds as readonly string[]).includes(word ?? '');

/** Whether one of `grantees` covers `env`. */
export function granted(grantees: readonly string[], env: BusinessEnv): boolean {
  const roles = rolesOf(env);
  const kind = businessKindOf(env);
  return grantees.some((text) => {
    const grantee = parseGrantee(text);
    return grantee !== null && roles.has(grantee.role) && (grantee.business ?? kind) === kind;
  });
}

/** Whether `target` (a frame's `target_swhandle`) names a business other than the user's own. */
export const picksOtherBusiness = (env: BusinessEnv, target: string | undefined): boolean =>
  target !== undefined && target.toLowerCase() !== env.swhandle.toLowerCase();

/**
 * Whether a txn that writes or acts (any op but R) may run on the business `target` picks:
 * always on the user's own; on another only for a user who may pick businesses (a principal
 * employer's user with a role) and a txn its folder's `picked` names (attendance and invoice
 * approvals: catalogue README). A contractor's user or an ordinary employee never acts on
 * another business.
 */
export function mayActOnPicked(
  picked: readonly string[],
  txnName: string,
  env: BusinessEnv,
  target: string | undefined,
): boolean {
  if (!picksOtherBusiness(env, target)) return true;
  return mayPickBusinesses(env) && picked.includes(txnName);
}
