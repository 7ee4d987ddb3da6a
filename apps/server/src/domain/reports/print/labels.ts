import type { Locale } from '@muster/protocol';

const keys = [
  'contractor',
  'principal_employer',
  'establishment',
  'nature_and_location_of_work',
  'filters',
  'printed_on',
  'rows',
  'signature',
] as const;
export type RegisterLabel = (typeof keys)[number];

/**
 * The texts a report's print template reads as `{{label.contractor}}`, per language: the
 * headings the Contract Labour (R&A) Central Rules' registers carry (reports README).
 */
export const registerLabels: Record<Locale, Record<RegisterLabel, string>> = {
  eng: {
    contractor: 'Name and address of contractor',
    principal_employer: 'Name and address of principal employer',
    establishment: 'Name and address of establishment in/under which contract is carried on',
    nature_and_location_of_work: 'Nature and location of work',
    filters: 'Selected',
    printed_on: 'Printed on',
    rows: 'Rows',
    signature: 'Signature of contractor or authorised representative',
  },
  fr: {
    contractor: "Nom et adresse de l'entrepreneur",
    principal_employer: "Nom et adresse de l'employeur principal",
    establishment: "Nom et adresse de l'établissement où le contrat est exécuté",
    nature_and_location_of_work: 'Nature et lieu du travail',
    filters: 'Sélection',
    printed_on: 'Imprimé le',
    rows: 'Lignes',
    signature: "Signature de l'entrepreneur ou de son représentant autorisé",
  },
  hin: {
    contractor: 'ठेकेदार का नाम और पता',
    principal_employer: 'प्रधान नियोक्ता का नाम और पता',
    establishment: 'उस प्रतिष्ठान का नाम और पता जिसमें/जिसके अधीन ठेका चलाया जाता है',
    nature_and_location_of_work: 'कार्य की प्रकृति और स्थान',
    filters: 'चयन',
    printed_on: 'मुद्रण तिथि',
    rows: 'पंक्तियाँ',
    signature: 'ठेकेदार या अधिकृत प्रतिनिधि के हस्ताक्षर',
  },
  ben: {
    contractor: 'ঠিকাদারের নাম ও ঠিকানা',
    principal_employer: 'প্রধান নিয়োগকর্তার নাম ও ঠিকানা',
    establishment: 'যে প্রতিষ্ঠানে/যার অধীনে চুক্তি সম্পাদিত হয় তার নাম ও ঠিকানা',
    nature_and_location_of_work: 'কাজের প্রকৃতি ও স্থান',
    filters: 'নির্বাচন',
    printed_on: 'মুদ্রণের তারিখ',
    rows: 'সারি',
    signature: 'ঠিকাদার বা অনুমোদিত প্রতিনিধির স্বাক্ষর',
  },
};
