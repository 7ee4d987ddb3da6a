import type { FolderDefinition } from '@muster/protocol';
import type { Catalogue } from '../../engine/catalogue/index.js';

/**
 * What a workflow governs: a catalogue folder (`leaves`), or a detail's rows named
 * `<folder>.<detail>` (`invoices.approval_documents`, spec 000 §4 invoice document status),
 * seen as a folder of the detail's fields whose rows belong to no employee.
 */
export function workflowSubject(catalogue: Catalogue, name: string): FolderDefinition | undefined {
  const [folder = '', detail] = name.split('.');
  const definition = catalogue.folders.get(folder);
  if (!definition || detail === undefined) return definition;
  const field = definition.fields.find(
    (candidate) => candidate.name === detail && candidate.type === 'detail',
  );
  if (!field?.fields) return undefined;
  const { ownerField: _owner, ...parent } = definition;
  return { ...parent, name, fields: field.fields };
}
