import type { Kysely } from 'kysely';
import { providerGroupCode } from '../auth/environment.js';
import { hashPassword } from '../auth/password.js';
import type { Database } from '../db/schema.js';

/** The sign-ins README.md lists; every demo user shares the demo password. */
export const demoSignIn = { swhandle: 'demo', code: 'admin', password: 'Admin@123' } as const;

interface DemoPerson {
  code: string;
  groups: string[];
  first: { eng: string; hin: string; ben: string };
  last: { eng: string; hin: string; ben: string };
  email: string;
  phone: string;
  gender: 'male' | 'female';
  /** False for the employee left to sign up (README "Sign up"); everyone else has the demo password. */
  hasLogin?: false;
}

// French uses the Latin spelling, so `fr` repeats `eng` for names.
const people: DemoPerson[] = [
  {
    code: 'admin',
    groups: [],
    first: { eng: 'Anil', hin: 'अनिल', ben: 'অনিল' },
    last: { eng: 'Mehta', hin: 'मेहता', ben: 'মেহতা' },
    email: 'anil.mehta@demo.muster.test',
    phone: '+919810000001',
    gender: 'male',
  },
  {
    code: 'ao1',
    groups: ['AO'],
    first: { eng: 'Priya', hin: 'प्रिया', ben: 'প্রিয়া' },
    last: { eng: 'Sharma', hin: 'शर्मा', ben: 'শর্মা' },
    email: 'priya.sharma@demo.muster.test',
    phone: '+919810000002',
    gender: 'female',
  },
  {
    code: 'ro1',
    groups: ['RO'],
    first: { eng: 'Sourav', hin: 'सौरव', ben: 'সৌরভ' },
    last: { eng: 'Banerjee', hin: 'बनर्जी', ben: 'বন্দ্যোপাধ্যায়' },
    email: 'sourav.banerjee@demo.muster.test',
    phone: '+919810000003',
    gender: 'male',
  },
  {
    code: 'hr1',
    groups: ['HR'],
    first: { eng: 'Kavita', hin: 'कविता', ben: 'কবিতা' },
    last: { eng: 'Iyer', hin: 'अय्यर', ben: 'আইয়ার' },
    email: 'kavita.iyer@demo.muster.test',
    phone: '+919810000004',
    gender: 'female',
  },
  {
    code: 'dco1',
    groups: ['DCO'],
    first: { eng: 'Rahul', hin: 'राहुल', ben: 'রাহুল' },
    last: { eng: 'Verma', hin: 'वर्मा', ben: 'ভার্মা' },
    email: 'rahul.verma@demo.muster.test',
    phone: '+919810000005',
    gender: 'male',
  },
  {
    code: 'emp1',
    groups: [],
    first: { eng: 'Sunita', hin: 'सुनीता', ben: 'সুনীতা' },
    last: { eng: 'Das', hin: 'दास', ben: 'দাস' },
    email: 'sunita.das@demo.muster.test',
    phone: '+919810000006',
    gender: 'female',
  },
  {
    code: 'new1',
    groups: [],
    first: { eng: 'Arjun', hin: 'अर्जुन', ben: 'অর্জুন' },
    last: { eng: 'Nair', hin: 'नायर', ben: 'নায়ার' },
    email: 'arjun.nair@demo.muster.test',
    phone: '+919810000007',
    gender: 'male',
    hasLogin: false,
  },
];

const roleGroups = [
  {
    code: 'AO',
    name: {
      eng: 'Attendance officers',
      fr: 'Responsables des présences',
      hin: 'उपस्थिति अधिकारी',
      ben: 'উপস্থিতি আধিকারিক',
    },
  },
  {
    code: 'RO',
    name: {
      eng: 'Reporting officers',
      fr: 'Responsables hiérarchiques',
      hin: 'रिपोर्टिंग अधिकारी',
      ben: 'রিপোর্টিং আধিকারিক',
    },
  },
  {
    code: 'HR',
    name: { eng: 'Human resources', fr: 'Ressources humaines', hin: 'मानव संसाधन', ben: 'মানবসম্পদ' },
  },
  {
    code: 'DCO',
    name: {
      eng: 'Duty chart officers',
      fr: 'Responsables des plannings',
      hin: 'ड्यूटी चार्ट अधिकारी',
      ben: 'ডিউটি চার্ট আধিকারিক',
    },
  },
];

const loctext = (names: { eng: string; hin: string; ben: string }) =>
  JSON.stringify({ ...names, fr: names.eng });

/** Seeds the demo business once: later starts find it and leave every row as it is. */
export async function seedDemo(db: Kysely<Database>): Promise<void> {
  const existing = await db
    .selectFrom('partners')
    .select('id')
    .where('sw_handle', '=', demoSignIn.swhandle)
    .executeTakeFirst();
  if (existing) return;
  const password = await hashPassword(demoSignIn.password);
  await db.transaction().execute(async (trx) => {
    const provider = await trx
      .insertInto('partner_groups')
      .values({
        code: providerGroupCode,
        name: JSON.stringify({
          eng: 'Principal employer',
          fr: 'Employeur principal',
          hin: 'प्रधान नियोक्ता',
          ben: 'প্রধান নিয়োগকর্তা',
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const business = await trx
      .insertInto('partners')
      .values({
        code: 'DEMO',
        name: 'Demo Industries Pvt Ltd',
        sw_handle: demoSignIn.swhandle,
        partner_type: 'principal_employer',
        partner_groups_id: provider.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const groups = await trx
      .insertInto('groups')
      .values(roleGroups.map((group) => ({ code: group.code, name: JSON.stringify(group.name) })))
      .returning(['id', 'code'])
      .execute();
    const groupId = new Map(groups.map((group) => [group.code, group.id]));
    for (const person of people) {
      const row = await trx
        .insertInto('persons')
        .values({
          first_name: loctext(person.first),
          last_name: loctext(person.last),
          email: person.email,
          phone: person.phone,
          gender: person.gender,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('employees')
        .values({
          partners_id: business.id,
          code: person.code,
          persons_id: row.id,
          employee_status: 'approved',
          joining_date: new Date('2024-11-01T00:00:00+05:30'),
          password: person.hasLogin === false ? null : password,
          groups_id: person.groups.map((code) => groupId.get(code) as string),
        })
        .execute();
    }
  });
}
