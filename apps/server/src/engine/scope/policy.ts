import type { AccessPolicy, FolderDefinition, FolderPolicy } from '@muster/protocol';

/** The policy entry of each loaded definition (the loader attaches them; see catalogue/policy). */
const entries = new WeakMap<FolderDefinition, FolderPolicy>();

/** Owner folders the duty-chart officer plans for everyone, when a folder has no entry. */
const planningFolders = new Set(['allocations', 'duty_charts']);
/** Folders without a business filter (spec 000 §6), when a folder has no entry. */
const ownBusinessFolders = new Set(['salary_structures', 'bulk_upload']);

export function attachPolicy(definitions: Iterable<FolderDefinition>, policy: AccessPolicy): void {
  for (const definition of definitions) {
    const entry = policy.folders[definition.name];
    if (entry) entries.set(definition, entry);
  }
}

/**
 * A folder's policy entry. A folder the policy does not name yet (a test's own folder; a
 * new folder before its entry, which the policy test refuses) keeps the rules DESIGN §6
 * gave before the policy: owner folders show admin, AO and HR every row, an RO its subtree,
 * everyone else its own; other folders show every row of the business; txns only need
 * their catalogue permission.
 */
export function folderPolicy(definition: FolderDefinition): FolderPolicy {
  const entry = entries.get(definition);
  if (entry) return entry;
  const business = ownBusinessFolders.has(definition.name) ? 'own business' : 'business';
  if (!definition.ownerField)
    return { rows: { everyone: business }, fields: {}, onlyFields: {}, txns: {}, picked: [] };
  return {
    rows: {
      admin: business,
      AO: business,
      HR: business,
      RO: 'subtree',
      ...(planningFolders.has(definition.name) ? { DCO: business } : {}),
      everyone: 'own',
    },
    fields: {},
    onlyFields: {},
    txns: {},
    picked: [],
  };
}
