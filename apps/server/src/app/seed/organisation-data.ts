import { compensatoryOffLeaveType } from '../../platform/db/migration-data/compensatory-off.js';
import type { MasterRow } from './masters.js';

// The demo deployment's fixed records: businesses, places, shifts, designations, rules.

/** A text in every interface language. */
export const text = (eng: string, fr: string, hin: string, ben: string) => ({ eng, fr, hin, ben });

/** The businesses of the demo: the provider signs in as `demo`, each contractor under its own handle. */
export const demoPartners = [
  {
    key: 'provider',
    code: 'DEMO',
    name: 'Demo Industries Pvt Ltd',
    sw_handle: 'demo',
    /** Its PAN's holder kind: companies are 'C'. */
    holder: 'C',
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
    holder: 'C',
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
    // a partnership firm, not a body corporate: its security guards are billed under reverse charge
    holder: 'F',
    state: 'HP',
    address: 'Near Seri Manch, Moti Bazar',
    city: 'Mandi',
    pincode: '175001',
  },
] as const;
export type DemoPartnerKey = (typeof demoPartners)[number]['key'];

export const roleGroups: MasterRow[] = [
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

/**
 * The demo sites' phone punch policy (issue #36 item 3): phones allowed within 200 m of the
 * site's position (its plant gate), with a selfie, a punch outside going to the reporting
 * officer, and ten minutes of clock tolerance.
 */
const phonePunchPolicy = {
  radius_m: 200,
  phone_punch_allowed: true,
  phone_selfie_required: true,
  phone_outside_for_approval: true,
  phone_clock_tolerance_min: 10,
};

export const sites = [
  {
    code: 'Mandi',
    name: text('Mandi Plant', 'Usine de Mandi', 'मंडी संयंत्र', 'মান্ডি কারখানা'),
    site_code: 'HP-MND-01',
    address: 'Industrial Area, Ratti',
    city: 'Mandi',
    pincode: '175008',
    state: 'HP',
    // Himachal Pradesh fixes one minimum wage for the whole state (outside Scheduled Tribe areas)
    zone: 'all',
    latitude: 31.5522,
    longitude: 76.9081,
    ...phonePunchPolicy,
  },
  {
    code: 'Kolkata',
    name: text('Kolkata Works', 'Ateliers de Calcutta', 'कोलकाता कारखाना', 'কলকাতা কারখানা'),
    site_code: 'WB-KOL-01',
    address: 'Plot 14, Sector V, Salt Lake',
    city: 'Kolkata',
    pincode: '700091',
    state: 'WB',
    // Salt Lake is in Bidhannagar Municipal Corporation: zone A
    zone: 'A',
    latitude: 22.5735,
    longitude: 88.4331,
    ...phonePunchPolicy,
  },
  {
    code: 'Pune',
    name: text('Pune Warehouse', 'Entrepôt de Pune', 'पुणे गोदाम', 'পুনে গুদাম'),
    site_code: 'MH-PUN-01',
    address: 'Gat 112, Chakan MIDC Phase II',
    city: 'Pune',
    pincode: '410501',
    state: 'MH',
    // an industrial area within 20 km of Pimpri-Chinchwad Municipal Corporation: zone I
    zone: 'I',
    latitude: 18.7481,
    longitude: 73.8272,
    ...phonePunchPolicy,
  },
];

export const shifts = [
  {
    shift_code: 'GEN',
    name: text('General', 'Journée', 'सामान्य', 'সাধারণ'),
    time: [540, 1080],
    break: [780, 810],
  },
  { shift_code: 'MOR', name: text('Morning', 'Matin', 'सुबह', 'সকাল'), time: [360, 840], break: [600, 630] },
  { shift_code: 'EVE', name: text('Evening', 'Soir', 'शाम', 'সন্ধ্যা'), time: [840, 1320], break: [1080, 1110] },
  { shift_code: 'NGT', name: text('Night', 'Nuit', 'रात', 'রাত'), time: [1320, 360], break: [120, 150] },
] as const;

// each designation's skill class, as the notifications classify the work (issue #33 item 3)
export const products = [
  {
    code: 'SG',
    name: text('Security Guard', 'Agent de sécurité', 'सुरक्षा गार्ड', 'নিরাপত্তা রক্ষী'),
    skill: 'unskilled',
    sac_code: '998525',
    price: 780,
  },
  {
    code: 'HK',
    name: text('Housekeeping Staff', 'Agent d’entretien', 'सफ़ाई कर्मचारी', 'পরিচ্ছন্নতা কর্মী'),
    skill: 'unskilled',
    sac_code: '998533',
    price: 690,
  },
  {
    code: 'EL',
    name: text('Electrician', 'Électricien', 'बिजली मिस्त्री', 'বিদ্যুৎ মিস্ত্রি'),
    skill: 'skilled',
    sac_code: '998719',
    price: 950,
  },
  {
    code: 'SUP',
    name: text('Supervisor', 'Superviseur', 'पर्यवेक्षक', 'তত্ত্বাবধায়ক'),
    skill: 'highly_skilled',
    sac_code: '998519',
    price: 1150,
  },
  {
    code: 'MO',
    name: text('Machine Operator', 'Opérateur de machine', 'मशीन संचालक', 'যন্ত্র চালক'),
    skill: 'skilled',
    sac_code: '998513',
    price: 880,
  },
  {
    code: 'HLP',
    name: text('Helper', 'Aide', 'सहायक', 'সহকারী'),
    skill: 'unskilled',
    sac_code: '998519',
    price: 640,
  },
];

export const departments = [
  {
    code: 'OPS',
    name: text('Operations', 'Exploitation', 'संचालन', 'পরিচালনা'),
    subsections: ['Assembly Line A', 'Packing'],
  },
  {
    code: 'MNT',
    name: text('Maintenance', 'Service de maintenance', 'रखरखाव', 'রক্ষণাবেক্ষণ'),
    subsections: ['Electrical', 'Mechanical'],
  },
  {
    code: 'SEC',
    name: text('Security', 'Sécurité', 'सुरक्षा', 'নিরাপত্তা'),
    subsections: ['Main Gate', 'Patrol'],
  },
  {
    code: 'HKP',
    name: text('Housekeeping', 'Entretien ménager', 'साफ़-सफ़ाई', 'পরিচ্ছন্নতা'),
    subsections: ['Plant Hygiene'],
  },
  {
    code: 'ADM',
    name: text('Administration', 'Services administratifs', 'प्रशासन', 'প্রশাসন'),
    subsections: ['Front Office'],
  },
];

export const holidays: { name: ReturnType<typeof text>; date: string; state?: string; optional?: boolean }[] =
  [
    { name: text('Republic Day', 'Fête de la République', 'गणतंत्र दिवस', 'প্রজাতন্ত্র দিবস'), date: '2026-01-26' },
    { name: text('Holi', 'Holi', 'होली', 'হোলি'), date: '2026-03-04' },
    {
      name: text('Good Friday', 'Vendredi saint', 'गुड फ्राइडे', 'গুড ফ্রাইডে'),
      date: '2026-04-03',
      optional: true,
    },
    {
      name: text('Independence Day', "Fête de l'Indépendance", 'स्वतंत्रता दिवस', 'স্বাধীনতা দিবস'),
      date: '2026-08-15',
    },
    { name: text('Gandhi Jayanti', 'Gandhi Jayanti', 'गांधी जयंती', 'গান্ধী জয়ন্তী'), date: '2026-10-02' },
    {
      name: text(
        'Durga Puja (Vijaya Dashami)',
        'Durga Puja (Vijaya Dashami)',
        'दुर्गा पूजा (विजयादशमी)',
        'দুর্গাপূজা (বিজয়া দশমী)',
      ),
      date: '2026-10-20',
      state: 'WB',
    },
    { name: text('Diwali', 'Diwali', 'दीपावली', 'দীপাবলি'), date: '2026-11-08' },
    {
      name: text('Guru Nanak Jayanti', 'Guru Nanak Jayanti', 'गुरु नानक जयंती', 'গুরু নানক জয়ন্তী'),
      date: '2026-11-24',
      optional: true,
    },
    { name: text('Christmas', 'Noël', 'क्रिसमस', 'বড়দিন'), date: '2026-12-25' },
  ];

export const leaveTypes = [
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
  // earned leave to the credit is paid on leaving, at the wages (settlements README)
  {
    code: 'EL',
    name: text('Earned leave', 'Congé acquis', 'अर्जित अवकाश', 'অর্জিত ছুটি'),
    yearly_quota: 15,
    encashment_wages: 'wages',
  },
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
  // its balance is the compensatory offs worked holidays and weekly offs earned (#29 item 2);
  // a fixed id, as a draw here would move every later draw of the demo (its people's wages,
  // statuses and leavers) and with them the cases the tests and the scorecard find
  { ...compensatoryOffLeaveType, id: '6c0f3d2e-8a41-4f7b-9c55-2d1e0b7a9c01' },
];

/** The share of the gross the demo structure's wage components (basic 0.5, DA 0.1) pay. */
export const demoWageShare = 0.6;

// Statutory deductions (PF, ESI, PT, LWF) are not payheads: payroll adds them from the
// dated statutory rates (apps/server/src/domain/payroll/README.md).
export const payheads = [
  {
    code: 'BASIC',
    name: text('Basic', 'Salaire de base', 'मूल वेतन', 'মূল বেতন'),
    payhead_type: 'earning',
    formula: 'gross * 0.5',
    wage_component: true,
  },
  {
    code: 'DA',
    name: text('Dearness allowance', 'Indemnité de vie chère', 'महंगाई भत्ता', 'মহার্ঘ ভাতা'),
    payhead_type: 'earning',
    formula: 'gross * 0.1',
    wage_component: true,
  },
  {
    code: 'HRA',
    name: text('House rent allowance', 'Indemnité de logement', 'मकान किराया भत्ता', 'বাড়িভাড়া ভাতা'),
    payhead_type: 'earning',
    formula: 'basic * 0.4',
  },
  {
    code: 'SPL',
    name: text('Special allowance', 'Indemnité spéciale', 'विशेष भत्ता', 'বিশেষ ভাতা'),
    payhead_type: 'earning',
    formula: 'gross - basic - da - hra',
  },
  {
    code: 'OT',
    name: text('Overtime', 'Heures supplémentaires', 'अतिकाल', 'ওভারটাইম'),
    payhead_type: 'earning',
    formula: 'gross / overtime_day_divisor / 8 * overtime_hours * overtime_multiplier',
    prorate: false,
  },
];

// Monthly professional tax by gross salary, per state (dated master data, DESIGN §6):
// [from, to, amount, only in month, gender, in force from (default 2024-04-01)]; sources in
// apps/server/src/domain/payroll/README.md.
export const professionalTaxSlabs: Record<
  string,
  [number, number | null, number, number?, string?, string?][]
> = {
  WB: [
    [0, 10000, 0],
    [10001, 15000, 110],
    [15001, 25000, 130],
    [25001, 40000, 150],
    [40001, null, 200],
  ],
  MH: [
    [0, 7500, 0, undefined, 'male'],
    [7501, 10000, 175, undefined, 'male'],
    [10001, null, 200, undefined, 'male'],
    [10001, null, 300, 2, 'male'],
    [0, 25000, 0, undefined, 'female'],
    [25001, null, 200, undefined, 'female'],
    [25001, null, 300, 2, 'female'],
  ],
  KA: [
    // "less than ₹25,000" is nil: the slab ends a paisa below (payroll README, PT slabs with paise)
    [0, 24999.99, 0],
    [25000, null, 200],
    // February's ₹300 from 1 April 2025 (Karnataka Act 33 of 2025); ₹200 before
    [25000, null, 300, 2, undefined, '2025-04-01'],
  ],
};

/**
 * Labour Welfare Fund contributions of the demo's states: employee and employer, a half
 * year's each, due in June and December (payroll README "Sources", state figures).
 * Himachal Pradesh and Delhi have no such fund deducted from wages in this product.
 */
export const labourWelfareFund: {
  state: string;
  employee: number;
  employer: number;
  months: string;
  source: string;
}[] = [
  {
    state: 'WB',
    employee: 3,
    employer: 15,
    months: '6, 12',
    source:
      'West Bengal Labour Welfare Fund Act 1974 and Rules: ₹3 employee, ₹15 employer a half year (June, December)',
  },
  {
    state: 'MH',
    employee: 25,
    employer: 75,
    months: '6, 12',
    source:
      'Maharashtra Labour Welfare Fund Act 1953 s. 6BB as amended by the Maharashtra Labour Welfare Fund (Amendment) Act 2024 (Gazette of 18 March 2024): ₹25 employee, thrice that (₹75) employer a half year (June, December), whatever the wages',
  },
];

export const complianceDocs = [
  { doc_name: 'PF challan', restr_lvl: 'block' },
  { doc_name: 'ESI challan', restr_lvl: 'block' },
  { doc_name: 'Wage register', restr_lvl: 'warn' },
  { doc_name: 'Attendance register', restr_lvl: 'none' },
];
