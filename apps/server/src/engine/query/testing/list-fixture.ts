import { type Kysely, sql } from 'kysely';
import { type RunningServer, startServer } from '../../../app/app.js';
import { defaultApiKey } from '../../../platform/config.js';
import { openDatabase } from '../../../platform/db/database.js';
import type { Database } from '../../../platform/db/schema.js';
import { createTestDatabase } from '../../../testing/index.js';
import { providerGroupCode } from '../../auth/environment.js';
import { hashPassword } from '../../auth/password.js';
import { loadCatalogue } from '../../catalogue/index.js';
import { applyStorage } from '../../storage/index.js';

/** What the list and scope tests seed for the list and scope tests: ids by name. */
export interface ListFixture {
  acme: string;
  sunrise: string;
  employees: Record<'admin' | 'ao1' | 'ro1' | 'hr1' | 'emp1' | 'sunriseAdmin' | 'sunriseEmp', string>;
  leaves: Record<'emp1' | 'ro1' | 'hr1' | 'sunriseEmp', string>;
  files: string[];
  leaveType: string;
  nightShift: string;
  subsection: string;
}

export interface FixtureServer {
  server: RunningServer;
  fixture: ListFixture;
  stop(): Promise<void>;
}

const catalogueDir = new URL('../../../../catalogue', import.meta.url).pathname;

/**
 * A real server over a database of its own, independent of the demo seed: a provider
 * business ('acme', one user per role), a contractor business ('sunrise'), a reporting
 * line (emp1 reports to ro1), leaves with detail rows, files and a night shift, written
 * through SQL before the server starts (PGlite admits one process).
 */
export async function startFixtureServer(kind: 'pglite' | 'postgres'): Promise<FixtureServer> {
  const database = await createTestDatabase(kind);
  try {
    const opened = await openDatabase(database);
    let fixture: ListFixture;
    try {
      await applyStorage(opened.db, await loadCatalogue(catalogueDir));
      fixture = await seedListFixture(opened.db);
    } finally {
      await opened.close();
    }
    const server = await startServer({
      port: 0,
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      apiKey: defaultApiKey,
      hostDist: database.dataDir,
      seedDemo: false,
    });
    return {
      server,
      fixture,
      async stop() {
        await server.close();
        await database.drop();
      },
    };
  } catch (error) {
    // a failed start must not leave a test database behind
    await database.drop();
    throw error;
  }
}

async function one<T>(db: Kysely<Database>, query: ReturnType<typeof sql<T>>): Promise<T> {
  const { rows } = await query.execute(db);
  if (!rows[0]) throw new Error('fixture insert returned nothing');
  return rows[0];
}

/** The fixture's provider business and its users' shared sign-in. */
export const fixtureSignIn = { swhandle: 'acme', code: 'admin', password: 'Fixture@123' } as const;

const roleGroups = ['AO', 'RO', 'HR', 'DCO'] as const;
// code, role group, first name; new1 has no password (never signed in)
const acmePeople = [
  ['admin', null, 'Anil'],
  ['ao1', 'AO', 'Priya'],
  ['ro1', 'RO', 'Sourav'],
  ['hr1', 'HR', 'Kavita'],
  ['dco1', 'DCO', 'Rahul'],
  ['emp1', null, 'Sunita'],
  ['new1', null, 'Arjun'],
] as const;

async function seedListFixture(db: Kysely<Database>): Promise<ListFixture> {
  const id = async (query: ReturnType<typeof sql<{ id: string }>>) => (await one(db, query)).id;
  const loctext = (text: string) => JSON.stringify({ eng: text, fr: text, hin: text, ben: text });
  const providerGroup = await id(sql`insert into partner_groups (code, name)
    values (${providerGroupCode}, ${loctext('Principal employer')}::jsonb) returning id`);
  const contractorGroup = await id(sql`insert into partner_groups (code, name)
    values ('contractor', ${loctext('Contractor')}::jsonb) returning id`);
  const acme = await id(sql`insert into partners (code, name, sw_handle, partner_type, partner_groups_id)
    values ('ACME', 'Acme Industries', ${fixtureSignIn.swhandle}, 'principal_employer', ${providerGroup}) returning id`);
  const sunrise = await id(sql`insert into partners (code, name, sw_handle, partner_type, partner_groups_id)
    values ('SUN', 'Sunrise Facility Services', 'sunrise', 'contractor', ${contractorGroup}) returning id`);
  const groups = new Map<string, string>();
  for (const code of roleGroups)
    groups.set(
      code,
      await id(sql`insert into groups (code, name) values (${code}, ${loctext(code)}::jsonb) returning id`),
    );
  const password = await hashPassword(fixtureSignIn.password);
  const addEmployee = async (
    partner: string,
    code: string,
    group: string | null,
    first: string,
    login = true,
  ) => {
    const person = await id(
      sql`insert into persons (first_name) values (${loctext(first)}::jsonb) returning id`,
    );
    const groupIds = group ? [groups.get(group) as string] : [];
    return id(sql`insert into employees (partners_id, code, persons_id, employee_status, joining_date, password, groups_id)
      values (${partner}, ${code}, ${person}, 'approved', '2024-11-01T00:00:00+05:30', ${login ? password : null},
        ${groupIds}::uuid[]) returning id`);
  };
  const people = new Map<string, string>();
  for (const [code, group, first] of acmePeople)
    people.set(code, await addEmployee(acme, code, group, first, code !== 'new1'));
  const employee = (code: string) => people.get(code) as string;
  const employees = {
    admin: employee('admin'),
    ao1: employee('ao1'),
    ro1: employee('ro1'),
    hr1: employee('hr1'),
    emp1: employee('emp1'),
    sunriseAdmin: await addEmployee(sunrise, 'admin', null, 'Mohan'),
    sunriseEmp: await addEmployee(sunrise, 's100', null, 'Lakshmi'),
  };
  const subsection = await id(sql`insert into subsections (partners_id, code, name)
    values (${acme}, 'PACK', 'Packing') returning id`);
  await sql`update employees set reporting_manager = ${employees.ro1}, subsections = ${subsection},
      duty_chart_officer = ${employee('dco1')}
    where id = ${employees.emp1}`.execute(db);
  // a person no employee refers to yet (entered before its employee is saved)
  await sql`insert into persons (first_name) values (${loctext('Unlinked')}::jsonb)`.execute(db);
  const leaveType = await id(sql`insert into leave_types (code, name, yearly_quota, allow_half_day)
    values ('CL', '{"eng":"Casual leave","fr":"Congé occasionnel","hin":"आकस्मिक अवकाश","ben":"নৈমিত্তিক ছুটি"}',
      12, true) returning id`);
  await sql`insert into leave_types (code, name, deleted) values ('OLD', '{"eng":"Retired"}', true)`.execute(
    db,
  );
  const files = [
    await id(sql`insert into files (partners_id, filepath, original_filename, md5sum, mime_type, size_bytes)
      values (${acme}, 'files/a.pdf', 'medical.pdf', 'aa', 'application/pdf', 100) returning id`),
    await id(sql`insert into files (partners_id, filepath, original_filename, md5sum, mime_type, size_bytes)
      values (${acme}, 'files/b.png', 'ticket.png', 'bb', 'image/png', 200) returning id`),
  ];
  const nightShift =
    await id(sql`insert into shifts (shift_code, name, shift_time, break_time, min_working_minutes)
    values ('N', '{"eng": "Night"}'::jsonb, int4range(1320, 1800, '[)'), int4range(120, 150, '[)'), 450) returning id`);
  const leave = async (partner: string, owner: string, status: string, days: [string, string][]) => {
    const leaveId =
      await id(sql`insert into leaves (partners_id, employees_id, leave_status, notes, created_by)
      values (${partner}, ${owner}, ${status}, ${`leave of ${status}`}, ${owner}) returning id`);
    for (const [index, [start, end]] of days.entries()) {
      await sql`insert into leaves__leave_days (parent_id, leave_period, leave_types_id, leave_minutes, documents,
          creation_date)
        values (${leaveId}, tstzrange(${start}::timestamptz, ${end}::timestamptz, '[)'), ${leaveType}, 480,
          ${index === 0 ? files : null}::uuid[], now() + make_interval(secs => ${index}))`.execute(db);
    }
    return leaveId;
  };
  const leaves = {
    emp1: await leave(acme, employees.emp1, 'created', [
      ['2026-11-02T00:00:00+05:30', '2026-11-03T00:00:00+05:30'],
      ['2026-11-05T00:00:00+05:30', '2026-11-07T00:00:00+05:30'],
    ]),
    ro1: await leave(acme, employees.ro1, 'final_approved', [
      ['2026-12-01T00:00:00+05:30', '2026-12-02T00:00:00+05:30'],
    ]),
    hr1: await leave(acme, employees.hr1, 'rejected', [
      ['2026-10-10T00:00:00+05:30', '2026-10-11T00:00:00+05:30'],
    ]),
    sunriseEmp: await leave(sunrise, employees.sunriseEmp, 'created', [
      ['2026-11-02T00:00:00+05:30', '2026-11-03T00:00:00+05:30'],
    ]),
  };
  for (const [partner, code] of [
    [acme, 'SS-ACME'],
    [sunrise, 'SS-SUN'],
  ] as const) {
    await sql`insert into salary_structures (partners_id, code, name) values (${partner}, ${code}, ${code})`.execute(
      db,
    );
  }
  return { acme, sunrise, employees, leaves, files, leaveType, nightShift, subsection };
}
