import { type FolderDefinition, type ListParamsInput, listParamsSchema } from '@muster/protocol';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { compileListQuery, type ListQueryInput } from './compile.js';

const label = { eng: 'x', fr: 'x', hin: 'x', ben: 'x' };
const folders: Record<string, FolderDefinition> = {
  leaves: {
    name: 'leaves',
    fields: [
      {
        name: 'employees_id',
        type: 'docpicker',
        label,
        source: { container: 'folders', foldertype: 'folders', folder: 'employees' },
      },
      { name: 'notes', type: 'textarea', label },
      {
        name: 'leave_days',
        type: 'detail',
        label,
        fields: [{ name: 'leave_period', type: 'tsrange', label }],
      },
    ],
  } as unknown as FolderDefinition,
  employees: {
    name: 'employees',
    fields: [
      { name: 'code', type: 'text', label },
      { name: 'password', type: 'password', label },
    ],
  } as unknown as FolderDefinition,
};

const db = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const compiled = ({
  params,
  ...input
}: Partial<Omit<ListQueryInput, 'params'>> & { params?: ListParamsInput }) =>
  compileListQuery({
    folder: 'leaves',
    params: listParamsSchema.parse(params ?? {}),
    lookup: (name) => folders[name],
    scope: null,
    ...input,
  }).compile(db);

describe('compileListQuery', () => {
  it('keeps client text out of the SQL: values travel as parameters', () => {
    const injection = "x'); drop table leaves; --";
    const { sql: text, parameters } = compiled({
      params: {
        filters: {
          filterInput: [
            { path: 'notes', operator: '=', value: injection },
            { path: 'employees_id.code', operator: 'in', value: [injection] },
          ],
        },
      },
      projections: ['notes', 'employees_id.code', 'leave_days.leave_period'],
    });
    expect(text).not.toContain('drop table');
    expect(parameters).toContain(injection);
    expect(parameters).toContainEqual([injection]);
  });

  it('counts only when asked, and pages with the given limit and offset', () => {
    expect(compiled({ params: {} }).sql).not.toContain('count(*)');
    const { sql: text, parameters } = compiled({ params: { getRowCount: true, limit: 7, offset: 14 } });
    expect(text).toContain('count(*)');
    expect(parameters).toEqual(expect.arrayContaining([7, 14]));
  });

  it('refuses before building SQL: unknown paths and unreadable paths', () => {
    expect(() => compiled({ projections: ['employees_id.nope'] })).toThrow('Unknown path: employees_id.nope');
    expect(() => compiled({ projections: ['employees_id.password'] })).toThrow(
      'This path cannot be read: employees_id.password',
    );
    expect(() => compiled({ folder: 'nothing' })).toThrow('Unknown path: nothing');
  });

  it('puts the scope condition into the statement', () => {
    const compiledSql = compiled({
      scope: (alias) => sql<boolean>`${sql.id(alias, 'notes')} is not null`,
    }).sql;
    expect(compiledSql).toContain('"t0"."notes" is not null');
  });
});
