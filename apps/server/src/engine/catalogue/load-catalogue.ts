import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkFolderExpressions, type ExpressionProblem } from '@muster/expr';
import {
  type AccessPolicy,
  accessPolicySchema,
  describeProblem,
  type FolderDefinition,
  folderDefinitionSchema,
  policyProblems,
  validateCatalogue,
} from '@muster/protocol';
import { attachPolicy } from '../scope/policy.js';
import { rowPermissionProblems } from '../scope/row-permission.js';

export interface Catalogue {
  folders: Map<string, FolderDefinition>;
  /** Folder names in a stable order (by name), for lists and the settings reply. */
  names: string[];
  /** Who lists, reads and writes what (`policy/policy.json` beside the definitions). */
  policy: AccessPolicy;
}

/** The read/write policy's file, in the catalogue directory. */
export const policyFile = join('policy', 'policy.json');

/** Everything wrong with a catalogue directory, one problem per line. */
export class CatalogueError extends Error {
  constructor(readonly problems: string[]) {
    super(`The folder catalogue has ${problems.length} problem(s):\n${problems.join('\n')}`);
    this.name = 'CatalogueError';
  }
}

/**
 * Reads every `<folder>.json` of `dir`, checks each against the folder schema and all of
 * them against each other, and refuses to answer anything but a whole, valid catalogue.
 */
export async function loadCatalogue(dir: string): Promise<Catalogue> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  const problems: string[] = [];
  const definitions: FolderDefinition[] = [];
  for (const file of files) {
    const result = parseDefinition(file, await readFile(join(dir, file), 'utf8'));
    if ('problems' in result) problems.push(...result.problems);
    else definitions.push(result.definition);
  }
  if (!files.length) problems.push(`${dir}: holds no folder definitions`);
  problems.push(...validateCatalogue(definitions).map(describeProblem));
  for (const definition of definitions)
    problems.push(...checkFolderExpressions(definition).map(describeExpressionProblem));
  if (!problems.length) problems.push(...rowPermissionProblems(definitions));
  if (problems.length) throw new CatalogueError(problems);
  const policy = await readPolicy(dir, problems);
  if (policy) problems.push(...policyProblems(policy, definitions));
  if (problems.length || !policy) throw new CatalogueError(problems);
  attachPolicy(definitions, policy);
  const names = definitions.map((definition) => definition.name).sort();
  return { folders: new Map(definitions.map((definition) => [definition.name, definition])), names, policy };
}

/** The policy file checked against its schema, or null with its problems added. */
async function readPolicy(dir: string, problems: string[]): Promise<AccessPolicy | null> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(join(dir, policyFile), 'utf8'));
  } catch (error) {
    problems.push(`${policyFile}: cannot be read as JSON (${(error as Error).message})`);
    return null;
  }
  const parsed = accessPolicySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  problems.push(
    ...parsed.error.issues.map((issue) => `${policyFile}: ${issue.path.join('.')}: ${issue.message}`),
  );
  return null;
}

function describeExpressionProblem(problem: ExpressionProblem): string {
  const where = problem.field ? `${problem.folder}.${problem.field}` : problem.folder;
  return `${where}: ${problem.key} '${problem.expression}': ${problem.message}`;
}

function parseDefinition(
  file: string,
  text: string,
): { definition: FolderDefinition } | { problems: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { problems: [`${file}: not valid JSON (${(error as Error).message})`] };
  }
  const parsed = folderDefinitionSchema.safeParse(raw);
  if (!parsed.success)
    return {
      problems: parsed.error.issues.map(
        (issue) => `${file}: ${describePath(raw, issue.path)}: ${issue.message}`,
      ),
    };
  const expected = `${parsed.data.name}.json`;
  if (file !== expected)
    return { problems: [`${file}: defines folder '${parsed.data.name}', so must be named ${expected}`] };
  return { definition: parsed.data };
}

/** A schema issue's path with array indexes shown as the names of the elements there: `fields[leave_days].type`. */
function describePath(raw: unknown, path: readonly PropertyKey[]): string {
  let node = raw;
  let text = '';
  for (const key of path) {
    const element = (node as Record<PropertyKey, unknown> | undefined)?.[key];
    const name = (element as { name?: unknown } | undefined)?.name;
    text +=
      typeof key === 'number'
        ? `[${typeof name === 'string' ? name : key}]`
        : `${text ? '.' : ''}${String(key)}`;
    node = element;
  }
  return text || 'definition';
}
