import type { SettlementLineCode } from '../rules/full-and-final.js';

/** The languages a statement prints in (the product's four). */
export type StatementLanguage = 'eng' | 'fr' | 'hin' | 'ben';

type Heading =
  | 'title'
  | 'employer'
  | 'employee'
  | 'code'
  | 'joined'
  | 'left'
  | 'reason'
  | 'dueBy'
  | 'status'
  | 'paidOn'
  | 'earnings'
  | 'deductions'
  | 'amount'
  | 'details'
  | 'totalEarnings'
  | 'totalDeductions'
  | 'netPay'
  | 'statedBalance'
  | 'late';

/** A note's text; `{name}` is filled with the note's value of that name. */
export type NoteText =
  | 'paid_by_payslip'
  | 'no_payslip_deductions'
  | 'days_worked'
  | 'leave_days'
  | 'no_leave_credit'
  | 'no_wages_known'
  | 'gratuity_years'
  | 'gratuity_not_eligible'
  | 'bonus_over_limit'
  | 'bonus_too_few_days'
  | 'bonus_rate'
  | 'notice_by_employer'
  | 'notice_by_employee'
  | 'no_notice_shortfall'
  | 'tax_working'
  | 'not_recovered'
  | 'no_loans';

export interface StatementLabels {
  headings: Record<Heading, string>;
  lines: Record<SettlementLineCode, string>;
  notes: Record<NoteText, string>;
  statuses: Record<'computed' | 'hr_approved' | 'approved' | 'paid', string>;
}

/** A statement's texts in each language (settlements README "The statement"). */
export const statementLabels: Record<StatementLanguage, StatementLabels> = {
  eng: {
    headings: {
      title: 'Full and final settlement',
      employer: 'Employer',
      employee: 'Employee',
      code: 'Code',
      joined: 'Joined',
      left: 'Leaving date',
      reason: 'Reason for leaving',
      dueBy: 'Payment due by',
      status: 'Status',
      paidOn: 'Paid on',
      earnings: 'Earnings',
      deductions: 'Deductions',
      amount: 'Amount',
      details: 'How it is reached',
      totalEarnings: 'Total earnings',
      totalDeductions: 'Total deductions',
      netPay: 'Net payable',
      statedBalance: 'Owed by the employee (not deducted)',
      late: 'Past the due day',
    },
    lines: {
      last_month_pay: 'Pay for days worked in the last month',
      leave_encashment: 'Leave encashment',
      gratuity: 'Gratuity',
      bonus: 'Statutory bonus for the year so far',
      notice_pay: 'Notice pay',
      tds: 'Income tax (TDS)',
      notice_recovery: 'Notice period recovery',
      loan_recovery: 'Loan recovery',
    },
    notes: {
      paid_by_payslip: 'Paid by the payslip of {month} (net pay {netPay})',
      no_payslip_deductions: 'No payslip of {month}: no PF, ESI or PT is deducted on these days',
      days_worked: '{days} of {daysInMonth} days',
      leave_days: '{leaveType}: {days} days at {dayRate} a day',
      no_leave_credit: 'No leave to the credit',
      no_wages_known: 'Wages not known: no payslip paid a day',
      gratuity_years: '{years} years counted ({completedYears} years and {partYearDays} days of service)',
      gratuity_not_eligible: 'Not eligible: {completedYears} years and {partYearDays} days of service',
      bonus_over_limit: 'Not eligible: wages over the limit of the Payment of Bonus Act',
      bonus_too_few_days: 'Not eligible: {daysWorked} days worked in the year, fewer than 30',
      bonus_rate: '{rate}% of bonus wages of {bonusWages}',
      notice_by_employer: '{days} days of notice not given by the employer',
      notice_by_employee: '{days} days of notice not served by the employee',
      no_notice_shortfall: 'No notice shortfall recorded',
      tax_working:
        "Year's taxable income {taxableIncome}, tax {annualTax}, deducted before {tdsBefore}; exempt {exempt}",
      not_recovered: '{amount} not recovered (deductions at most half the wages): owed by the employee',
      no_loans: 'No loan outstanding',
    },
    statuses: { computed: 'Computed', hr_approved: 'Approved by HR', approved: 'Approved', paid: 'Paid' },
  },
  fr: {
    headings: {
      title: 'Solde de tout compte',
      employer: 'Employeur',
      employee: 'Employé',
      code: 'Code',
      joined: 'Entrée',
      left: 'Date de départ',
      reason: 'Motif du départ',
      dueBy: 'Paiement dû le',
      status: 'Statut',
      paidOn: 'Payé le',
      earnings: 'Gains',
      deductions: 'Retenues',
      amount: 'Montant',
      details: 'Calcul',
      totalEarnings: 'Total des gains',
      totalDeductions: 'Total des retenues',
      netPay: 'Net à payer',
      statedBalance: "Dû par l'employé (non retenu)",
      late: 'Échéance dépassée',
    },
    lines: {
      last_month_pay: 'Salaire des jours travaillés du dernier mois',
      leave_encashment: 'Indemnité de congés non pris',
      gratuity: 'Indemnité de fin de service (gratuity)',
      bonus: "Prime légale de l'exercice à ce jour",
      notice_pay: 'Indemnité de préavis',
      tds: 'Impôt sur le revenu (TDS)',
      notice_recovery: 'Retenue pour préavis non effectué',
      loan_recovery: 'Remboursement de prêt',
    },
    notes: {
      paid_by_payslip: 'Payé par le bulletin de {month} (net {netPay})',
      no_payslip_deductions: 'Pas de bulletin pour {month} : ni PF, ni ESI, ni PT retenus sur ces jours',
      days_worked: '{days} jours sur {daysInMonth}',
      leave_days: '{leaveType} : {days} jours à {dayRate} par jour',
      no_leave_credit: 'Aucun congé acquis',
      no_wages_known: "Salaire inconnu : aucun bulletin n'a payé de jour",
      gratuity_years: '{years} années comptées ({completedYears} ans et {partYearDays} jours de service)',
      gratuity_not_eligible: 'Non éligible : {completedYears} ans et {partYearDays} jours de service',
      bonus_over_limit: 'Non éligible : salaire au-dessus du plafond de la loi sur les primes',
      bonus_too_few_days: "Non éligible : {daysWorked} jours travaillés dans l'exercice, moins de 30",
      bonus_rate: '{rate} % du salaire de référence de {bonusWages}',
      notice_by_employer: "{days} jours de préavis non donnés par l'employeur",
      notice_by_employee: "{days} jours de préavis non effectués par l'employé",
      no_notice_shortfall: 'Aucun préavis manquant enregistré',
      tax_working:
        "Revenu imposable de l'année {taxableIncome}, impôt {annualTax}, déjà retenu {tdsBefore} ; exonéré {exempt}",
      not_recovered: "{amount} non retenus (retenues limitées à la moitié du salaire) : dus par l'employé",
      no_loans: 'Aucun prêt en cours',
    },
    statuses: { computed: 'Calculé', hr_approved: 'Approuvé par les RH', approved: 'Approuvé', paid: 'Payé' },
  },
  hin: {
    headings: {
      title: 'पूर्ण एवं अंतिम निपटान',
      employer: 'नियोक्ता',
      employee: 'कर्मचारी',
      code: 'कोड',
      joined: 'कार्यग्रहण तिथि',
      left: 'कार्यमुक्ति तिथि',
      reason: 'छोड़ने का कारण',
      dueBy: 'भुगतान की अंतिम तिथि',
      status: 'स्थिति',
      paidOn: 'भुगतान तिथि',
      earnings: 'आय',
      deductions: 'कटौतियाँ',
      amount: 'राशि',
      details: 'गणना',
      totalEarnings: 'कुल आय',
      totalDeductions: 'कुल कटौतियाँ',
      netPay: 'शुद्ध देय',
      statedBalance: 'कर्मचारी पर बकाया (काटा नहीं गया)',
      late: 'अंतिम तिथि बीत गई',
    },
    lines: {
      last_month_pay: 'अंतिम माह में काम के दिनों का वेतन',
      leave_encashment: 'अवकाश नकदीकरण',
      gratuity: 'उपदान (ग्रेच्युटी)',
      bonus: 'वर्ष का अब तक का वैधानिक बोनस',
      notice_pay: 'नोटिस वेतन',
      tds: 'आयकर (टीडीएस)',
      notice_recovery: 'नोटिस अवधि की वसूली',
      loan_recovery: 'ऋण वसूली',
    },
    notes: {
      paid_by_payslip: '{month} की वेतन पर्ची से भुगतान (शुद्ध वेतन {netPay})',
      no_payslip_deductions: '{month} की वेतन पर्ची नहीं: इन दिनों पर पीएफ, ईएसआई या पीटी नहीं काटा गया',
      days_worked: '{daysInMonth} में से {days} दिन',
      leave_days: '{leaveType}: {days} दिन, {dayRate} प्रति दिन',
      no_leave_credit: 'कोई अवकाश शेष नहीं',
      no_wages_known: 'मज़दूरी ज्ञात नहीं: किसी वेतन पर्ची में कोई दिन नहीं',
      gratuity_years: '{years} वर्ष गिने गए ({completedYears} वर्ष और {partYearDays} दिन की सेवा)',
      gratuity_not_eligible: 'पात्र नहीं: {completedYears} वर्ष और {partYearDays} दिन की सेवा',
      bonus_over_limit: 'पात्र नहीं: मज़दूरी बोनस संदाय अधिनियम की सीमा से अधिक',
      bonus_too_few_days: 'पात्र नहीं: वर्ष में {daysWorked} दिन काम, 30 से कम',
      bonus_rate: 'बोनस मज़दूरी {bonusWages} का {rate}%',
      notice_by_employer: 'नियोक्ता द्वारा {days} दिन का नोटिस नहीं दिया गया',
      notice_by_employee: 'कर्मचारी द्वारा {days} दिन का नोटिस पूरा नहीं किया गया',
      no_notice_shortfall: 'नोटिस में कोई कमी दर्ज नहीं',
      tax_working: 'वर्ष की कर योग्य आय {taxableIncome}, कर {annualTax}, पहले काटा गया {tdsBefore}; छूट {exempt}',
      not_recovered: '{amount} वसूल नहीं (कटौतियाँ मज़दूरी के आधे तक): कर्मचारी पर बकाया',
      no_loans: 'कोई ऋण बकाया नहीं',
    },
    statuses: {
      computed: 'गणना की गई',
      hr_approved: 'एचआर द्वारा स्वीकृत',
      approved: 'स्वीकृत',
      paid: 'भुगतान किया गया',
    },
  },
  ben: {
    headings: {
      title: 'পূর্ণ ও চূড়ান্ত নিষ্পত্তি',
      employer: 'নিয়োগকর্তা',
      employee: 'কর্মচারী',
      code: 'কোড',
      joined: 'যোগদানের তারিখ',
      left: 'অব্যাহতির তারিখ',
      reason: 'চলে যাওয়ার কারণ',
      dueBy: 'পরিশোধের শেষ তারিখ',
      status: 'অবস্থা',
      paidOn: 'পরিশোধের তারিখ',
      earnings: 'আয়',
      deductions: 'কর্তন',
      amount: 'পরিমাণ',
      details: 'হিসাব',
      totalEarnings: 'মোট আয়',
      totalDeductions: 'মোট কর্তন',
      netPay: 'নিট প্রদেয়',
      statedBalance: 'কর্মচারীর কাছে পাওনা (কাটা হয়নি)',
      late: 'শেষ তারিখ পেরিয়ে গেছে',
    },
    lines: {
      last_month_pay: 'শেষ মাসে কাজের দিনের বেতন',
      leave_encashment: 'ছুটির নগদায়ন',
      gratuity: 'গ্র্যাচুইটি',
      bonus: 'বছরের এখন পর্যন্ত বিধিবদ্ধ বোনাস',
      notice_pay: 'নোটিশ বেতন',
      tds: 'আয়কর (টিডিএস)',
      notice_recovery: 'নোটিশের মেয়াদ বাবদ কর্তন',
      loan_recovery: 'ঋণ আদায়',
    },
    notes: {
      paid_by_payslip: '{month}-এর বেতন স্লিপে পরিশোধিত (নিট বেতন {netPay})',
      no_payslip_deductions: '{month}-এর বেতন স্লিপ নেই: এই দিনগুলিতে পিএফ, ইএসআই বা পিটি কাটা হয়নি',
      days_worked: '{daysInMonth} দিনের মধ্যে {days} দিন',
      leave_days: '{leaveType}: {days} দিন, দৈনিক {dayRate}',
      no_leave_credit: 'কোনো ছুটি জমা নেই',
      no_wages_known: 'মজুরি জানা নেই: কোনো বেতন স্লিপে কোনো দিন নেই',
      gratuity_years: '{years} বছর গণনা ({completedYears} বছর {partYearDays} দিনের চাকরি)',
      gratuity_not_eligible: 'যোগ্য নন: {completedYears} বছর {partYearDays} দিনের চাকরি',
      bonus_over_limit: 'যোগ্য নন: মজুরি বোনাস প্রদান আইনের সীমার বেশি',
      bonus_too_few_days: 'যোগ্য নন: বছরে {daysWorked} দিন কাজ, ৩০-এর কম',
      bonus_rate: 'বোনাস মজুরি {bonusWages}-এর {rate}%',
      notice_by_employer: 'নিয়োগকর্তা {days} দিনের নোটিশ দেননি',
      notice_by_employee: 'কর্মচারী {days} দিনের নোটিশ পালন করেননি',
      no_notice_shortfall: 'নোটিশে কোনো ঘাটতি নথিভুক্ত নেই',
      tax_working: 'বছরের করযোগ্য আয় {taxableIncome}, কর {annualTax}, আগে কাটা {tdsBefore}; ছাড় {exempt}',
      not_recovered: '{amount} আদায় হয়নি (কর্তন মজুরির অর্ধেক পর্যন্ত): কর্মচারীর কাছে পাওনা',
      no_loans: 'কোনো ঋণ বাকি নেই',
    },
    statuses: {
      computed: 'হিসাব করা হয়েছে',
      hr_approved: 'এইচআর অনুমোদিত',
      approved: 'অনুমোদিত',
      paid: 'পরিশোধিত',
    },
  },
};
