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
  // the payslip's minimum-wage table (compliance README "Minimum wages", "Arrears")
  'Minimum wage: ₹{{rate}} a month from {{from}}': {
    fr: 'Salaire minimum : ₹{{rate}} par mois depuis le {{from}}',
    hin: 'न्यूनतम मज़दूरी: ₹{{rate}} प्रति माह, {{from}} से',
    ben: 'ন্যূনতম মজুরি: মাসে ₹{{rate}}, {{from}} থেকে',
  },
  'Minimum wage: ₹{{rate}} a day from {{from}}': {
    fr: 'Salaire minimum : ₹{{rate}} par jour depuis le {{from}}',
    hin: 'न्यूनतम मज़दूरी: ₹{{rate}} प्रति दिन, {{from}} से',
    ben: 'ন্যূনতম মজুরি: দিনে ₹{{rate}}, {{from}} থেকে',
  },
  'Minimum due for {{days}} payable days': {
    fr: 'Minimum dû pour {{days}} jours payables',
    hin: '{{days}} देय दिवसों के लिए देय न्यूनतम',
    ben: '{{days}} প্রদেয় দিনের জন্য প্রাপ্য ন্যূনতম',
  },
  'Wages paid (basic and DA)': {
    fr: 'Salaire versé (base et indemnité de cherté)',
    hin: 'चुकाई गई मज़दूरी (मूल और महँगाई भत्ता)',
    ben: 'প্রদত্ত মজুরি (মূল ও মহার্ঘ ভাতা)',
  },
  'Arrears of this month paid later': {
    fr: 'Rappel de ce mois payé ensuite',
    hin: 'इस माह का बकाया, बाद में चुकाया गया',
    ben: 'এই মাসের বকেয়া, পরে প্রদত্ত',
  },
  'Still short of the minimum': {
    fr: 'Manque encore au minimum',
    hin: 'न्यूनतम से अब भी कम',
    ben: 'ন্যূনতমের চেয়ে এখনও কম',
  },
  'Below the minimum wage': {
    fr: 'Inférieur au salaire minimum',
    hin: 'न्यूनतम मज़दूरी से कम',
    ben: 'ন্যূনতম মজুরির চেয়ে কম',
  },
  'Shortfall paid in full as arrears': {
    fr: 'Manque payé en entier par rappel',
    hin: 'कमी बकाया के रूप में पूरी चुका दी गई',
    ben: 'ঘাটতি বকেয়া হিসেবে সম্পূর্ণ প্রদত্ত',
  },
  'At or above the minimum wage': {
    fr: 'Au moins le salaire minimum',
    hin: 'न्यूनतम मज़दूरी या उससे अधिक',
    ben: 'ন্যূনতম মজুরি বা তার বেশি',
  },
  'Minimum wage not checked: no skill on the designation, no zone on the site or no rate in force': {
    fr: 'Salaire minimum non vérifié : pas de qualification sur la désignation, pas de zone sur le site ou pas de taux en vigueur',
    hin: 'न्यूनतम मज़दूरी जाँची नहीं गई: पदनाम पर कौशल नहीं, साइट पर ज़ोन नहीं या कोई दर लागू नहीं',
    ben: 'ন্যূনতম মজুরি যাচাই হয়নি: পদবিতে দক্ষতা নেই, সাইটে জোন নেই বা কোনো হার বলবৎ নেই',
  },
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
  // a full-and-final settlement's statement (settlements README "The statement"); a note's
  // {{values}} are the settlement line's
  'Full and final settlement': {
    fr: 'Solde de tout compte',
    hin: 'पूर्ण एवं अंतिम निपटान',
    ben: 'পূর্ণ ও চূড়ান্ত নিষ্পত্তি',
  },
  Joined: {
    fr: 'Entrée',
    hin: 'कार्यग्रहण तिथि',
    ben: 'যোগদানের তারিখ',
  },
  'Leaving date': {
    fr: 'Date de départ',
    hin: 'कार्यमुक्ति तिथि',
    ben: 'অব্যাহতির তারিখ',
  },
  'Reason for leaving': {
    fr: 'Motif du départ',
    hin: 'छोड़ने का कारण',
    ben: 'চলে যাওয়ার কারণ',
  },
  'Payment due by': {
    fr: 'Paiement dû le',
    hin: 'भुगतान की अंतिम तिथि',
    ben: 'পরিশোধের শেষ তারিখ',
  },
  'How it is reached': {
    fr: 'Calcul',
    hin: 'गणना',
    ben: 'হিসাব',
  },
  'Total earnings': {
    fr: 'Total des gains',
    hin: 'कुल आय',
    ben: 'মোট আয়',
  },
  'Net payable': {
    fr: 'Net à payer',
    hin: 'शुद्ध देय',
    ben: 'নিট প্রদেয়',
  },
  'Owed by the employee (not deducted)': {
    fr: "Dû par l'employé (non retenu)",
    hin: 'कर्मचारी पर बकाया (काटा नहीं गया)',
    ben: 'কর্মচারীর কাছে পাওনা (কাটা হয়নি)',
  },
  'Past the due day': {
    fr: 'Échéance dépassée',
    hin: 'अंतिम तिथि बीत गई',
    ben: 'শেষ তারিখ পেরিয়ে গেছে',
  },
  'Pay for days worked in the last month': {
    fr: 'Salaire des jours travaillés du dernier mois',
    hin: 'अंतिम माह में काम के दिनों का वेतन',
    ben: 'শেষ মাসে কাজের দিনের বেতন',
  },
  'Leave encashment': {
    fr: 'Indemnité de congés non pris',
    hin: 'अवकाश नकदीकरण',
    ben: 'ছুটির নগদায়ন',
  },
  Gratuity: {
    fr: 'Indemnité de fin de service (gratuity)',
    hin: 'उपदान (ग्रेच्युटी)',
    ben: 'গ্র্যাচুইটি',
  },
  'Statutory bonus for the year so far': {
    fr: "Prime légale de l'exercice à ce jour",
    hin: 'वर्ष का अब तक का वैधानिक बोनस',
    ben: 'বছরের এখন পর্যন্ত বিধিবদ্ধ বোনাস',
  },
  'Notice pay': {
    fr: 'Indemnité de préavis',
    hin: 'नोटिस वेतन',
    ben: 'নোটিশ বেতন',
  },
  'Notice period recovery': {
    fr: 'Retenue pour préavis non effectué',
    hin: 'नोटिस अवधि की वसूली',
    ben: 'নোটিশের মেয়াদ বাবদ কর্তন',
  },
  'Loan recovery': {
    fr: 'Remboursement de prêt',
    hin: 'ऋण वसूली',
    ben: 'ঋণ আদায়',
  },
  'Paid by the payslip of {{month}} (net pay {{netPay}})': {
    fr: 'Payé par le bulletin de {{month}} (net {{netPay}})',
    hin: '{{month}} की वेतन पर्ची से भुगतान (शुद्ध वेतन {{netPay}})',
    ben: '{{month}}-এর বেতন স্লিপে পরিশোধিত (নিট বেতন {{netPay}})',
  },
  'No payslip of {{month}}: no PF, ESI or PT is deducted on these days': {
    fr: 'Pas de bulletin pour {{month}} : ni PF, ni ESI, ni PT retenus sur ces jours',
    hin: '{{month}} की वेतन पर्ची नहीं: इन दिनों पर पीएफ, ईएसआई या पीटी नहीं काटा गया',
    ben: '{{month}}-এর বেতন স্লিপ নেই: এই দিনগুলিতে পিএফ, ইএসআই বা পিটি কাটা হয়নি',
  },
  '{{days}} of {{daysInMonth}} days': {
    fr: '{{days}} jours sur {{daysInMonth}}',
    hin: '{{daysInMonth}} में से {{days}} दिन',
    ben: '{{daysInMonth}} দিনের মধ্যে {{days}} দিন',
  },
  '{{leaveType}}: {{days}} days at {{dayRate}} a day': {
    fr: '{{leaveType}} : {{days}} jours à {{dayRate}} par jour',
    hin: '{{leaveType}}: {{days}} दिन, {{dayRate}} प्रति दिन',
    ben: '{{leaveType}}: {{days}} দিন, দৈনিক {{dayRate}}',
  },
  'No leave to the credit': {
    fr: 'Aucun congé acquis',
    hin: 'कोई अवकाश शेष नहीं',
    ben: 'কোনো ছুটি জমা নেই',
  },
  'Wages not known: no payslip paid a day': {
    fr: "Salaire inconnu : aucun bulletin n'a payé de jour",
    hin: 'मज़दूरी ज्ञात नहीं: किसी वेतन पर्ची में कोई दिन नहीं',
    ben: 'মজুরি জানা নেই: কোনো বেতন স্লিপে কোনো দিন নেই',
  },
  '{{years}} years counted ({{completedYears}} years and {{partYearDays}} days of service)': {
    fr: '{{years}} années comptées ({{completedYears}} ans et {{partYearDays}} jours de service)',
    hin: '{{years}} वर्ष गिने गए ({{completedYears}} वर्ष और {{partYearDays}} दिन की सेवा)',
    ben: '{{years}} বছর গণনা ({{completedYears}} বছর {{partYearDays}} দিনের চাকরি)',
  },
  'Not eligible: {{completedYears}} years and {{partYearDays}} days of service': {
    fr: 'Non éligible : {{completedYears}} ans et {{partYearDays}} jours de service',
    hin: 'पात्र नहीं: {{completedYears}} वर्ष और {{partYearDays}} दिन की सेवा',
    ben: 'যোগ্য নন: {{completedYears}} বছর {{partYearDays}} দিনের চাকরি',
  },
  'Not eligible: wages over the limit of the Payment of Bonus Act': {
    fr: 'Non éligible : salaire au-dessus du plafond de la loi sur les primes',
    hin: 'पात्र नहीं: मज़दूरी बोनस संदाय अधिनियम की सीमा से अधिक',
    ben: 'যোগ্য নন: মজুরি বোনাস প্রদান আইনের সীমার বেশি',
  },
  'Not eligible: {{daysWorked}} days worked in the year, fewer than 30': {
    fr: "Non éligible : {{daysWorked}} jours travaillés dans l'exercice, moins de 30",
    hin: 'पात्र नहीं: वर्ष में {{daysWorked}} दिन काम, 30 से कम',
    ben: 'যোগ্য নন: বছরে {{daysWorked}} দিন কাজ, ৩০-এর কম',
  },
  '{{rate}}% of bonus wages of {{bonusWages}}': {
    fr: '{{rate}} % du salaire de référence de {{bonusWages}}',
    hin: 'बोनस मज़दूरी {{bonusWages}} का {{rate}}%',
    ben: 'বোনাস মজুরি {{bonusWages}}-এর {{rate}}%',
  },
  '{{days}} days of notice not given by the employer': {
    fr: "{{days}} jours de préavis non donnés par l'employeur",
    hin: 'नियोक्ता द्वारा {{days}} दिन का नोटिस नहीं दिया गया',
    ben: 'নিয়োগকর্তা {{days}} দিনের নোটিশ দেননি',
  },
  '{{days}} days of notice not served by the employee': {
    fr: "{{days}} jours de préavis non effectués par l'employé",
    hin: 'कर्मचारी द्वारा {{days}} दिन का नोटिस पूरा नहीं किया गया',
    ben: 'কর্মচারী {{days}} দিনের নোটিশ পালন করেননি',
  },
  'No notice shortfall recorded': {
    fr: 'Aucun préavis manquant enregistré',
    hin: 'नोटिस में कोई कमी दर्ज नहीं',
    ben: 'নোটিশে কোনো ঘাটতি নথিভুক্ত নেই',
  },
  "Year's taxable income {{taxableIncome}}, tax {{annualTax}}, deducted before {{tdsBefore}}; exempt {{exempt}}":
    {
      fr: "Revenu imposable de l'année {{taxableIncome}}, impôt {{annualTax}}, déjà retenu {{tdsBefore}} ; exonéré {{exempt}}",
      hin: 'वर्ष की कर योग्य आय {{taxableIncome}}, कर {{annualTax}}, पहले काटा गया {{tdsBefore}}; छूट {{exempt}}',
      ben: 'বছরের করযোগ্য আয় {{taxableIncome}}, কর {{annualTax}}, আগে কাটা {{tdsBefore}}; ছাড় {{exempt}}',
    },
  '{{amount}} not recovered (deductions at most half the wages): owed by the employee': {
    fr: "{{amount}} non retenus (retenues limitées à la moitié du salaire) : dus par l'employé",
    hin: '{{amount}} वसूल नहीं (कटौतियाँ मज़दूरी के आधे तक): कर्मचारी पर बकाया',
    ben: '{{amount}} আদায় হয়নি (কর্তন মজুরির অর্ধেক পর্যন্ত): কর্মচারীর কাছে পাওনা',
  },
  'No loan outstanding': {
    fr: 'Aucun prêt en cours',
    hin: 'कोई ऋण बकाया नहीं',
    ben: 'কোনো ঋণ বাকি নেই',
  },
  // the Contract Labour (R&A) Central Rules' wage slip (Form XIX) and employment card (Form XIV)
  'Wage slip': { fr: 'Bulletin de salaire', hin: 'मजदूरी पर्ची', ben: 'মজুরি স্লিপ' },
  'Employment card': { fr: "Carte d'emploi", hin: 'रोज़गार कार्ड', ben: 'নিয়োগ কার্ড' },
  'Name and address of contractor': {
    fr: "Nom et adresse de l'entrepreneur",
    hin: 'ठेकेदार का नाम और पता',
    ben: 'ঠিকাদারের নাম ও ঠিকানা',
  },
  'Name and address of establishment in/under which contract is carried on': {
    fr: "Nom et adresse de l'établissement où le contrat est exécuté",
    hin: 'उस प्रतिष्ठान का नाम और पता जिसमें/जिसके अधीन ठेका चलाया जाता है',
    ben: 'যে প্রতিষ্ঠানে/যার অধীনে চুক্তি পালিত হয় তার নাম ও ঠিকানা',
  },
  'Name and address of principal employer': {
    fr: "Nom et adresse de l'employeur principal",
    hin: 'प्रधान नियोजक का नाम और पता',
    ben: 'প্রধান নিয়োগকর্তার নাম ও ঠিকানা',
  },
  'Nature and location of work': {
    fr: 'Nature et lieu du travail',
    hin: 'कार्य का स्वरूप और स्थान',
    ben: 'কাজের ধরন ও স্থান',
  },
  "Name and father's/husband's name of the workman": {
    fr: 'Nom du travailleur et nom de son père/époux',
    hin: 'कामगार का नाम और पिता/पति का नाम',
    ben: 'শ্রমিকের নাম ও পিতা/স্বামীর নাম',
  },
  'For the month of': { fr: 'Pour le mois de', hin: 'माह', ben: 'মাস' },
  'No. of days worked': {
    fr: 'Nombre de jours travaillés',
    hin: 'कार्य दिवसों की संख्या',
    ben: 'কাজের দিনের সংখ্যা',
  },
  'No. of units worked in case of piece-rate workers': {
    fr: 'Unités réalisées (travailleurs à la pièce)',
    hin: 'नग दर कामगारों के मामले में किए गए कार्य की इकाइयाँ',
    ben: 'পিস রেট শ্রমিকের ক্ষেত্রে সম্পাদিত কাজের একক',
  },
  'Rate of wages (monthly)': {
    fr: 'Taux de salaire (mensuel)',
    hin: 'मजदूरी की दर (मासिक)',
    ben: 'মজুরির হার (মাসিক)',
  },
  'Amount of overtime wages': {
    fr: 'Montant des heures supplémentaires',
    hin: 'अतिकाल मजदूरी की राशि',
    ben: 'ওভারটাইম মজুরির পরিমাণ',
  },
  'Gross wages payable': { fr: 'Salaire brut payable', hin: 'देय सकल मजदूरी', ben: 'প্রদেয় মোট মজুরি' },
  'Deductions, if any': { fr: 'Retenues éventuelles', hin: 'कटौतियाँ, यदि कोई हों', ben: 'কর্তন, যদি থাকে' },
  'Net amount of wages paid': {
    fr: 'Montant net du salaire payé',
    hin: 'भुगतान की गई मजदूरी की शुद्ध राशि',
    ben: 'প্রদত্ত মজুরির নিট পরিমাণ',
  },
  'None: the wages are time-rated': {
    fr: 'Aucune : le salaire est au temps',
    hin: 'कोई नहीं: मजदूरी समय-दर पर है',
    ben: 'নেই: মজুরি সময়-হারে',
  },
  'Signature of the contractor or the person authorised by him': {
    fr: "Signature de l'entrepreneur ou de la personne qu'il a autorisée",
    hin: 'ठेकेदार या उसके द्वारा प्राधिकृत व्यक्ति के हस्ताक्षर',
    ben: 'ঠিকাদার বা তাঁর অনুমোদিত ব্যক্তির স্বাক্ষর',
  },
  'Name of the workman': { fr: 'Nom du travailleur', hin: 'कामगार का नाम', ben: 'শ্রমিকের নাম' },
  'Sl. No. in the register of workmen employed': {
    fr: 'N° dans le registre des travailleurs employés',
    hin: 'नियोजित कामगारों के रजिस्टर में क्रम सं.',
    ben: 'নিযুক্ত শ্রমিকদের রেজিস্টারে ক্রমিক নং',
  },
  'Nature of employment/designation': {
    fr: "Nature de l'emploi/fonction",
    hin: 'रोज़गार का स्वरूप/पदनाम',
    ben: 'নিয়োগের ধরন/পদবী',
  },
  'Wage rate (with particulars of unit in case of piece-work)': {
    fr: "Taux de salaire (avec l'unité en cas de travail à la pièce)",
    hin: 'मजदूरी दर (नग कार्य के मामले में इकाई के विवरण सहित)',
    ben: 'মজুরির হার (পিস কাজের ক্ষেত্রে এককের বিবরণসহ)',
  },
  'Wage period': { fr: 'Période de paie', hin: 'मजदूरी अवधि', ben: 'মজুরির মেয়াদ' },
  'Tenure of employment': { fr: "Durée de l'emploi", hin: 'रोज़गार की अवधि', ben: 'নিয়োগের মেয়াদ' },
  'Remarks, if any': { fr: 'Remarques éventuelles', hin: 'टिप्पणी, यदि कोई हो', ben: 'মন্তব্য, যদি থাকে' },
  Monthly: { fr: 'Mensuelle', hin: 'मासिक', ben: 'মাসিক' },
  'a month': { fr: 'par mois', hin: 'प्रति माह', ben: 'প্রতি মাসে' },
  'from {{day}}': { fr: 'depuis le {{day}}', hin: '{{day}} से', ben: '{{day}} থেকে' },
  'Not recorded': { fr: 'Non renseigné', hin: 'दर्ज नहीं', ben: 'নথিভুক্ত নয়' },
  'no allocation in the month: the dates of employment': {
    fr: "aucune affectation dans le mois : les dates d'emploi",
    hin: 'माह में कोई आवंटन नहीं: रोज़गार की तिथियाँ',
    ben: 'মাসে কোনো বরাদ্দ নেই: নিয়োগের তারিখ',
  },
  // Form 16 Part B (Income-tax Rules r. 31; issue #34 item 2)
  'Form No. 16, Part B': {
    fr: 'Formulaire n° 16, partie B',
    hin: 'फ़ॉर्म संख्या 16, भाग ख',
    ben: 'ফর্ম নং ১৬, অংশ খ',
  },
  'Certificate under section 203 of the Income-tax Act, 1961 for tax deducted at source on salary': {
    fr: "Certificat selon l'article 203 de l'Income-tax Act 1961 pour l'impôt retenu à la source sur le salaire",
    hin: 'वेतन पर स्रोत पर काटे गए कर के लिए आयकर अधिनियम, 1961 की धारा 203 के अंतर्गत प्रमाणपत्र',
    ben: 'বেতনের উপর উৎসে কাটা করের জন্য আয়কর আইন, ১৯৬১-এর ধারা ২০৩ অনুযায়ী প্রমাণপত্র',
  },
  'Details of salary paid and tax deducted': {
    fr: "Détail du salaire versé et de l'impôt retenu",
    hin: 'भुगतान किए गए वेतन और काटे गए कर का विवरण',
    ben: 'প্রদত্ত বেতন ও কাটা করের বিবরণ',
  },
  'Assessment year': { fr: "Année d'imposition", hin: 'निर्धारण वर्ष', ben: 'মূল্যায়ন বছর' },
  'Address of the employer': { fr: "Adresse de l'employeur", hin: 'नियोक्ता का पता', ben: 'নিয়োগকর্তার ঠিকানা' },
  'TAN of the deductor': { fr: 'TAN du débiteur', hin: 'कटौतीकर्ता का टैन', ben: 'কর্তনকারীর ট্যান' },
  'PAN of the deductor': { fr: 'PAN du débiteur', hin: 'कटौतीकर्ता का पैन', ben: 'কর্তনকারীর প্যান' },
  'PAN of the employee': { fr: "PAN de l'employé", hin: 'कर्मचारी का पैन', ben: 'কর্মচারীর প্যান' },
  'Designation of the employee': { fr: "Fonction de l'employé", hin: 'कर्मचारी का पदनाम', ben: 'কর্মচারীর পদ' },
  'Months paid': { fr: 'Mois payés', hin: 'भुगतान किए गए माह', ben: 'প্রদত্ত মাস' },
  'Whether opting out of taxation under section 115BAC': {
    fr: "Renonciation au régime de l'article 115BAC",
    hin: 'क्या धारा 115BAC के अंतर्गत कराधान से बाहर रहने का विकल्प चुना है',
    ben: 'ধারা ১১৫BAC অনুযায়ী করব্যবস্থা থেকে বেরিয়ে আসার বিকল্প নেওয়া হয়েছে কি না',
  },
  'Gross salary: salary as per section 17(1)': {
    fr: "Salaire brut : salaire selon l'article 17(1)",
    hin: 'सकल वेतन: धारा 17(1) के अनुसार वेतन',
    ben: 'মোট বেতন: ধারা ১৭(১) অনুযায়ী বেতন',
  },
  'Less: allowances exempt under section 10': {
    fr: "Moins : indemnités exonérées selon l'article 10",
    hin: 'घटाएँ: धारा 10 के अंतर्गत छूट प्राप्त भत्ते',
    ben: 'বাদ: ধারা ১০ অনুযায়ী ছাড়প্রাপ্ত ভাতা',
  },
  'Of which: house rent allowance exempt under section 10(13A)': {
    fr: "Dont : allocation de logement exonérée selon l'article 10(13A)",
    hin: 'जिसमें: धारा 10(13A) के अंतर्गत छूट प्राप्त मकान किराया भत्ता',
    ben: 'যার মধ্যে: ধারা ১০(১৩A) অনুযায়ী ছাড়প্রাপ্ত বাড়িভাড়া ভাতা',
  },
  'Total salary received from the employer': {
    fr: "Salaire total reçu de l'employeur",
    hin: 'नियोक्ता से प्राप्त कुल वेतन',
    ben: 'নিয়োগকর্তার কাছ থেকে প্রাপ্ত মোট বেতন',
  },
  'Standard deduction under section 16(ia)': {
    fr: "Déduction forfaitaire selon l'article 16(ia)",
    hin: 'धारा 16(ia) के अंतर्गत मानक कटौती',
    ben: 'ধারা ১৬(ia) অনুযায়ী মানক ছাড়',
  },
  'Tax on employment under section 16(iii)': {
    fr: "Taxe professionnelle selon l'article 16(iii)",
    hin: 'धारा 16(iii) के अंतर्गत रोज़गार पर कर',
    ben: 'ধারা ১৬(iii) অনুযায়ী বৃত্তি কর',
  },
  'Income chargeable under the head "Salaries"': {
    fr: 'Revenu imposable dans la catégorie « Salaires »',
    hin: '"वेतन" शीर्ष के अंतर्गत प्रभार्य आय',
    ben: '"বেতন" শিরোনামে করযোগ্য আয়',
  },
  'Deductions under Chapter VI-A': {
    fr: 'Déductions du chapitre VI-A',
    hin: 'अध्याय VI-A के अंतर्गत कटौतियाँ',
    ben: 'অধ্যায় VI-A অনুযায়ী ছাড়',
  },
  'Section {{section}}: deductible of {{gross}} claimed': {
    fr: 'Article {{section}} : déductible sur {{gross}} déclarés',
    hin: 'धारा {{section}}: दावा किए गए {{gross}} में से कटौती योग्य',
    ben: 'ধারা {{section}}: দাবি করা {{gross}}-এর মধ্যে ছাড়যোগ্য',
  },
  'Salary from a previous employer of the year (section 192(2))': {
    fr: "Salaire d'un employeur précédent de l'année (article 192(2))",
    hin: 'वर्ष में पिछले नियोक्ता से वेतन (धारा 192(2))',
    ben: 'বছরে আগের নিয়োগকর্তার কাছ থেকে বেতন (ধারা ১৯২(২))',
  },
  'Tax deducted by a previous employer of the year': {
    fr: "Impôt retenu par un employeur précédent de l'année",
    hin: 'वर्ष में पिछले नियोक्ता द्वारा काटा गया कर',
    ben: 'বছরে আগের নিয়োগকর্তার কাটা কর',
  },
  'Total taxable income': { fr: 'Revenu imposable total', hin: 'कुल कर योग्य आय', ben: 'মোট করযোগ্য আয়' },
  'Tax on total income': { fr: 'Impôt sur le revenu total', hin: 'कुल आय पर कर', ben: 'মোট আয়ের উপর কর' },
  'Rebate under section 87A': {
    fr: "Réduction selon l'article 87A",
    hin: 'धारा 87A के अंतर्गत छूट',
    ben: 'ধারা ৮৭A অনুযায়ী রেয়াত',
  },
  'Surcharge, where applicable': {
    fr: 'Surtaxe, le cas échéant',
    hin: 'अधिभार, जहाँ लागू हो',
    ben: 'সারচার্জ, যেখানে প্রযোজ্য',
  },
  'Health and education cess': {
    fr: 'Contribution santé et éducation',
    hin: 'स्वास्थ्य एवं शिक्षा उपकर',
    ben: 'স্বাস্থ্য ও শিক্ষা সেস',
  },
  'Relief under section 89': {
    fr: "Allègement selon l'article 89",
    hin: 'धारा 89 के अंतर्गत राहत',
    ben: 'ধারা ৮৯ অনুযায়ী রিলিফ',
  },
  'Net tax payable': { fr: 'Impôt net dû', hin: 'शुद्ध देय कर', ben: 'নিট প্রদেয় কর' },
  'Tax deducted at source from the payslips': {
    fr: 'Impôt retenu à la source sur les bulletins',
    hin: 'वेतन पर्चियों से स्रोत पर काटा गया कर',
    ben: 'বেতন স্লিপ থেকে উৎসে কাটা কর',
  },
  'Tax still payable (refundable if negative)': {
    fr: 'Impôt restant dû (remboursable si négatif)',
    hin: 'शेष देय कर (ऋणात्मक हो तो वापसी योग्य)',
    ben: 'এখনও প্রদেয় কর (ঋণাত্মক হলে ফেরতযোগ্য)',
  },
  'Relief under section 89 is not computed: no claim for it (Form 10E) is recorded': {
    fr: "L'allègement de l'article 89 n'est pas calculé : aucune demande (formulaire 10E) n'est enregistrée",
    hin: 'धारा 89 की राहत की गणना नहीं की गई: इसका कोई दावा (फ़ॉर्म 10E) दर्ज नहीं है',
    ben: 'ধারা ৮৯-এর রিলিফ গণনা করা হয়নি: এর কোনো দাবি (ফর্ম ১০E) নথিভুক্ত নেই',
  },
  "Figures from the approved payslips of the year; the tax is computed on the year's salary with the figures of the regime in force":
    {
      fr: "Montants tirés des bulletins approuvés de l'exercice ; l'impôt est calculé sur le salaire de l'exercice selon le barème du régime en vigueur",
      hin: 'आँकड़े वर्ष की स्वीकृत वेतन पर्चियों से; कर की गणना वर्ष के वेतन पर लागू व्यवस्था के आँकड़ों से की गई है',
      ben: 'অঙ্কগুলি বছরের অনুমোদিত বেতন স্লিপ থেকে; কর বছরের বেতনের উপর প্রযোজ্য ব্যবস্থার হারে গণনা করা হয়েছে',
    },
} as const satisfies MessageTable;

const catalogue = { ...protocolMessages, ...documentMessages } as const satisfies MessageTable;
/** An English text of a document, in the server's catalogue or protocol's. */
export type DocumentText = keyof typeof catalogue;

/**
 * A text of a document in one language, its `{{name}}` filled with the value of that name
 * (already shown as the document shows it: an amount, a day, a month's name).
 */
export function documentText(
  text: DocumentText,
  locale: Locale,
  values: Record<string, string> = {},
): string {
  const template = locale === 'eng' ? text : catalogue[text][locale];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

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
