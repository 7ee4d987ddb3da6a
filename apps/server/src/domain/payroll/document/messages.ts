import { type Locale, type MessageTable, protocolMessages } from '@muster/protocol';

/**
 * The server's catalogue (issue #28 item 1): the texts of its documents that no screen shows,
 * English as the key like every package's. The words a document shares with the screens
 * (Month, Employee, Code, Yes, …) are protocol's, read from there so a payslip and the list
 * beside it say the same.
 */
export const documentMessages = {
  // a payslip's default template (its 'Employer' is protocol's display word, shared with the settlements' notice)
  UAN: { fr: 'UAN', hin: 'यूएएन', ben: 'ইউএএন' },
  'ESIC No.': { fr: 'N° ESIC', hin: 'ईएसआईसी संख्या', ben: 'ইএসআইসি নম্বর' },
  'Days in month': { fr: 'Jours du mois', hin: 'माह के दिन', ben: 'মাসের দিন' },
  'Working days': { fr: 'Jours ouvrés', hin: 'कार्य दिवस', ben: 'কর্মদিবস' },
  Earnings: { fr: 'Gains', hin: 'आय', ben: 'আয়' },
  Deductions: { fr: 'Retenues', hin: 'कटौतियाँ', ben: 'কর্তন' },
  'Employer contributions': { fr: 'Cotisations patronales', hin: 'नियोक्ता का अंशदान', ben: 'নিয়োগকর্তার অবদান' },
  Amount: { fr: 'Montant', hin: 'राशि', ben: 'টাকার পরিমাণ' },
  balance: { fr: 'solde', hin: 'शेष', ben: 'বাকি' },
  'carried to next month': {
    fr: 'reporté au mois suivant',
    hin: 'अगले महीने में आगे ले जाया गया',
    ben: 'পরের মাসে নিয়ে যাওয়া হয়েছে',
  },
  'arrears of': { fr: 'rappel de', hin: 'बकाया:', ben: 'বকেয়া:' },
  // the statutory lines a structure payhead prints under its own name
  'Provident fund (EPF)': {
    fr: 'Caisse de prévoyance (EPF)',
    hin: 'भविष्य निधि (ईपीएफ)',
    ben: 'ভবিষ্য তহবিল (ইপিএফ)',
  },
  ESI: { fr: 'Assurance ESI', hin: 'ईएसआई', ben: 'ইএসআই' },
  'EPF (employer)': { fr: 'EPF (employeur)', hin: 'ईपीएफ (नियोक्ता)', ben: 'ইপিএফ (নিয়োগকর্তা)' },
  'Pension (EPS)': { fr: 'Retraite (EPS)', hin: 'पेंशन (ईपीएस)', ben: 'পেনশন (ইপিএস)' },
  EDLI: { fr: 'Assurance EDLI', hin: 'ईडीएलआई', ben: 'ইডিএলআই' },
  'EPF admin charges': { fr: 'Frais de gestion EPF', hin: 'ईपीएफ प्रशासनिक शुल्क', ben: 'ইপিএফ প্রশাসনিক খরচ' },
  'ESI (employer)': { fr: 'ESI (employeur)', hin: 'ईएसआई (नियोक्ता)', ben: 'ইএসআই (নিয়োগকর্তা)' },
  'Labour welfare fund (employer)': {
    fr: 'Fonds de bien-être (employeur)',
    hin: 'श्रम कल्याण निधि (नियोक्ता)',
    ben: 'শ্রম কল্যাণ তহবিল (নিয়োগকর্তা)',
  },
  // a tax invoice
  'Tax Invoice': { fr: 'Facture fiscale', hin: 'कर बीजक', ben: 'কর চালান' },
  'Invoice No.': { fr: 'N° de facture', hin: 'चालान संख्या', ben: 'চালান নম্বর' },
  'Invoice Date': { fr: 'Date de facture', hin: 'चालान तिथि', ben: 'চালানের তারিখ' },
  'Invoice Period': { fr: 'Période de facturation', hin: 'चालान अवधि', ben: 'চালানের সময়কাল' },
  Supplier: { fr: 'Fournisseur', hin: 'आपूर्तिकर्ता', ben: 'সরবরাহকারী' },
  Recipient: { fr: 'Destinataire', hin: 'प्राप्तकर्ता', ben: 'প্রাপক' },
  GSTIN: { fr: 'GSTIN', hin: 'जीएसटीआईएन', ben: 'জিএসটিআইএন' },
  State: { fr: 'État', hin: 'राज्य', ben: 'রাজ্য' },
  'State Code': { fr: "Code de l'État", hin: 'राज्य कोड', ben: 'রাজ্য কোড' },
  'Place of Supply': { fr: 'Lieu de fourniture', hin: 'आपूर्ति का स्थान', ben: 'সরবরাহের স্থান' },
  'Tax payable on reverse charge': {
    fr: 'Taxe due en autoliquidation',
    hin: 'रिवर्स चार्ज पर देय कर',
    ben: 'রিভার্স চার্জে প্রদেয় কর',
  },
  Description: { fr: 'Désignation', hin: 'विवरण', ben: 'বিবরণ' },
  'SAC/HSN': { fr: 'SAC/HSN', hin: 'एसएसी/एचएसएन', ben: 'এসএসি/এইচএসএন' },
  Quantity: { fr: 'Quantité', hin: 'मात्रा', ben: 'পরিমাণ' },
  Unit: { fr: 'Unité', hin: 'इकाई', ben: 'একক' },
  Rate: { fr: 'Tarif', hin: 'दर', ben: 'হার' },
  'Service Charge': { fr: 'Frais de service', hin: 'सेवा शुल्क', ben: 'পরিষেবা চার্জ' },
  'Taxable Value': { fr: 'Valeur imposable', hin: 'कर योग्य मूल्य', ben: 'করযোগ্য মূল্য' },
  'Tax Rate': { fr: 'Taux de taxe', hin: 'कर दर', ben: 'করের হার' },
  CGST: { fr: 'CGST', hin: 'सीजीएसटी', ben: 'সিজিএসটি' },
  SGST: { fr: 'SGST', hin: 'एसजीएसटी', ben: 'এসজিএসটি' },
  IGST: { fr: 'IGST', hin: 'आईजीएसटी', ben: 'আইজিএসটি' },
  'Total Tax': { fr: 'Total des taxes', hin: 'कुल कर', ben: 'মোট কর' },
  'Chargeable Amount': { fr: 'Montant facturable', hin: 'प्रभार्य राशि', ben: 'চার্জযোগ্য টাকা' },
  'Amount in words': { fr: 'Montant en toutes lettres', hin: 'राशि शब्दों में', ben: 'কথায় টাকার পরিমাণ' },
  Bank: { fr: 'Banque', hin: 'बैंक', ben: 'ব্যাংক' },
  'Account No.': { fr: 'N° de compte', hin: 'खाता संख्या', ben: 'অ্যাকাউন্ট নম্বর' },
  IFSC: { fr: 'IFSC', hin: 'आईएफएससी', ben: 'আইএফএসসি' },
  'Unapproved attendance days not billed': {
    fr: 'Jours de présence non approuvés non facturés',
    hin: 'अस्वीकृत उपस्थिति दिवस जिनका बिल नहीं बना',
    ben: 'অননুমোদিত উপস্থিতির দিন যা বিল করা হয়নি',
  },
  'Tax payable by the recipient under reverse charge': {
    fr: 'Taxe due par le destinataire en autoliquidation',
    hin: 'रिवर्स चार्ज के अंतर्गत प्राप्तकर्ता द्वारा देय कर',
    ben: 'রিভার্স চার্জে প্রাপকের প্রদেয় কর',
  },
  'Tax on the lines marked (RCM) is payable by the recipient under reverse charge': {
    fr: 'La taxe des lignes marquées (RCM) est due par le destinataire en autoliquidation',
    hin: '(RCM) चिह्नित पंक्तियों का कर रिवर्स चार्ज के अंतर्गत प्राप्तकर्ता द्वारा देय है',
    ben: '(RCM) চিহ্নিত সারির কর রিভার্স চার্জে প্রাপকের প্রদেয়',
  },
  For: { fr: 'Pour', hin: 'की ओर से', ben: 'পক্ষে' },
  'Authorised Signatory': { fr: 'Signataire autorisé', hin: 'अधिकृत हस्ताक्षरकर्ता', ben: 'অনুমোদিত স্বাক্ষরকারী' },
  CANCELLED: { fr: 'ANNULÉE', hin: 'रद्द', ben: 'বাতিল' },
  'Payment record': { fr: 'Enregistrement du paiement', hin: 'भुगतान विवरण', ben: 'পেমেন্টের বিবরণ' },
  'Paid on': { fr: 'Payée le', hin: 'भुगतान तिथि', ben: 'পেমেন্টের তারিখ' },
  'TDS u/s': { fr: "Retenue à la source (TDS) selon l'article", hin: 'टीडीएस धारा', ben: 'টিডিএস ধারা' },
  'Amount paid': { fr: 'Montant payé', hin: 'भुगतान की गई राशि', ben: 'প্রদত্ত টাকা' },
  // a credit or debit note's document (CGST Rules r. 53)
  'Credit Note': { fr: 'Avoir', hin: 'क्रेडिट नोट', ben: 'ক্রেডিট নোট' },
  'Debit Note': { fr: 'Note de débit', hin: 'डेबिट नोट', ben: 'ডেবিট নোট' },
  'Note No.': { fr: 'N° de note', hin: 'नोट संख्या', ben: 'নোট নম্বর' },
  'Note Date': { fr: 'Date de la note', hin: 'नोट की तिथि', ben: 'নোটের তারিখ' },
  'Against Invoice': { fr: 'Facture corrigée', hin: 'संबंधित बीजक', ben: 'সংশ্লিষ্ট চালান' },
  'Value of the note': { fr: 'Montant de la note', hin: 'नोट का मूल्य', ben: 'নোটের মূল্য' },
} as const satisfies MessageTable;

const catalogue = { ...protocolMessages, ...documentMessages } as const satisfies MessageTable;
/** An English text of a document, in the server's catalogue or protocol's. */
export type DocumentText = keyof typeof catalogue;

/** Some texts of a document (`net_pay: 'Net pay'`) in each of the four languages. */
export function inEachLanguage<Label extends string>(
  texts: Record<Label, DocumentText>,
): Record<Locale, Record<Label, string>> {
  const inLanguage = (language: Locale) =>
    Object.fromEntries(
      Object.entries<DocumentText>(texts).map(([label, english]) => [
        label,
        language === 'eng' ? english : catalogue[english][language],
      ]),
    ) as Record<Label, string>;
  return { eng: inLanguage('eng'), fr: inLanguage('fr'), hin: inLanguage('hin'), ben: inLanguage('ben') };
}
