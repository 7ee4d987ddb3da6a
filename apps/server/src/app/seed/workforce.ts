import { bankAccount, esicNumber, mobile, pan, uan } from './identifiers.js';
import { femaleFirstNames, maleFirstNames, type ScriptName, surnames } from './names.js';
import type { SeededRandom } from './random.js';
import { istDay } from './seed-rows.js';

/** Where a partner's workers are placed and whom they report to. */
export interface WorkforcePlan {
  partnerId: string;
  /** Employee codes are the prefix and a running number: `SUN0001`. */
  codePrefix: string;
  firstNumber: number;
  count: number;
  employeeTypeId: string;
  /** The leaving reason (`leaving_reasons`) of the few workers drawn as having left. */
  leavingReasonId: string;
  salaryStructureId: string;
  sites: readonly string[];
  shifts: readonly string[];
  products: readonly string[];
  departments: readonly { id: string; subsections: readonly string[] }[];
  reportingManagerId: string | null;
  dutyChartOfficerId: string | null;
  emailDomain: string;
  /** The lowest gross a worker of a designation at a site may get: the minimum wage (issue #33 item 3). */
  grossFloor: (designation: string, site: string) => number;
}

export interface Workforce {
  persons: Record<string, unknown>[];
  employees: Record<string, unknown>[];
}

/** A name as stored: every language, French with the Latin spelling. */
export const storedName = (name: ScriptName) => ({ ...name, fr: name.eng });

/**
 * Where demo workers come from and stay (Form XIII's permanent and local address): chosen by
 * the worker's number, not drawn, so the seed's later draws stay as they were.
 */
const homeAddresses = [
  'Village Rampur, Tehsil Sadar, District Gorakhpur, Uttar Pradesh',
  'Village Bhagwanpur, Block Hajipur, District Vaishali, Bihar',
  'Village Kusumi, Block Jashipur, District Mayurbhanj, Odisha',
  'Village Dhaniakhali, Block Dhaniakhali, District Hooghly, West Bengal',
  'Village Sonari, Tehsil Sihora, District Jabalpur, Madhya Pradesh',
  'Village Kalyanpur, Block Gumla, District Gumla, Jharkhand',
];
const localAddresses = [
  'Room 4, Labour Colony, Sector 5, Salt Lake, Kolkata',
  '12 Shramik Nagar, Bhosari, Pune',
  '7 Workers Quarters, Peenya 2nd Stage, Bengaluru',
  '23 Kamgar Chawl, Andheri East, Mumbai',
];
const byNumber = <T>(items: readonly T[], number: number, step: number): T =>
  items[(number * step) % items.length] as T;

const isoDateBetween = (random: SeededRandom, fromYear: number, toYear: number) =>
  `${random.int(fromYear, toYear)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;

/** Persons and their employee rows for one partner, drawn from the generator. */
export function buildWorkforce(random: SeededRandom, plan: WorkforcePlan): Workforce {
  const persons: Record<string, unknown>[] = [];
  const employees: Record<string, unknown>[] = [];
  for (let index = 0; index < plan.count; index++) {
    const number = plan.firstNumber + index;
    const gender = random.next() < 0.3 ? 'female' : 'male';
    const first = random.pick(gender === 'female' ? femaleFirstNames : maleFirstNames);
    const last = random.pick(surnames);
    const personId = random.uuid();
    const code = `${plan.codePrefix}${String(number).padStart(4, '0')}`;
    persons.push({
      id: personId,
      first_name: storedName(first),
      last_name: storedName(last),
      email: `${first.eng}.${last.eng}.${code}@${plan.emailDomain}`.toLowerCase(),
      phone: mobile(random),
      gender,
      birth_date: istDay(isoDateBetween(random, 1968, 2004)),
      father_husband_name: `${byNumber(maleFirstNames, number, 7).eng} ${last.eng}`,
      permanent_address: byNumber(homeAddresses, number, 5),
      local_address: byNumber(localAddresses, number, 3),
    });
    const department = random.pick(plan.departments);
    const left = random.next() < 0.04;
    const employee: Record<string, unknown> = {
      id: random.uuid(),
      partners_id: plan.partnerId,
      code,
      persons_id: personId,
      employee_status: left ? 'Left' : 'approved',
      employee_type: plan.employeeTypeId,
      joining_date: istDay(isoDateBetween(random, 2019, 2025)),
      leaving_date: left ? istDay(`2026-${String(random.int(5, 10)).padStart(2, '0')}-15`) : null,
      leaving_reasons_id: left ? plan.leavingReasonId : null,
      designation: random.pick(plan.products),
      departments: department.id,
      subsections: department.subsections.length ? random.pick(department.subsections) : null,
      sites_id: random.pick(plan.sites),
      shifts_id: random.pick(plan.shifts),
      reporting_manager: plan.reportingManagerId,
      duty_chart_officer: plan.dutyChartOfficerId,
      weekly_off: random.next() < 0.8 ? 6 : random.int(0, 5),
      working_hours: 8,
      working_days: 26,
      salary_structures_id: plan.salaryStructureId,
      gross_salary: random.int(24, 60) * 500,
      uan: uan(random),
      esic_no: esicNumber(random),
      pan: pan(random, 'P'),
      ...bankAccount(random),
    };
    // drawn as before, so every later draw of the seed stays as it was; then raised to the minimum
    employee.gross_salary = Math.max(
      employee.gross_salary as number,
      plan.grossFloor(employee.designation as string, employee.sites_id as string),
    );
    employees.push(employee);
  }
  return { persons, employees };
}
