import type { LocaleText, ReportConfigInput } from '@muster/protocol';

/** A report every deployment starts with (migration 016); an admin edits or adds others. */
export interface SeededReport {
  name: string;
  label: LocaleText;
  config: ReportConfigInput;
}

const t = (eng: string, fr: string, hin: string, ben: string): LocaleText => ({ eng, fr, hin, ben });

const code = {
  path: 'employees_id.code',
  label: t('Employee Code', "Code de l'employé", 'कर्मचारी कोड', 'কর্মচারী কোড'),
};
const name = {
  path: 'employees_id.persons_id.first_name',
  label: t('Name', 'Nom', 'नाम', 'নাম'),
};
const monthFilter = (path: string) => ({
  name: 'period',
  label: t('Period', 'Période', 'अवधि', 'সময়কাল'),
  path,
  operator: 'between' as const,
  input: 'date_range' as const,
});
const codeFilter = {
  name: 'employee_code',
  label: t('Employee Code', "Code de l'employé", 'कर्मचारी कोड', 'কর্মচারী কোড'),
  path: 'employees_id.code',
  operator: 'ilike' as const,
  input: 'text' as const,
};
const payColumns = [
  { path: 'payable_days', label: t('Payable Days', 'Jours payables', 'देय दिन', 'প্রদেয় দিন') },
  { path: 'gross_pay', label: t('Gross Pay', 'Salaire brut', 'सकल वेतन', 'মোট বেতন') },
  { path: 'total_deductions', label: t('Deductions', 'Retenues', 'कटौतियाँ', 'কর্তন') },
  { path: 'net_pay', label: t('Net Pay', 'Salaire net', 'शुद्ध वेतन', 'নিট বেতন') },
];
const month = { path: 'payroll_month', label: t('Month', 'Mois', 'महीना', 'মাস') };

/** Earnings the form names apart from 'other cash payments': basic, DA (with their arrears), overtime. */
type LineMatch = Record<string, string[]>;
const basicLines: LineMatch[] = [{ code: ['BASIC'] }, { adjustment_kind: ['arrears_basic'] }];
const daLines: LineMatch[] = [{ code: ['DA'] }, { adjustment_kind: ['arrears_da'] }];
const overtimeLines: LineMatch[] = [{ code: ['OT'] }];
const blank = (label: LocaleText) => ({ label, show: 'blank' as const });

/**
 * Form XVII's columns in the form's order (Contract Labour (R&A) Central Rules, 1971, rule
 * 78(1)(a)(i); reports README): approved payslips, amounts from the payslip's lines.
 */
export const registerOfWagesForm =
  'Contract Labour (R&A) Central Rules, 1971, rule 78(1)(a)(i), Form XVII: approved payslips; days worked are payable days; the rate is the monthly rate; units of work (piece rates) not stored';
export const registerOfWagesConfig: ReportConfigInput = {
  base_folder: 'payslips',
  form: registerOfWagesForm,
  where: [{ path: 'status', value: 'approved' }],
  columns: [
    { label: t('Sl. No.', "N° d'ordre", 'क्रम सं.', 'ক্রমিক নং'), show: 'serial' },
    {
      path: 'employees_id.persons_id.first_name',
      join: ['employees_id.persons_id.last_name'],
      label: t('Name of workman', 'Nom du travailleur', 'कामगार का नाम', 'শ্রমিকের নাম'),
    },
    {
      path: 'employees_id.code',
      label: t(
        'Serial No. in the register of workmen',
        'N° dans le registre des travailleurs',
        'कामगार रजिस्टर में क्रम सं.',
        'শ্রমিক রেজিস্টারে ক্রমিক নং',
      ),
    },
    {
      path: 'employees_id.designation.name',
      label: t(
        'Designation/nature of work done',
        'Fonction/nature du travail effectué',
        'पदनाम/किए गए कार्य का स्वरूप',
        'পদবী/সম্পাদিত কাজের ধরন',
      ),
    },
    {
      path: 'payable_days',
      label: t('No. of days worked', 'Nombre de jours travaillés', 'कार्य दिवसों की संख्या', 'কাজের দিনের সংখ্যা'),
    },
    blank(t('Units of work done', "Unités d'ouvrage réalisées", 'किए गए कार्य की इकाइयाँ', 'সম্পাদিত কাজের একক')),
    {
      path: 'itemized_pay_details',
      label: t(
        'Rate of wages (monthly)/piece rate',
        'Taux de salaire (mensuel)/à la pièce',
        'मजदूरी की दर (मासिक)/नग दर',
        'মজুরির হার (মাসিক)/পিস রেট',
      ),
      lines: {
        any: [{ kind: ['earning'], source: ['structure'] }],
        except: overtimeLines,
        show: 'sum',
        value: 'rate',
      },
    },
    {
      path: 'itemized_pay_details',
      label: t('Basic wages', 'Salaire de base', 'मूल मजदूरी', 'মূল মজুরি'),
      lines: { any: basicLines, show: 'sum' },
    },
    {
      path: 'itemized_pay_details',
      label: t('Dearness allowance', 'Indemnité de vie chère', 'महंगाई भत्ता', 'মহার্ঘ ভাতা'),
      lines: { any: daLines, show: 'sum' },
    },
    {
      path: 'itemized_pay_details',
      label: t('Overtime', 'Heures supplémentaires', 'अतिकाल', 'ওভারটাইম'),
      lines: { any: overtimeLines, show: 'sum' },
    },
    {
      path: 'itemized_pay_details',
      label: t(
        'Other cash payments (nature of payment)',
        'Autres paiements en espèces (nature du paiement)',
        'अन्य नकद भुगतान (भुगतान का स्वरूप)',
        'অন্যান্য নগদ অর্থপ্রদান (প্রদানের ধরন)',
      ),
      lines: {
        any: [{ kind: ['earning'] }],
        except: [...basicLines, ...daLines, ...overtimeLines],
        show: 'itemised',
      },
    },
    { path: 'gross_pay', label: t('Total', 'Total', 'कुल', 'মোট') },
    {
      path: 'itemized_pay_details',
      label: t(
        'Deductions, if any (nature)',
        'Retenues éventuelles (nature)',
        'कटौतियाँ, यदि कोई हों (स्वरूप)',
        'কর্তন, যদি থাকে (ধরন)',
      ),
      lines: { any: [{ kind: ['deduction'] }], show: 'itemised' },
    },
    {
      path: 'net_pay',
      label: t('Net amount paid', 'Montant net payé', 'भुगतान की गई शुद्ध राशि', 'প্রদত্ত নিট পরিমাণ'),
    },
    blank(
      t(
        'Signature/thumb-impression of workman',
        'Signature/empreinte du pouce du travailleur',
        'कामगार के हस्ताक्षर/अँगूठे का निशान',
        'শ্রমিকের স্বাক্ষর/টিপসই',
      ),
    ),
    blank(
      t(
        'Initials of contractor or his representative',
        "Paraphe de l'entrepreneur ou de son représentant",
        'ठेकेदार या उसके प्रतिनिधि के आद्याक्षर',
        'ঠিকাদার বা তার প্রতিনিধির আদ্যক্ষর',
      ),
    ),
  ],
  ui_filters: [monthFilter('payroll_month'), codeFilter],
  order: [{ path: 'employees_id.code', dir: 'asc' }],
};

/**
 * Form XIII's columns in the form's order (Contract Labour (R&A) Central Rules, 1971, rule
 * 75; reports README): the serial number is the employee's code, which Form XVII cites.
 */
export const registerOfWorkmenForm =
  "Contract Labour (R&A) Central Rules, 1971, rule 75, Form XIII: the serial number is the employee's code; age as the date of birth";
export const registerOfWorkmenConfig: ReportConfigInput = {
  base_folder: 'employees',
  form: registerOfWorkmenForm,
  columns: [
    { path: 'code', label: t('Sl. No.', "N° d'ordre", 'क्रम सं.', 'ক্রমিক নং') },
    {
      path: 'persons_id.first_name',
      join: ['persons_id.last_name'],
      label: t(
        'Name and surname of workman',
        'Nom et prénom du travailleur',
        'कामगार का नाम और उपनाम',
        'শ্রমিকের নাম ও পদবি',
      ),
    },
    {
      path: 'persons_id.birth_date',
      label: t('Age (date of birth)', 'Âge (date de naissance)', 'आयु (जन्म तिथि)', 'বয়স (জন্ম তারিখ)'),
    },
    { path: 'persons_id.gender', label: t('Sex', 'Sexe', 'लिंग', 'লিঙ্গ') },
    {
      path: 'persons_id.father_husband_name',
      label: t("Father's/husband's name", "Nom du père/de l'époux", 'पिता/पति का नाम', 'পিতা/স্বামীর নাম'),
    },
    {
      path: 'designation.name',
      label: t(
        'Nature of employment/designation',
        "Nature de l'emploi/fonction",
        'रोज़गार का स्वरूप/पदनाम',
        'নিয়োগের ধরন/পদবী',
      ),
    },
    {
      path: 'persons_id.permanent_address',
      label: t(
        'Permanent home address of workman',
        'Adresse permanente du travailleur',
        'कामगार का स्थायी घर का पता',
        'শ্রমিকের স্থায়ী বাড়ির ঠিকানা',
      ),
    },
    {
      path: 'persons_id.local_address',
      label: t('Local address', 'Adresse locale', 'स्थानीय पता', 'স্থানীয় ঠিকানা'),
    },
    {
      path: 'joining_date',
      label: t(
        'Date of commencement of employment',
        "Date de début de l'emploi",
        'रोज़गार प्रारंभ होने की तिथि',
        'নিয়োগ শুরুর তারিখ',
      ),
    },
    blank(
      t(
        'Signature or thumb-impression of workman',
        'Signature ou empreinte du pouce du travailleur',
        'कामगार के हस्ताक्षर या अँगूठे का निशान',
        'শ্রমিকের স্বাক্ষর বা টিপসই',
      ),
    ),
    {
      path: 'leaving_date',
      label: t(
        'Date of termination of employment',
        "Date de fin de l'emploi",
        'रोज़गार समाप्ति की तिथि',
        'নিয়োগ সমাপ্তির তারিখ',
      ),
    },
    {
      path: 'leaving_reasons_id.name',
      label: t('Reasons for termination', 'Motifs de la fin', 'समाप्ति के कारण', 'সমাপ্তির কারণ'),
    },
    blank(t('Remarks', 'Remarques', 'टिप्पणी', 'মন্তব্য')),
  ],
  ui_filters: [
    {
      name: 'employee_code',
      label: t('Employee Code', "Code de l'employé", 'कर्मचारी कोड', 'কর্মচারী কোড'),
      path: 'code',
      operator: 'ilike',
      input: 'text',
    },
  ],
  order: [{ path: 'code', dir: 'asc' }],
};

/**
 * Form XVI's columns in the form's order (Contract Labour (R&A) Central Rules, 1971, rule
 * 78(1)(a)(i); reports README): a row per worker and month, the day's attendance mark under
 * each date.
 */
export const musterRollForm =
  "Contract Labour (R&A) Central Rules, 1971, rule 78(1)(a)(i), Form XVI: a row per worker and month; a date's mark is the attendance type's code, blank where no attendance is recorded";
export const musterRollConfig: ReportConfigInput = {
  base_folder: 'attendance',
  form: musterRollForm,
  days: { date: 'attendance_date', by: 'employees_id' },
  columns: [
    { label: t('Sl. No.', "N° d'ordre", 'क्रम सं.', 'ক্রমিক নং'), show: 'serial' },
    {
      path: 'employees_id.persons_id.first_name',
      join: ['employees_id.persons_id.last_name'],
      label: t('Name of workman', 'Nom du travailleur', 'कामगार का नाम', 'শ্রমিকের নাম'),
    },
    {
      path: 'employees_id.persons_id.father_husband_name',
      label: t("Father's/husband's name", "Nom du père/de l'époux", 'पिता/पति का नाम', 'পিতা/স্বামীর নাম'),
    },
    { path: 'employees_id.persons_id.gender', label: t('Sex', 'Sexe', 'लिंग', 'লিঙ্গ') },
    { path: 'att_type.code', show: 'days', label: t('Dates', 'Dates', 'तारीखें', 'তারিখসমূহ') },
    blank(t('Remarks', 'Remarques', 'टिप्पणी', 'মন্তব্য')),
  ],
  ui_filters: [monthFilter('attendance_date'), codeFilter],
  order: [
    { path: 'employees_id.code', dir: 'asc' },
    { path: 'attendance_date', dir: 'asc' },
  ],
};

export const seededReports: SeededReport[] = [
  {
    name: 'attendance_summary_by_employee',
    label: t(
      'Attendance summary by employee',
      'Résumé des présences par employé',
      'कर्मचारीवार उपस्थिति सारांश',
      'কর্মচারী অনুযায়ী উপস্থিতির সারাংশ',
    ),
    config: {
      base_folder: 'attendance',
      columns: [
        code,
        name,
        { path: 'attendance_status.name', label: t('Status', 'Statut', 'स्थिति', 'অবস্থা') },
      ],
      count: { label: t('Days', 'Jours', 'दिन', 'দিন') },
      ui_filters: [monthFilter('attendance_date'), codeFilter],
      order: [{ path: 'employees_id.code', dir: 'asc' }],
    },
  },
  {
    name: 'leave_register',
    label: t('Leave register', 'Registre des congés', 'अवकाश रजिस्टर', 'ছুটির রেজিস্টার'),
    config: {
      base_folder: 'leaves',
      columns: [
        code,
        { path: 'employee_name', label: t('Name', 'Nom', 'नाम', 'নাম') },
        { path: 'leave_type_codes', label: t('Leave Types', 'Types de congé', 'अवकाश के प्रकार', 'ছুটির ধরন') },
        { path: 'leave_from', label: t('From', 'Du', 'से', 'থেকে') },
        { path: 'leave_to', label: t('To', 'Au', 'तक', 'পর্যন্ত') },
        { path: 'leave_day_count', label: t('Days', 'Jours', 'दिन', 'দিন') },
        { path: 'leave_status', label: t('Status', 'Statut', 'स्थिति', 'অবস্থা') },
      ],
      ui_filters: [monthFilter('leave_from'), codeFilter],
      order: [{ path: 'leave_from', dir: 'desc' }],
    },
  },
  {
    name: 'headcount_by_contractor_and_site',
    label: t(
      'Headcount by contractor and site',
      'Effectif par sous-traitant et site',
      'ठेकेदार और साइट के अनुसार कर्मचारी संख्या',
      'ঠিকাদার ও সাইট অনুযায়ী কর্মী সংখ্যা',
    ),
    config: {
      base_folder: 'employees',
      columns: [
        { path: 'partners_id.name', label: t('Business', 'Entreprise', 'व्यवसाय', 'ব্যবসা') },
        { path: 'sites_id.name', label: t('Site', 'Site', 'साइट', 'সাইট') },
      ],
      count: { label: t('Headcount', 'Effectif', 'कर्मचारी संख्या', 'কর্মী সংখ্যা') },
      ui_filters: [
        {
          name: 'status',
          label: t('Employee Status', "Statut de l'employé", 'कर्मचारी स्थिति', 'কর্মচারীর অবস্থা'),
          path: 'employee_status',
          operator: '=',
          input: 'text',
        },
      ],
      order: [{ path: 'sites_id.name', dir: 'asc' }],
    },
  },
  {
    name: 'payroll_register',
    label: t('Payroll register', 'Registre de paie', 'वेतन रजिस्टर', 'বেতন রেজিস্টার'),
    config: {
      base_folder: 'payslips',
      columns: [
        month,
        code,
        name,
        { path: 'working_days', label: t('Working Days', 'Jours ouvrés', 'कार्य दिवस', 'কার্যদিবস') },
        ...payColumns,
      ],
      ui_filters: [monthFilter('payroll_month'), codeFilter],
      order: [{ path: 'payroll_month', dir: 'desc' }],
    },
  },
  {
    name: 'muster_roll',
    label: t(
      'Muster roll (Form XVI)',
      'Registre de présence (formulaire XVI)',
      'हाजिरी रजिस्टर (प्रपत्र XVI)',
      'হাজিরা খাতা (ফর্ম XVI)',
    ),
    config: musterRollConfig,
  },
  {
    name: 'register_of_wages',
    label: t(
      'Register of wages (Form XVII)',
      'Registre des salaires (formulaire XVII)',
      'मजदूरी रजिस्टर (प्रपत्र XVII)',
      'মজুরি রেজিস্টার (ফর্ম XVII)',
    ),
    config: registerOfWagesConfig,
  },
  {
    name: 'register_of_workmen',
    label: t(
      'Register of workmen (Form XIII)',
      'Registre des travailleurs (formulaire XIII)',
      'कामगार रजिस्टर (प्रपत्र XIII)',
      'শ্রমিক রেজিস্টার (ফর্ম XIII)',
    ),
    config: registerOfWorkmenConfig,
  },
];
