import type { MessageTable } from './catalogue.js';

/**
 * The words of a payslip that its document and the screens both show (issue #32 item 4: the
 * grids' projected pay beside the payslip the server prints), so the two say the same.
 */
export const payWords = {
  'Gross pay': { fr: 'Salaire brut', hin: 'सकल वेतन', ben: 'মোট বেতন' },
  'Total deductions': { fr: 'Total des retenues', hin: 'कुल कटौती', ben: 'মোট কর্তন' },
  'Net pay': { fr: 'Net à payer', hin: 'शुद्ध वेतन', ben: 'নিট বেতন' },
  'Professional tax': { fr: 'Taxe professionnelle', hin: 'व्यवसाय कर', ben: 'বৃত্তি কর' },
  'Income tax (TDS)': {
    fr: 'Impôt sur le revenu (retenue à la source)',
    hin: 'आयकर (स्रोत पर कटौती)',
    ben: 'আয়কর (উৎসে কর্তন)',
  },
  'Labour welfare fund': {
    fr: 'Fonds de bien-être des travailleurs',
    hin: 'श्रम कल्याण निधि',
    ben: 'শ্রম কল্যাণ তহবিল',
  },
} as const satisfies MessageTable;
