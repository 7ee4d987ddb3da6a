/** A named demo user of the provider business; README.md lists their sign-ins. */
export interface DemoPerson {
  code: string;
  /** The employee type's code (employee_types). */
  type: 'user' | 'regular' | 'contractual';
  groups: string[];
  first: { eng: string; hin: string; ben: string };
  last: { eng: string; hin: string; ben: string };
  email: string;
  phone: string;
  gender: 'male' | 'female';
  /** False for the employee left to sign up (README "Sign up"); everyone else has the demo password. */
  hasLogin?: false;
  /** A monthly gross of their own; the others earn the named users' gross. */
  gross?: number;
  /**
   * Their designation: the code of one of the demo's designations (`products`, organisation-data),
   * so Form 16 and the registers name it (helper E item 4). Not drawn: the seed's draws stay as they were.
   * The contractors' admins have none: the month-close walk copies Shakti's employees' designations
   * into their July days, and its figures stay as they are.
   */
  designation?: 'SUP' | 'MO' | 'HLP';
}

// French uses the Latin spelling, so `fr` repeats `eng` for names.
export const demoPeople: DemoPerson[] = [
  {
    code: 'admin',
    type: 'user',
    groups: [],
    first: { eng: 'Anil', hin: 'अनिल', ben: 'অনিল' },
    last: { eng: 'Mehta', hin: 'मेहता', ben: 'মেহতা' },
    email: 'anil.mehta@demo.muster.test',
    phone: '+919810000001',
    gender: 'male',
    designation: 'SUP',
  },
  {
    code: 'ao1',
    type: 'regular',
    groups: ['AO'],
    first: { eng: 'Priya', hin: 'प्रिया', ben: 'প্রিয়া' },
    last: { eng: 'Sharma', hin: 'शर्मा', ben: 'শর্মা' },
    email: 'priya.sharma@demo.muster.test',
    phone: '+919810000002',
    gender: 'female',
    designation: 'SUP',
  },
  {
    code: 'ro1',
    type: 'regular',
    groups: ['RO'],
    first: { eng: 'Sourav', hin: 'सौरव', ben: 'সৌরভ' },
    last: { eng: 'Banerjee', hin: 'बनर्जी', ben: 'বন্দ্যোপাধ্যায়' },
    email: 'sourav.banerjee@demo.muster.test',
    phone: '+919810000003',
    gender: 'male',
    designation: 'SUP',
    // a senior manager whose salary is taxable even over half a year: his payslips deduct TDS (issue #34)
    gross: 300_000,
  },
  {
    code: 'hr1',
    type: 'regular',
    groups: ['HR'],
    first: { eng: 'Kavita', hin: 'कविता', ben: 'কবিতা' },
    last: { eng: 'Iyer', hin: 'अय्यर', ben: 'আইয়ার' },
    email: 'kavita.iyer@demo.muster.test',
    phone: '+919810000004',
    gender: 'female',
    designation: 'SUP',
  },
  {
    code: 'dco1',
    type: 'regular',
    groups: ['DCO'],
    first: { eng: 'Rahul', hin: 'राहुल', ben: 'রাহুল' },
    last: { eng: 'Verma', hin: 'वर्मा', ben: 'ভার্মা' },
    email: 'rahul.verma@demo.muster.test',
    phone: '+919810000005',
    gender: 'male',
    designation: 'SUP',
  },
  {
    code: 'emp1',
    type: 'contractual',
    groups: [],
    first: { eng: 'Sunita', hin: 'सुनीता', ben: 'সুনীতা' },
    last: { eng: 'Das', hin: 'दास', ben: 'দাস' },
    email: 'sunita.das@demo.muster.test',
    phone: '+919810000006',
    gender: 'female',
    designation: 'MO',
  },
  {
    code: 'new1',
    type: 'contractual',
    groups: [],
    first: { eng: 'Arjun', hin: 'अर्जुन', ben: 'অর্জুন' },
    last: { eng: 'Nair', hin: 'नायर', ben: 'নায়ার' },
    email: 'arjun.nair@demo.muster.test',
    phone: '+919810000007',
    gender: 'male',
    designation: 'HLP',
    hasLogin: false,
  },
];

/** Each contractor business's own administrator (user `admin` under its handle). */
export const contractorAdmins: Record<'sunrise' | 'shakti', DemoPerson> = {
  sunrise: {
    code: 'admin',
    type: 'user',
    groups: [],
    first: { eng: 'Tapan', hin: 'तपन', ben: 'তপন' },
    last: { eng: 'Ghosh', hin: 'घोष', ben: 'ঘোষ' },
    email: 'tapan.ghosh@sunrise.muster.test',
    phone: '+919830000001',
    gender: 'male',
  },
  shakti: {
    code: 'admin',
    type: 'user',
    groups: [],
    first: { eng: 'Vikram', hin: 'विक्रम', ben: 'বিক্রম' },
    last: { eng: 'Thakur', hin: 'ठाकुर', ben: 'ঠাকুর' },
    email: 'vikram.thakur@shakti.muster.test',
    phone: '+919418000001',
    gender: 'male',
  },
};
