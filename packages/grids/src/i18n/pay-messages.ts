/**
 * Texts of live pay (issue #32 item 4): the projected pay panel, its notes, the statutory
 * lines' names (payroll-rules `statutoryLines`) and the server's refusal (English key → fr,
 * hin, ben); the words the payslip's document shows too are protocol's `payWords`.
 */
export const payMessages = {
  'Projected pay': { fr: 'Salaire prévu', hin: 'अनुमानित वेतन', ben: 'আনুমানিক বেতন' },
  'Projected gross': { fr: 'Brut prévu', hin: 'अनुमानित सकल वेतन', ben: 'আনুমানিক মোট বেতন' },
  'Show projected gross': {
    fr: 'Afficher le brut prévu',
    hin: 'अनुमानित सकल वेतन दिखाएँ',
    ben: 'আনুমানিক মোট বেতন দেখান',
  },
  'Loading projected pay…': {
    fr: 'Chargement du salaire prévu…',
    hin: 'अनुमानित वेतन लोड हो रहा है…',
    ben: 'আনুমানিক বেতন লোড হচ্ছে…',
  },
  'No pay to show for this employee': {
    fr: 'Aucun salaire à afficher pour cet employé',
    hin: 'इस कर्मचारी का कोई वेतन दिखाने को नहीं है',
    ben: 'এই কর্মীর দেখানোর মতো কোনো বেতন নেই',
  },
  'No salary structure: no pay can be projected': {
    fr: 'Aucune structure salariale : aucun salaire ne peut être prévu',
    hin: 'कोई वेतन संरचना नहीं: वेतन का अनुमान नहीं लगाया जा सकता',
    ben: 'কোনো বেতন কাঠামো নেই: বেতনের অনুমান করা যায় না',
  },
  'No gross salary: no pay can be projected': {
    fr: 'Aucun salaire brut : aucun salaire ne peut être prévu',
    hin: 'कोई सकल वेतन नहीं: वेतन का अनुमान नहीं लगाया जा सकता',
    ben: 'কোনো মোট বেতন নেই: বেতনের অনুমান করা যায় না',
  },
  'The salary structure has errors: {{problems}}': {
    fr: 'La structure salariale comporte des erreurs : {{problems}}',
    hin: 'वेतन संरचना में त्रुटियाँ हैं: {{problems}}',
    ben: 'বেতন কাঠামোয় ত্রুটি আছে: {{problems}}',
  },
  'Pay cannot be projected: {{reason}}': {
    fr: 'Le salaire ne peut pas être prévu : {{reason}}',
    hin: 'वेतन का अनुमान नहीं लगाया जा सकता: {{reason}}',
    ben: 'বেতনের অনুমান করা যায় না: {{reason}}',
  },
  '{{days}} days not approved yet, counted as they stand': {
    fr: '{{days}} jours pas encore approuvés, comptés tels quels',
    hin: '{{days}} दिन अभी स्वीकृत नहीं, जैसे हैं वैसे गिने गए',
    ben: '{{days}} দিন এখনও অনুমোদিত নয়, যেমন আছে তেমন গণনা করা হয়েছে',
  },
  '{{days}} days of the month still to come, not counted': {
    fr: '{{days}} jours du mois encore à venir, non comptés',
    hin: 'महीने के {{days}} दिन अभी आने बाकी हैं, गिने नहीं गए',
    ben: 'মাসের {{days}} দিন এখনও বাকি, গণনা করা হয়নি',
  },
  'This month’s payslip is approved: it will not change': {
    fr: 'Le bulletin de ce mois est approuvé : il ne changera pas',
    hin: 'इस महीने की वेतन पर्ची स्वीकृत है: यह नहीं बदलेगी',
    ben: 'এই মাসের বেতন স্লিপ অনুমোদিত: এটি বদলাবে না',
  },
  'Below the minimum wage: {{due}} due, {{paid}} projected': {
    fr: 'Sous le salaire minimum : {{due}} dus, {{paid}} prévus',
    hin: 'न्यूनतम मज़दूरी से कम: {{due}} देय, {{paid}} अनुमानित',
    ben: 'ন্যূনতম মজুরির নিচে: {{due}} প্রাপ্য, {{paid}} আনুমানিক',
  },
  'Provident fund': { fr: 'Fonds de prévoyance', hin: 'भविष्य निधि', ben: 'ভবিষ্য তহবিল' },
  'Employee state insurance': {
    fr: 'Assurance sociale des salariés (ESI)',
    hin: 'कर्मचारी राज्य बीमा',
    ben: 'কর্মচারী রাজ্য বীমা',
  },
  'Loan instalment': { fr: 'Échéance de prêt', hin: 'ऋण किस्त', ben: 'ঋণের কিস্তি' },
} as const satisfies Record<string, { fr: string; hin: string; ben: string }>;
