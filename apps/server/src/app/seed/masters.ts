import { punchRequestType } from '../../platform/db/migration-data/punch-requests.js';

/** A master row: code and its name in every interface language. */
export interface MasterRow {
  code: string;
  name: { eng: string; fr: string; hin: string; ben: string };
  [column: string]: unknown;
}

const m = (
  code: string,
  eng: string,
  fr: string,
  hin: string,
  ben: string,
  extra: Record<string, unknown> = {},
) => ({
  code,
  name: { eng, fr, hin, ben },
  ...extra,
});

/** Attendance types (spec 001 §4) with the payable share of a day and their calendar colour. */
export const attendanceTypes: MasterRow[] = [
  m('P', 'Present', 'Présent', 'उपस्थित', 'উপস্থিত', { payable_days: 1, color: '#16a34a' }),
  m('A', 'Absent', 'Absent', 'अनुपस्थित', 'অনুপস্থিত', { payable_days: 0, color: '#dc2626' }),
  m('H', 'Holiday', 'Jour férié', 'अवकाश', 'ছুটির দিন', { payable_days: 1, color: '#7c3aed' }),
  m('SP', 'Single punch', 'Pointage unique', 'एकल पंच', 'একক পাঞ্চ', { payable_days: 0, color: '#f59e0b' }),
  m('HD', 'Half day', 'Demi-journée', 'आधा दिन', 'অর্ধদিবস', { payable_days: 0.5, color: '#eab308' }),
  m('L', 'Leave', 'Congé', 'छुट्टी', 'ছুটি', { payable_days: 1, color: '#0ea5e9' }),
  m('WO', 'Weekly off', 'Repos hebdomadaire', 'साप्ताहिक अवकाश', 'সাপ্তাহিক ছুটি', {
    payable_days: 1,
    color: '#64748b',
  }),
  { code: 'PR', ...punchRequestType },
  m('T', 'Tour', 'Déplacement', 'दौरा', 'সফর', { payable_days: 1, color: '#0891b2' }),
  m('R', 'Resigned', 'Démissionnaire', 'त्यागपत्र', 'পদত্যাগী', { payable_days: 0, color: '#9ca3af' }),
  m('LWP', 'Leave without pay', 'Congé sans solde', 'अवैतनिक छुट्टी', 'বিনা বেতনে ছুটি', {
    payable_days: 0,
    color: '#be123c',
  }),
  m('CO', 'Compensatory off', 'Repos compensateur', 'प्रतिपूरक अवकाश', 'ক্ষতিপূরণমূলক ছুটি', {
    payable_days: 1,
    color: '#2563eb',
  }),
];

/** The attendance statuses of spec 001 §3, by the codes the approve and reject txns set. */
export const attendanceStatuses: MasterRow[] = [
  m('unapproved', 'Unapproved', 'Non approuvé', 'अननुमोदित', 'অননুমোদিত'),
  m(
    'intermediate_approved',
    'Intermediate approved',
    'Approbation intermédiaire',
    'मध्यवर्ती स्वीकृत',
    'মধ্যবর্তী অনুমোদিত',
  ),
  m('final_approved', 'Final approved', 'Approbation finale', 'अंतिम स्वीकृत', 'চূড়ান্ত অনুমোদিত'),
  m('rejected', 'Rejected', 'Rejeté', 'अस्वीकृत', 'প্রত্যাখ্যাত'),
  m('settled', 'Settled', 'Réglé', 'निपटाया गया', 'নিষ্পন্ন'),
];

export const halfDayDurations: MasterRow[] = [
  m('first_half', 'First half', 'Première moitié', 'पहला भाग', 'প্রথমার্ধ', { leave_minutes: 240 }),
  m('second_half', 'Second half', 'Seconde moitié', 'दूसरा भाग', 'দ্বিতীয়ার্ধ', { leave_minutes: 240 }),
];

export const invoiceDocsStatuses: MasterRow[] = [
  m('pending', 'Pending', 'En attente', 'लंबित', 'বিচারাধীন'),
  m('uploaded', 'Uploaded', 'Téléversé', 'अपलोड किया गया', 'আপলোড করা হয়েছে'),
  m('approved', 'Approved', 'Approuvé', 'स्वीकृत', 'অনুমোদিত'),
  m('rejected', 'Rejected', 'Rejeté', 'अस्वीकृत', 'প্রত্যাখ্যাত'),
];

/** Staff on the rolls, system users, and contract workers (the leave picker's employees). */
export const employeeTypes: MasterRow[] = [
  m('regular', 'Regular', 'Permanent', 'नियमित', 'নিয়মিত'),
  m('user', 'User', 'Utilisateur', 'उपयोगकर्ता', 'ব্যবহারকারী'),
  m('contractual', 'Contractual', 'Contractuel', 'संविदा', 'চুক্তিভিত্তিক'),
];

export const employeeStatuses: MasterRow[] = [
  m('approved', 'Approved', 'Approuvé', 'स्वीकृत', 'অনুমোদিত'),
  m('Left', 'Left', 'Parti', 'छोड़ दिया', 'চলে গেছেন'),
];

export const allocationTypes: MasterRow[] = [
  m('regular', 'Regular', 'Régulière', 'नियमित', 'নিয়মিত'),
  m('overtime', 'Overtime', 'Heures supplémentaires', 'ओवरटाइम', 'ওভারটাইম'),
  m('replacement', 'Replacement', 'Remplacement', 'प्रतिस्थापन', 'প্রতিস্থাপন'),
];

/** States with their GST state codes (first two digits of a GSTIN). */
export const states: MasterRow[] = [
  m('WB', 'West Bengal', 'Bengale-Occidental', 'पश्चिम बंगाल', 'পশ্চিমবঙ্গ', { gst_state_code: '19' }),
  m('HP', 'Himachal Pradesh', 'Himachal Pradesh', 'हिमाचल प्रदेश', 'হিমাচল প্রদেশ', { gst_state_code: '02' }),
  m('MH', 'Maharashtra', 'Maharashtra', 'महाराष्ट्र', 'মহারাষ্ট্র', { gst_state_code: '27' }),
  m('KA', 'Karnataka', 'Karnataka', 'कर्नाटक', 'কর্ণাটক', { gst_state_code: '29' }),
  m('DL', 'Delhi', 'Delhi', 'दिल्ली', 'দিল্লি', { gst_state_code: '07' }),
  m('UP', 'Uttar Pradesh', 'Uttar Pradesh', 'उत्तर प्रदेश', 'উত্তরপ্রদেশ', { gst_state_code: '09' }),
];
