import { type FolderDefinition, folderDefinitionSchema } from '@muster/protocol';
import { expect, it } from 'vitest';
import employees from '../../../../apps/server/catalogue/employees.json';
import persons from '../../../../apps/server/catalogue/persons.json';
import { fixtureDefinition } from '../testing/fixtures';
import { searchPaths } from './search-paths';

const catalogue: FolderDefinition[] = [employees, persons].map((json) => folderDefinitionSchema.parse(json));
const lookup = (name: string) => catalogue.find((definition) => definition.name === name);

it("searches an employee by code and by the person's names", () => {
  const paths = searchPaths(lookup('employees') as FolderDefinition, lookup);
  expect(paths).toContain('code');
  expect(paths).toEqual(expect.arrayContaining(['persons_id.first_name.eng', 'persons_id.last_name.eng']));
});

it('searches a record by its name and code, else by its first text', () => {
  expect(searchPaths(fixtureDefinition('employees'), lookup)).toEqual(['name', 'code']);
  expect(searchPaths(fixtureDefinition('expenses'), lookup)).toEqual(['title']);
});
