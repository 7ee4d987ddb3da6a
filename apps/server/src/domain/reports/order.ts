import { type FolderDefinition, type Locale, referencedFolder } from '@muster/protocol';

type Lookup = (name: string) => FolderDefinition | undefined;

/**
 * A report's order path read in `locale`: a path that ends on a loctext (a site's name)
 * orders by that language's text, as a list's column header does (protocol's orderPath),
 * not by the stored json; any other path, or one already naming a language, is kept.
 */
export function localisedOrderPath(
  path: string,
  folder: FolderDefinition,
  lookup: Lookup,
  locale: Locale,
): string {
  const steps = path.split('.');
  let current: FolderDefinition | undefined = folder;
  for (const [index, name] of steps.entries()) {
    const field = current?.fields.find((candidate) => candidate.name === name);
    if (!field) return path;
    if (index === steps.length - 1) return field.type === 'loctext' ? `${path}.${locale}` : path;
    if (field.type === 'loctext') return path; // already names its language (`name.hin`)
    const target = referencedFolder(field);
    current = target ? lookup(target) : undefined;
  }
  return path;
}
