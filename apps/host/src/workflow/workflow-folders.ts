import type { BusinessSettings, FolderDefinition, Locale } from '@muster/protocol';

export interface WorkflowFolder {
  /** The stored name: a folder, or `<folder>.<detail>` for a detail's rows. */
  name: string;
  label: string;
}

const labelIn = (label: Record<string, string> | undefined, locale: Locale, fallback: string) =>
  label?.[locale] ?? label?.eng ?? fallback;

/**
 * The folders the workflow page offers: those with a stored workflow first (in the order
 * stored), then every other folder the user is shown, each by its label (a detail's as
 * 'Folder › Detail').
 */
export function workflowFolders(
  settings: BusinessSettings<FolderDefinition>,
  stored: readonly string[],
  locale: Locale,
): WorkflowFolder[] {
  const { map, folderList } = settings.containers.folders;
  const label = (name: string) => {
    const [folder = '', detail] = name.split('.');
    const definition = map[folder];
    const folderLabel = labelIn(definition?.label, locale, folder);
    if (detail === undefined) return folderLabel;
    const field = definition?.fields?.find((candidate) => candidate.name === detail);
    return `${folderLabel} › ${labelIn(field?.label, locale, detail)}`;
  };
  const names = [...new Set([...stored, ...folderList])];
  return names.map((name) => ({ name, label: label(name) }));
}
