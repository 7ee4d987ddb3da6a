import type { BusinessEnv, FolderDefinition } from '@muster/protocol';

/** Which business's rows a partner-scoped list shows. */
export type PartnerChoice =
  | { kind: 'own' }
  /** A provider user's pick, resolved by handle inside the query. */
  | { kind: 'handle'; swhandle: string };

/**
 * The rows of one folder a user may see (DESIGN §6, spec 000 §6), as data; `scopeSql`
 * turns it into the query's condition. `nothing` answers an out-of-scope request.
 */
export interface RowScope {
  nothing: boolean;
  partner: PartnerChoice | null;
  /** Only rows owned by these employees (the owner field may hold one or many). */
  owners: { field: string; multiple: boolean; employees: string[] } | null;
  /** The partners list leaves out the user's own business. */
  excludeIds: string[];
  /** The businesses a contractor's user may pick: its own only. */
  onlyIds: string[] | null;
  /** Persons: those the chosen business employs, and those no employee refers to yet. */
  employedBy: PartnerChoice | null;
}

/** Folders whose partner-scoped rows always belong to the user's own business (no business filter). */
const ownBusinessFolders = new Set(['salary_structures', 'bulk_upload']);
/** Owner-scoped folders the duty-chart officer plans for everyone. */
const planningFolders = new Set(['allocations', 'duty_charts']);

export const isProviderUser = (env: BusinessEnv): boolean =>
  env.pe_partners_id !== null && env.partners_id === env.pe_partners_id;

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
  owners: null,
  excludeIds: [],
  onlyIds: null,
  employedBy: null,
});

/**
 * The scope of a list of `definition` for `env`, with the business the request targets
 * (`target_swhandle`): a provider user may pick any business, a contractor's user only
 * its own, and a foreign pick by a contractor's user sees nothing.
 */
export function listScope(
  definition: FolderDefinition,
  env: BusinessEnv,
  targetSwhandle: string | undefined,
): RowScope {
  const scope = everything();
  if (definition.name === 'partners') {
    if (!isProviderUser(env)) return { ...scope, nothing: true };
    return { ...scope, excludeIds: [env.partners_id] };
  }
  // persons carry no partner of their own: a business sees the people it employs
  if (definition.partnerScoped || definition.name === 'persons') {
    const foreign =
      targetSwhandle !== undefined && targetSwhandle.toLowerCase() !== env.swhandle.toLowerCase();
    let choice: PartnerChoice;
    if (!foreign || ownBusinessFolders.has(definition.name)) choice = { kind: 'own' };
    else if (isProviderUser(env)) choice = { kind: 'handle', swhandle: targetSwhandle };
    else return { ...scope, nothing: true };
    if (definition.partnerScoped) scope.partner = choice;
    else scope.employedBy = choice;
  }
  const ownerField = definition.ownerField;
  if (ownerField && !seesEveryOwner(definition, env)) {
    const field = definition.fields.find((candidate) => candidate.name === ownerField);
    scope.owners = {
      field: ownerField,
      multiple: field?.is_multiple === true,
      employees: env.isRO ? reportingSubtree(env) : [env.employees_id],
    };
  }
  return scope;
}

function seesEveryOwner(definition: FolderDefinition, env: BusinessEnv): boolean {
  return env.isAdmin || env.isAO || env.isHR || (env.isDCO && planningFolders.has(definition.name));
}

/** The businesses a user may pick (txn_businesses_list): a provider user any, others their own. */
export function businessesScope(env: BusinessEnv): RowScope {
  return isProviderUser(env) ? everything() : { ...everything(), onlyIds: [env.partners_id] };
}
