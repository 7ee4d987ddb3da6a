import type { Kysely } from 'kysely';
import { hashPassword } from '../../engine/auth/password.js';
import { actingAs, startingDataActor } from '../../platform/db/acting.js';
import { leftServiceReason } from '../../platform/db/migration-data/leaving-reasons.js';
import type { Database } from '../../platform/db/schema.js';
import { seedDemoAllocations } from './allocations.js';
import { approveDemoMonth } from './approve-attendance.js';
import { seedDemoAttendance } from './attendance.js';
import { buildAttendancePolicies } from './attendance-policies.js';
import { seedCompensatoryOffWalk } from './compensatory-off-walk.js';
import { seedDemoCompliance } from './compliance.js';
import { contractorAdmins, demoPeople } from './demo-people.js';
import { seedDemoInvoices } from './invoices.js';
import { buildLeaves, buildUserLeaves } from './leaves.js';
import { minimumWageWalkMonth, seedMinimumWageWalk } from './minimum-wage-walk.js';
import { demoGrossFloor } from './minimum-wages.js';
import { seedMonthCloseWalk, seedShaktiHr, walkMonth } from './month-close-walk.js';
import {
  buildOrganisation,
  type DemoPartnerKey,
  demoPartners,
  type OrganisationRefs,
} from './organisation.js';
import { demoWageShare, products, sites } from './organisation-data.js';
import { demoPayrollMonth } from './payroll-month.js';
import { seedDemoPayslips } from './payslips.js';
import { seedDemoPunchRequest } from './punch-requests.js';
import { SeededRandom } from './random.js';
import { seedDemoSalaryRevision } from './salary-revision.js';
import { insertSeedTables, istDay, type SeedTable } from './seed-rows.js';
import { seedDemoSettlement } from './settlements.js';
import { seedDemoTaxYear } from './tax-year.js';
import { buildDemoTerminals, seedDemoTerminalPunches } from './terminals.js';
import { buildWorkflows } from './workflows.js';
import { buildWorkforce, storedName } from './workforce.js';

/** The sign-ins README.md lists; every demo user shares the demo password. */
export const demoSignIn = { swhandle: 'demo', code: 'admin', password: 'Admin@123' } as const;

/** The fixed seed: every fresh demo holds the same records. */
export const demoSeed = 20_241_101;

/** Generated workers per business, besides its named users. */
const workersPerPartner: Record<DemoPartnerKey, number> = { provider: 200, sunrise: 80, shakti: 80 };
const codePrefixes: Record<DemoPartnerKey, string> = { provider: 'DI', sunrise: 'SUN', shakti: 'SHK' };

/** The named users' monthly gross: each gets payslips (issue #15 item 7). */
const namedUserGross = 25_000;

/** The named provider users and each contractor's own admin. */
function namedUsers(random: SeededRandom, refs: OrganisationRefs, password: string) {
  const persons: Record<string, unknown>[] = [];
  const employees: Record<string, unknown>[] = [];
  const ids: Record<string, string> = {};
  const kolkata = refs.sites[1] as string;
  const administration = refs.departments[4];
  const add = (partner: DemoPartnerKey, person: (typeof demoPeople)[number]) => {
    const personId = random.uuid();
    const id = random.uuid();
    ids[`${partner}:${person.code}`] = id;
    persons.push({
      id: personId,
      first_name: storedName(person.first),
      last_name: storedName(person.last),
      email: person.email,
      phone: person.phone,
      gender: person.gender,
    });
    employees.push({
      id,
      partners_id: refs.partners[partner],
      code: person.code,
      persons_id: personId,
      employee_status: 'approved',
      employee_type: refs.employeeTypes[person.type],
      joining_date: istDay('2024-11-01'),
      password: person.hasLogin === false ? null : password,
      groups_id: person.groups.map((code) => refs.groups[code]),
      sites_id: kolkata,
      // the users who sign in to their own days (not an admin, not new1 who has not signed
      // up) work the General shift, so the demo punches them and they have a month to see
      shifts_id: person.type === 'user' || person.hasLogin === false ? null : refs.shifts[0],
      // the demo's designation of that code (a fixed row of the organisation, no draw)
      designation:
        refs.products[products.findIndex((product) => product.code === person.designation)] ?? null,
      departments: administration?.id,
      subsections: administration?.subsections[partner][0] ?? null,
      salary_structures_id: refs.salaryStructures[partner],
      // a fixed gross, not drawn, so every later draw (and record) of the seed stays as it was
      gross_salary: person.gross ?? namedUserGross,
      weekly_off: 6,
      working_hours: 8,
      working_days: 26,
    });
  };
  for (const person of demoPeople) add('provider', person);
  for (const [partner, admin] of Object.entries(contractorAdmins)) add(partner as DemoPartnerKey, admin);
  // emp1 is an ordinary worker: reports to ro1, planned by dco1
  const emp1 = employees.find((employee) => employee.code === 'emp1');
  if (emp1)
    Object.assign(emp1, { reporting_manager: ids['provider:ro1'], duty_chart_officer: ids['provider:dco1'] });
  return { persons, employees, ids };
}

/** The gross the demo pays one Sunrise worker, below the minimum of an unskilled worker in Kolkata (zone A). */
export const underpaidGross = 12_000;

/**
 * One contractor worker paid below the minimum wage (issue #33 item 3), for the principal
 * employer to find on Sunrise's scorecard: Sunrise's first working security guard at the
 * Kolkata site, its wages (₹7,200 of a ₹12,000 gross) under West Bengal's zone A minimum, also
 * once the Code on Wages' 50% rule adds back the overtime it earns on its weekly offs.
 */
function underpayOne(employees: Record<string, unknown>[], refs: OrganisationRefs) {
  const guard = refs.products[products.findIndex((product) => product.code === 'SG')];
  const kolkata = refs.sites[sites.findIndex((site) => site.code === 'Kolkata')];
  const worker = employees.find(
    (employee) =>
      employee.partners_id === refs.partners.sunrise &&
      employee.employee_status === 'approved' &&
      employee.designation === guard &&
      employee.sites_id === kolkata,
  );
  if (!worker) throw new Error('The demo has no Sunrise security guard at Kolkata to pay below the minimum');
  worker.gross_salary = underpaidGross;
}

/** Every row of the demo deployment, in insertion order; pure, so a test can check it. */
export function buildDemo(password: string): SeedTable[] {
  const random = new SeededRandom(demoSeed);
  const { tables, refs } = buildOrganisation(random);
  const named = namedUsers(random, refs, password);
  const grossFloor = (designation: string, site: string) => {
    const where = sites[refs.sites.indexOf(site)];
    return demoGrossFloor(
      {
        state: where?.state ?? '',
        zone: where?.zone,
        skill: products[refs.products.indexOf(designation)]?.skill,
      },
      demoWageShare,
    );
  };
  const persons = [...named.persons];
  const employees = [...named.employees];
  for (const partner of demoPartners) {
    const manager =
      partner.key === 'provider' ? named.ids['provider:ro1'] : named.ids[`${partner.key}:admin`];
    const workforce = buildWorkforce(random, {
      partnerId: refs.partners[partner.key],
      codePrefix: codePrefixes[partner.key],
      firstNumber: 1,
      count: workersPerPartner[partner.key],
      employeeTypeId: refs.employeeTypes.contractual as string,
      // migration 180 seeded the reasons with their fixed ids before the demo
      leavingReasonId: leftServiceReason.id,
      salaryStructureId: refs.salaryStructures[partner.key],
      sites: partner.key === 'shakti' ? [refs.sites[0] as string] : refs.sites,
      shifts: refs.shifts,
      products: refs.products,
      departments: refs.departments.map((department) => ({
        id: department.id,
        subsections: department.subsections[partner.key],
      })),
      reportingManagerId: manager ?? null,
      dutyChartOfficerId: partner.key === 'provider' ? (named.ids['provider:dco1'] ?? null) : null,
      emailDomain: `${partner.sw_handle}.muster.test`,
      grossFloor,
    });
    persons.push(...workforce.persons);
    employees.push(...workforce.employees);
  }
  underpayOne(employees, refs);
  const providerWorkers = employees.filter(
    (employee) =>
      employee.partners_id === refs.partners.provider &&
      employee.employee_status === 'approved' &&
      String(employee.code).startsWith(codePrefixes.provider),
  );
  // every user who signs in has leaves of its own (emp1 among them)
  const users = named.employees.filter((employee) => employee.password !== null);
  return [
    ...tables,
    { table: 'persons', rows: persons },
    { table: 'employees', rows: employees },
    ...buildLeaves(random, {
      partnerId: refs.partners.provider,
      employees: providerWorkers.map((employee) => employee.id as string),
      leaveTypes: refs.leaveTypes,
    }),
    ...buildUserLeaves(
      random,
      users.map((user) => ({ employeeId: user.id as string, partnerId: user.partners_id as string })),
      refs,
    ),
    ...buildWorkflows(Object.values(refs.partners)),
    ...buildAttendancePolicies(Object.values(refs.partners)),
    buildDemoTerminals(refs),
  ];
}

/**
 * Seeds the demo deployment once: later starts find it and leave every row as it is.
 * `dataDir` is where the server keeps files: the demo's uploaded invoice documents go there.
 */
export function seedDemo(db: Kysely<Database>, dataDir?: string): Promise<void> {
  // the records a demo starts with are nobody's changes: the audit trail starts after them
  return actingAs(startingDataActor, () => seedDemoData(db, dataDir));
}

async function seedDemoData(db: Kysely<Database>, dataDir?: string): Promise<void> {
  const existing = await db
    .selectFrom('partners')
    .select('id')
    .where('sw_handle', '=', demoSignIn.swhandle)
    .executeTakeFirst();
  if (existing) return;
  const tables = buildDemo(await hashPassword(demoSignIn.password));
  await db.transaction().execute((trx) => insertSeedTables(trx, tables));
  // before the punches and payslips, so the demo's months treat Shakti's HR as any worker
  await seedShaktiHr(db);
  await seedDemoAllocations(db, demoSignIn.swhandle);
  const handles = demoPartners.map((partner) => partner.sw_handle);
  await seedDemoTerminalPunches(db);
  await seedDemoAttendance(db, handles);
  // last month's days approved as each business's admin would, so its payslips pay them
  await approveDemoMonth(db, handles, demoPayrollMonth());
  // the minimum-wage walk's month first, so its invoice is Sunrise's first of the year and the
  // demo month's the newest in Sunrise's list, as the specs that open it expect
  if (demoPayrollMonth().key > minimumWageWalkMonth.key) await seedMinimumWageWalk(db, underpaidGross);
  await seedDemoInvoices(db, dataDir);
  await seedDemoPayslips(db, handles);
  await seedDemoTaxYear(db);
  await seedDemoCompliance(db, dataDir);
  await seedDemoPunchRequest(db, demoSignIn.swhandle);
  await seedDemoSettlement(db, demoSignIn.swhandle);
  // after the demo month's payslips, so the next month's pays its arrears
  await seedDemoSalaryRevision(db, demoSignIn.swhandle);
  // the month-close walk's fresh month, only while the demo's own months are after it
  if (demoPayrollMonth().key > walkMonth.key) await seedMonthCloseWalk(db);
  // last, so no demo month, terminal or payslip counts the compensatory off walk's worker
  await seedCompensatoryOffWalk(db, demoSignIn.swhandle);
}
