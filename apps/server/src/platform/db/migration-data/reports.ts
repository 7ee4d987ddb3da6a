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
const surname = {
  path: 'employees_id.persons_id.last_name',
  label: t('Surname', 'Nom de famille', 'उपनाम', 'পদবি'),
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
    config: {
      base_folder: 'attendance',
      form: 'Contract Labour (R&A) Central Rules, 1971, rule 78(1)(a)(i), Form XVI: one row per worker and day rather than a month grid',
      columns: [
        code,
        name,
        surname,
        { path: 'attendance_date', label: t('Date', 'Date', 'तारीख', 'তারিখ') },
        { path: 'att_type.code', label: t('Attendance', 'Présence', 'उपस्थिति', 'উপস্থিতি') },
        { path: 'in_timestamp', label: t('In', 'Entrée', 'आगमन', 'প্রবেশ'), show: 'time' as const },
        { path: 'out_timestamp', label: t('Out', 'Sortie', 'प्रस्थान', 'প্রস্থান'), show: 'time' as const },
        { path: 'sites_id.name', label: t('Site', 'Site', 'साइट', 'সাইট') },
      ],
      ui_filters: [monthFilter('attendance_date'), codeFilter],
      order: [
        { path: 'employees_id.code', dir: 'asc' },
        { path: 'attendance_date', dir: 'asc' },
      ],
    },
  },
  {
    name: 'register_of_wages',
    label: t(
      'Register of wages (Form XVII)',
      'Registre des salaires (formulaire XVII)',
      'मजदूरी रजिस्टर (प्रपत्र XVII)',
      'মজুরি রেজিস্টার (ফর্ম XVII)',
    ),
    config: {
      base_folder: 'payslips',
      form: 'Contract Labour (R&A) Central Rules, 1971, rule 78(1)(a)(i), Form XVII: deductions as one total, no signature column',
      columns: [
        month,
        code,
        name,
        surname,
        { path: 'employees_id.designation.name', label: t('Designation', 'Fonction', 'पदनाम', 'পদবী') },
        ...payColumns,
      ],
      ui_filters: [monthFilter('payroll_month'), codeFilter],
      order: [{ path: 'employees_id.code', dir: 'asc' }],
    },
  },
  {
    name: 'register_of_workmen',
    label: t(
      'Register of workmen (Form XIII)',
      'Registre des travailleurs (formulaire XIII)',
      'कामगार रजिस्टर (प्रपत्र XIII)',
      'শ্রমিক রেজিস্টার (ফর্ম XIII)',
    ),
    config: {
      base_folder: 'employees',
      form: "Contract Labour (R&A) Central Rules, 1971, rule 75, Form XIII: no father's name, permanent address or signature columns (not stored)",
      columns: [
        { path: 'code', label: t('Employee Code', "Code de l'employé", 'कर्मचारी कोड', 'কর্মচারী কোড') },
        { path: 'persons_id.first_name', label: t('Name', 'Nom', 'नाम', 'নাম') },
        { path: 'persons_id.last_name', label: t('Surname', 'Nom de famille', 'उपनाम', 'পদবি') },
        { path: 'persons_id.gender', label: t('Sex', 'Sexe', 'लिंग', 'লিঙ্গ') },
        { path: 'designation.name', label: t('Designation', 'Fonction', 'पदनाम', 'পদবী') },
        { path: 'partners_id.name', label: t('Business', 'Entreprise', 'व्यवसाय', 'ব্যবসা') },
        { path: 'sites_id.name', label: t('Site', 'Site', 'साइट', 'সাইট') },
        {
          path: 'joining_date',
          label: t('Date of Joining', "Date d'entrée", 'कार्यग्रहण तिथि', 'যোগদানের তারিখ'),
        },
        {
          path: 'leaving_date',
          label: t('Date of Leaving', 'Date de départ', 'सेवा समाप्ति तिथि', 'চাকরি ছাড়ার তারিখ'),
        },
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
    },
  },
];
