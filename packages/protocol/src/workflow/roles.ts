import type { BusinessEnv } from '../session.js';

/**
 * The roles a workflow line may name: the flags the server derives at login (DESIGN §6),
 * the record's own employee (`self`), and the two kinds of business (spec 000 §4 "Invoice
 * document status": the provider group reviews, other businesses upload).
 */
export const workflowRoles = ['admin', 'AO', 'RO', 'HR', 'DCO', 'self', 'pe', 'partner'] as const;
export type WorkflowRole = (typeof workflowRoles)[number];

/** Other spellings a line may use, lower-cased: spec 000 §2's sample names, and plain words. */
const aliases: Record<string, WorkflowRole> = {
  reportingofficer: 'RO',
  reportingofficers: 'RO',
  reporting_officer: 'RO',
  reporting_officers: 'RO',
  approvingofficer: 'AO',
  approvingofficers: 'AO',
  approving_officer: 'AO',
  approving_officers: 'AO',
  hr_manager: 'HR',
  hr_managers: 'HR',
  dutychartofficer: 'DCO',
  dutychartofficers: 'DCO',
  duty_chart_officer: 'DCO',
  duty_chart_officers: 'DCO',
  owner: 'self',
  provider: 'pe',
  contractor: 'partner',
};

const byLowerName = new Map<string, WorkflowRole>([
  ...workflowRoles.map((role): [string, WorkflowRole] => [role.toLowerCase(), role]),
  ...Object.entries(aliases),
]);

/** The role a written name stands for (any case), or undefined. */
export const roleNamed = (name: string): WorkflowRole | undefined => byLowerName.get(name.toLowerCase());

/**
 * The roles `env` holds on one record: its flags, `self` when the record is the user's own
 * (its owner field names the user), and the kind of its business.
 */
export function rolesHeld(env: BusinessEnv, ownsRecord: boolean): Set<WorkflowRole> {
  const held = new Set<WorkflowRole>();
  if (env.isAdmin) held.add('admin');
  if (env.isAO) held.add('AO');
  if (env.isRO) held.add('RO');
  if (env.isHR) held.add('HR');
  if (env.isDCO) held.add('DCO');
  if (ownsRecord) held.add('self');
  held.add(env.pe_partners_id !== null && env.partners_id === env.pe_partners_id ? 'pe' : 'partner');
  return held;
}
