import { providerGroupCode } from '../auth/environment.js';
import { gstin } from './identifiers.js';
import {
  allocationTypes,
  attendanceStatuses,
  attendanceTypes,
  employeeStatuses,
  employeeTypes,
  halfDayDurations,
  invoiceDocsStatuses,
  type MasterRow,
  states,
} from './masters.js';
import type { SeededRandom } from './random.js';
import { instantRange, istDay, minuteRange, type SeedTable } from './seed-rows.js';

const text = (eng: string, fr: string, hin: string, ben: string) => ({ eng, fr, hin, ben });

/** The businesses of the demo: the provider signs in as `demo`, each contractor under its own handle. */
export const demoPartners = [
  {
    key: 'provider',
    code: 'DEMO',
    name: 'Demo Industries Pvt Ltd',
    sw_handle: 'demo',
    state: 'WB',
    address: 'Plot 14, Block EP, Sector V, Salt Lake',
    city: 'Kolkata',
    pincode: '700091',
  },
  {
    key: 'sunrise',
    code: 'SUNRISE',
    name: 'Sunrise Manpower Services Pvt Ltd',
    sw_handle: 'sunrise',
    state: 'WB',
    address: '27 G.T. Road, Liluah',
    city: 'Howrah',
    pincode: '711204',
  },
  {
    key: 'shakti',
    code: 'SHAKTI',
    name: 'Shakti Facility Management',
    sw_handle: 'shakti',
    state: 'HP',
    address: 'Near Seri Manch, Moti Bazar',
    city: 'Mandi',
    pincode: '175001',
  },
] as const;
export type DemoPartnerKey = (typeof demoPartners)[number]['key'];

/** Ids of the rows the workforce and leaves refer to. */
export interface OrganisationRefs {
  partners: Record<DemoPartnerKey, string>;
  employeeTypes: Record<string, string>;
  sites: string[];
  shifts: string[];
  products: string[];
  departments: { id: string; subsections: Record<DemoPartnerKey, string[]> }[];
  salaryStructures: Record<DemoPartnerKey, string>;
  leaveTypes: Record<string, string>;
  groups: Record<string, string>;
}

const roleGroups: MasterRow[] = [
  {
    code: 'AO',
    name: text('Attendance officers', 'Responsables des présences', 'उपस्थिति अधिकारी', 'উপস্থিতি আধিকারিক'),
  },
  {
    code: 'RO',
    name: text('Reporting officers', 'Responsables hiérarchiques', 'रिपोर्टिंग अधिकारी', 'রিপোর্টিং আধিকারিক'),
  },
  { code: 'HR', name: text('Human resources', 'Ressources humaines', 'मानव संसाधन', 'মানবসম্পদ') },
  {
    code: 'DCO',
    name: text('Duty chart officers', 'Responsables des plannings', 'ड्यूटी चार्ट अधिकारी', 'ডিউটি চার্ট আধিকারিক'),
  },
];

const sites = [
  {
    code: 'Mandi',
    name: 'Mandi Plant',
    site_code: 'HP-MND-01',
    address: 'Industrial Area, Ratti',
    city: 'Mandi',
    pincode: '175008',
    state: 'HP',
  },
  {
    code: 'Kolkata',
    name: 'Kolkata Works',
    site_code: 'WB-KOL-01',
    address: 'Plot 14, Sector V, Salt Lake',
    city: 'Kolkata',
    pincode: '700091',
    state: 'WB',
  },
  {
    code: 'Pune',
    name: 'Pune Warehouse',
    site_code: 'MH-PUN-01',
    address: 'Gat 112, Chakan MIDC Phase II',
    city: 'Pune',
    pincode: '410501',
    state: 'MH',
  },
];

const shifts = [
  { shift_code: 'GEN', name: 'General', time: [540, 1080], break: [780, 810] },
  { shift_code: 'MOR', name: 'Morning', time: [360, 840], break: [600, 630] },
  { shift_code: 'EVE', name: 'Evening', time: [840, 1320], break: [1080, 1110] },
  { shift_code: 'NGT', name: 'Night', time: [1320, 360], break: [120, 150] },
] as const;

const products = [
  { code: 'SG', name: 'Security Guard', sac_code: '998525', price: 780 },
  { code: 'HK', name: 'Housekeeping Staff', sac_code: '998533', price: 690 },
  { code: 'EL', name: 'Electrician', sac_code: '998719', price: 950 },
  { code: 'SUP', name: 'Supervisor', sac_code: '998519', price: 1150 },
  { code: 'MO', name: 'Machine Operator', sac_code: '998513', price: 880 },
  { code: 'HLP', name: 'Helper', sac_code: '998519', price: 640 },
];

const departments = [
  { code: 'OPS', name: 'Operations', subsections: ['Assembly Line A', 'Packing'] },
  { code: 'MNT', name: 'Maintenance', subsections: ['Electrical', 'Mechanical'] },
  { code: 'SEC', name: 'Security', subsections: ['Main Gate', 'Patrol'] },
  { code: 'HKP', name: 'Housekeeping', subsections: ['Plant Hygiene'] },
  { code: 'ADM', name: 'Administration', subsections: ['Front Office'] },
];

const holidays: { name: string; date: string; state?: string; optional?: boolean }[] = [
  { name: 'Republic Day', date: '2026-01-26' },
  { name: 'Holi', date: '2026-03-04' },
  { name: 'Good Friday', date: '2026-04-03', optional: true },
  { name: 'Independence Day', date: '2026-08-15' },
  { name: 'Gandhi Jayanti', date: '2026-10-02' },
  { name: 'Durga Puja (Vijaya Dashami)', date: '2026-10-20', state: 'WB' },
  { name: 'Diwali', date: '2026-11-08' },
  { name: 'Guru Nanak Jayanti', date: '2026-11-24', optional: true },
  { name: 'Christmas', date: '2026-12-25' },
];

const leaveTypes = [
  {
    code: 'CL',
    name: text('Casual leave', 'Congé occasionnel', 'आकस्मिक अवकाश', 'নৈমিত্তিক ছুটি'),
    yearly_quota: 12,
    monthly_limit: 1,
    allow_half_day: true,
  },
  {
    code: 'SL',
    name: text('Sick leave', 'Congé maladie', 'बीमारी अवकाश', 'অসুস্থতাজনিত ছুটি'),
    yearly_quota: 12,
    mandatory_document_upload: true,
    allow_half_day: true,
  },
  { code: 'EL', name: text('Earned leave', 'Congé acquis', 'अर्जित अवकाश', 'অর্জিত ছুটি'), yearly_quota: 15 },
  {
    code: 'ML',
    name: text('Maternity leave', 'Congé de maternité', 'मातृत्व अवकाश', 'মাতৃত্বকালীন ছুটি'),
    yearly_quota: 182,
    blanket_policy: true,
  },
  {
    code: 'LWP',
    name: text('Leave without pay', 'Congé sans solde', 'अवैतनिक अवकाश', 'বিনা বেতনে ছুটি'),
    yearly_quota: 30,
    paid: false,
  },
];

const payheads = [
  { code: 'BASIC', name: 'Basic', payhead_type: 'earning', formula: 'round(gross * 0.5)' },
  { code: 'DA', name: 'Dearness allowance', payhead_type: 'earning', formula: 'round(gross * 0.1)' },
  { code: 'HRA', name: 'House rent allowance', payhead_type: 'earning', formula: 'round(basic * 0.4)' },
  { code: 'SPL', name: 'Special allowance', payhead_type: 'earning', formula: 'gross - basic - da - hra' },
  {
    code: 'PF',
    name: 'Provident fund',
    payhead_type: 'deduction',
    formula: 'round(min(basic + da, 15000) * 0.12)',
  },
  {
    code: 'ESI',
    name: 'Employee state insurance',
    payhead_type: 'deduction',
    formula: 'round(gross * 0.0075)',
  },
  { code: 'PT', name: 'Professional tax', payhead_type: 'deduction', amount: 150, prorate: false },
  {
    code: 'PF_ER',
    name: 'Provident fund (employer)',
    payhead_type: 'employer_contribution',
    formula: 'round(min(basic + da, 15000) * 0.12)',
  },
  {
    code: 'ESI_ER',
    name: 'Employee state insurance (employer)',
    payhead_type: 'employer_contribution',
    formula: 'round(gross * 0.0325)',
  },
];

// Monthly professional tax by gross salary, per state (dated master data, DESIGN §6).
const professionalTaxSlabs: Record<string, [number, number | null, number][]> = {
  WB: [
    [0, 10000, 0],
    [10001, 15000, 110],
    [15001, 25000, 130],
    [25001, 40000, 150],
    [40001, null, 200],
  ],
  MH: [
    [0, 7500, 0],
    [7501, 10000, 175],
    [10001, null, 200],
  ],
  KA: [
    [0, 24999, 0],
    [25000, null, 200],
  ],
};

const complianceDocs = [
  { doc_name: 'PF challan', restr_lvl: 'block' },
  { doc_name: 'ESI challan', restr_lvl: 'block' },
  { doc_name: 'Wage register', restr_lvl: 'warn' },
  { doc_name: 'Attendance register', restr_lvl: 'none' },
];

const financialYear = { start: istDay('2026-04-01'), end: istDay('2027-04-01') };

const masterRows = (rows: MasterRow[], ids: Record<string, string>, random: SeededRandom, extra = {}) =>
  rows.map((row) => {
    ids[row.code] = random.uuid();
    return { id: ids[row.code], ...row, ...extra };
  });

/** Every row of the demo business but its people: masters, partners, places, rules and contracts. */
export function buildOrganisation(random: SeededRandom): { tables: SeedTable[]; refs: OrganisationRefs } {
  const stateIds: Record<string, string> = {};
  const groupIds: Record<string, string> = {};
  const partnerGroupIds = { pe: random.uuid(), contractor: random.uuid() };
  const partners = Object.fromEntries(demoPartners.map((partner) => [partner.key, random.uuid()])) as Record<
    DemoPartnerKey,
    string
  >;
  const typeIds: Record<string, string> = {};
  const leaveTypeIds: Record<string, string> = {};
  const tables: SeedTable[] = [];
  const add = (table: string, rows: Record<string, unknown>[]) => tables.push({ table, rows });

  add('partner_groups', [
    {
      id: partnerGroupIds.pe,
      code: providerGroupCode,
      name: text('Principal employer', 'Employeur principal', 'प्रधान नियोक्ता', 'প্রধান নিয়োগকর্তা'),
    },
    {
      id: partnerGroupIds.contractor,
      code: 'contractor',
      name: text('Contractors', 'Sous-traitants', 'ठेकेदार', 'ঠিকাদার'),
    },
  ]);
  const stateRows = masterRows(states, stateIds, random);
  add('states', stateRows);
  add(
    'states__professional_tax_slabs',
    Object.entries(professionalTaxSlabs).flatMap(([state, slabs]) =>
      slabs.map(([min, max, amount]) => ({
        parent_id: stateIds[state],
        effective_period: instantRange(istDay('2024-04-01'), null),
        min_gross: min,
        max_gross: max,
        amount,
      })),
    ),
  );
  const partnerRows = demoPartners.map((partner) => {
    const bank = {
      bank_name: random.pick(['State Bank of India', 'Punjab National Bank', 'UCO Bank', 'HDFC Bank']),
    };
    return {
      id: partners[partner.key],
      code: partner.code,
      name: partner.name,
      sw_handle: partner.sw_handle,
      partner_type: partner.key === 'provider' ? 'principal_employer' : 'contractor',
      partner_groups_id: partner.key === 'provider' ? partnerGroupIds.pe : partnerGroupIds.contractor,
      gstin: gstin(random, String(states.find((state) => state.code === partner.state)?.gst_state_code)),
      address: partner.address,
      city: partner.city,
      pincode: partner.pincode,
      states_id: stateIds[partner.state],
      ...bank,
      bank_account_no: random.digits(12),
      bank_ifsc: `${random.pick(['SBIN', 'PUNB', 'UCBA', 'HDFC'])}0${random.digits(6)}`,
    };
  });
  add('partners', partnerRows);
  add(
    'partners__invoice_compl_docs',
    demoPartners
      .filter((partner) => partner.key !== 'provider')
      .flatMap((partner) => complianceDocs.map((doc) => ({ parent_id: partners[partner.key], ...doc }))),
  );
  add('groups', masterRows(roleGroups, groupIds, random));
  add('attendance_types', masterRows(attendanceTypes, {}, random));
  add('attendance_status', masterRows(attendanceStatuses, {}, random));
  add('half_day_duration', masterRows(halfDayDurations, {}, random));
  add(
    'invoice_docs_statuses',
    masterRows(invoiceDocsStatuses, {}, random, { partners_id: partners.provider }),
  );
  add('employee_types', masterRows(employeeTypes, typeIds, random));
  add('employee_statuses', masterRows(employeeStatuses, {}, random));
  add('allocation_types', masterRows(allocationTypes, {}, random));

  const siteRows = sites.map(({ state, ...site }) => ({
    id: random.uuid(),
    ...site,
    states_id: stateIds[state],
  }));
  add('sites', siteRows);
  const shiftRows = shifts.map((shift) => ({
    id: random.uuid(),
    shift_code: shift.shift_code,
    name: shift.name,
    shift_time: minuteRange(shift.time[0], shift.time[1]),
    break_time: minuteRange(shift.break[0], shift.break[1]),
    min_working_minutes: 450,
  }));
  add('shifts', shiftRows);
  const productRows = products.map((product) => ({
    id: random.uuid(),
    ...product,
    taxes: 18,
    unit_of_measurements: 'day',
    status: 'active',
  }));
  add('products', productRows);
  const departmentRows = departments.map((department) => ({
    id: random.uuid(),
    code: department.code,
    name: department.name,
  }));
  add('departments', departmentRows);
  const refsDepartments = departmentRows.map((department) => ({
    id: department.id,
    subsections: Object.fromEntries(demoPartners.map((partner) => [partner.key, [] as string[]])) as Record<
      DemoPartnerKey,
      string[]
    >,
  }));
  add(
    'subsections',
    demoPartners.flatMap((partner) =>
      departments.flatMap((department, index) =>
        department.subsections.map((name, position) => {
          const id = random.uuid();
          refsDepartments[index]?.subsections[partner.key].push(id);
          return {
            id,
            partners_id: partners[partner.key],
            code: `${department.code}-${position + 1}`,
            name,
            departments_id: departmentRows[index]?.id,
          };
        }),
      ),
    ),
  );
  add(
    'holidays',
    holidays.map((holiday) => ({
      name: holiday.name,
      holiday_date: istDay(holiday.date),
      states_id: holiday.state ? stateIds[holiday.state] : null,
      optional_holiday: holiday.optional ?? false,
    })),
  );
  add(
    'leave_types',
    leaveTypes.map((type) => {
      leaveTypeIds[type.code] = random.uuid();
      return {
        id: leaveTypeIds[type.code],
        allow_half_day: false,
        mandatory_document_upload: false,
        blanket_policy: false,
        paid: true,
        ...type,
      };
    }),
  );
  const structures = Object.fromEntries(
    demoPartners.map((partner) => [partner.key, random.uuid()]),
  ) as Record<DemoPartnerKey, string>;
  add(
    'salary_structures',
    demoPartners.map((partner) => ({
      id: structures[partner.key],
      partners_id: partners[partner.key],
      code: `STD-${partner.code}`,
      name: 'Standard wages',
      effective_from: financialYear.start,
    })),
  );
  add(
    'salary_structures__payheads',
    demoPartners.flatMap((partner) =>
      payheads.map((payhead, index) => ({
        parent_id: structures[partner.key],
        sequence: index + 1,
        prorate: true,
        ...payhead,
      })),
    ),
  );
  const contractors = demoPartners.filter((partner) => partner.key !== 'provider');
  const contractIds = contractors.map(() => random.uuid());
  add(
    'contracts',
    contractors.map((partner, index) => ({
      id: contractIds[index],
      partners_id: partners[partner.key],
      code: `CT-${partner.code}-2026`,
      name: `Manpower supply FY 2026-27 (${partner.name})`,
      contract_period: instantRange(financialYear.start, financialYear.end),
      place_of_supply: stateIds[index === 0 ? 'WB' : 'HP'],
      service_charge_percent: index === 0 ? 8.5 : 7,
      start_payroll_on: 1,
      date_of_previous_month: false,
      invoices_generated: false,
    })),
  );
  add(
    'contracts__attendance_based_items',
    contractors.flatMap((_, index) => {
      const site = siteRows[index === 0 ? 1 : 0];
      return productRows.slice(0, 4).map((product, position) => ({
        parent_id: contractIds[index],
        sites_id: site?.id,
        shifts_id: shiftRows[position % shiftRows.length]?.id,
        products_id: product.id,
        rate_per_day: product.price,
        head_count: random.int(4, 20),
      }));
    }),
  );
  add(
    'contracts__job_based_items',
    contractIds.map((id) => ({
      parent_id: id,
      products_id: productRows[1]?.id,
      description: 'Deep cleaning of shop floor',
      unit_of_measurement: 'sq m',
      rate: 12.5,
    })),
  );
  return {
    tables,
    refs: {
      partners,
      employeeTypes: typeIds,
      sites: siteRows.map((site) => site.id),
      shifts: shiftRows.map((shift) => shift.id),
      products: productRows.map((product) => product.id),
      departments: refsDepartments,
      salaryStructures: structures,
      leaveTypes: leaveTypeIds,
      groups: groupIds,
    },
  };
}
