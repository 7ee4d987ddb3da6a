/** Texts of the register (English key → fr, hin, ben). */
export const registerMessages = {
  Dates: { fr: 'Dates', hin: 'तारीखें', ben: 'তারিখ' },
  'Working Hrs': { fr: 'Heures travaillées', hin: 'कार्य घंटे', ben: 'কাজের ঘণ্টা' },
  Difference: { fr: 'Écart', hin: 'अंतर', ben: 'পার্থক্য' },
  // a day's difference in words (cells/difference-text.ts): '00:06 short', '01:30 over'
  '{{duration}} short': { fr: '{{duration}} en moins', hin: '{{duration}} कम', ben: '{{duration}} কম' },
  '{{duration}} over': { fr: '{{duration}} en plus', hin: '{{duration}} अधिक', ben: '{{duration}} বেশি' },
  'Missed Punch': { fr: 'Pointage manquant', hin: 'छूटा पंच', ben: 'পাঞ্চ বাদ পড়েছে' },
  'Attendance Status': { fr: 'Statut de présence', hin: 'उपस्थिति स्थिति', ben: 'উপস্থিতির অবস্থা' },
  Remarks: { fr: 'Remarques', hin: 'टिप्पणियाँ', ben: 'মন্তব্য' },
  'Register view': { fr: 'Vue registre', hin: 'रजिस्टर दृश्य', ben: 'রেজিস্টার ভিউ' },
  'Previous employee': { fr: 'Employé précédent', hin: 'पिछला कर्मचारी', ben: 'আগের কর্মী' },
  'Next employee': { fr: 'Employé suivant', hin: 'अगला कर्मचारी', ben: 'পরের কর্মী' },
  '{{index}} of {{count}}': {
    fr: '{{index}} sur {{count}}',
    hin: '{{count}} में से {{index}}',
    ben: '{{count}}-এর মধ্যে {{index}}',
  },
  'Show Unapproved Attendance': {
    fr: 'Afficher les présences non approuvées',
    hin: 'अननुमोदित उपस्थिति दिखाएँ',
    ben: 'অননুমোদিত উপস্থিতি দেখান',
  },
  'Total Working Hours': { fr: 'Total des heures travaillées', hin: 'कुल कार्य घंटे', ben: 'মোট কাজের ঘণ্টা' },
  'Total Deficit Hours': { fr: 'Total des heures manquantes', hin: 'कुल कमी घंटे', ben: 'মোট ঘাটতি ঘণ্টা' },
  'Total Payable Days': { fr: 'Total des jours payables', hin: 'कुल देय दिन', ben: 'মোট প্রদেয় দিন' },
} as const satisfies Record<string, { fr: string; hin: string; ben: string }>;
