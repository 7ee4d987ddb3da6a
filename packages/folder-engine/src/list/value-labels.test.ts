import { evaluateValue } from '@muster/expr';
import { displayWords, type FolderDefinition, folderDefinitionSchema } from '@muster/protocol';
import { expect, it } from 'vitest';
import { fixtureEnv } from '../testing/fixtures';

const files = import.meta.glob<unknown>('../../../../apps/server/catalogue/*.json', {
  eager: true,
  import: 'default',
});
const catalogue: FolderDefinition[] = Object.values(files).map((json) => folderDefinitionSchema.parse(json));

/** The values a field's valid_expr allows when it lists them: `row.f == 'a' || row.f == 'b'`. */
function listedValues(name: string, validExpr: string | undefined): string[] {
  const pattern = new RegExp(`row\\.${name} == '([a-z_]+)'`, 'g');
  return [...(validExpr ?? '').matchAll(pattern)].map((match) => match[1] as string);
}

it("shows every value a field lists by a translated label in lists ('female' as 'Female', 'principal_employer' as 'Principal Employer')", () => {
  const raw: string[] = [];
  for (const definition of catalogue)
    for (const field of definition.fields) {
      // codes a business picks from a list (statutory rates) are names, not states
      if (field.name === 'code') continue;
      for (const value of listedValues(field.name, field.valid_expr)) {
        const shown = field.format_expr
          ? String(
              evaluateValue(
                field.format_expr,
                { row: { [field.name]: value }, env: fixtureEnv },
                { folder: definition.name, field: field.name },
                '',
              ),
            )
          : value;
        if (!Object.hasOwn(displayWords, shown))
          raw.push(`${definition.name}.${field.name}: ${value} -> ${shown}`);
      }
    }
  expect(raw).toEqual([]);
});
