/**
 * The English words a field's formatter or a folder's format_expr shows for a value (a
 * boolean, a weekday, a workflow state's label), with their translations. Lists translate
 * them in the engine; an export or report made on the server translates them with the same
 * table, so a file says what the screen says.
 */
export const displayWords = {
  Yes: { fr: 'Oui', hin: 'हाँ', ben: 'হ্যাঁ' },
  No: { fr: 'Non', hin: 'नहीं', ben: 'না' },
  Monday: { fr: 'Lundi', hin: 'सोमवार', ben: 'সোমবার' },
  Tuesday: { fr: 'Mardi', hin: 'मंगलवार', ben: 'মঙ্গলবার' },
  Wednesday: { fr: 'Mercredi', hin: 'बुधवार', ben: 'বুধবার' },
  Thursday: { fr: 'Jeudi', hin: 'गुरुवार', ben: 'বৃহস্পতিবার' },
  Friday: { fr: 'Vendredi', hin: 'शुक्रवार', ben: 'শুক্রবার' },
  Saturday: { fr: 'Samedi', hin: 'शनिवार', ben: 'শনিবার' },
  Sunday: { fr: 'Dimanche', hin: 'रविवार', ben: 'রবিবার' },
  Created: { fr: 'Créé', hin: 'बनाया गया', ben: 'তৈরি' },
  Processing: { fr: 'En cours', hin: 'प्रक्रिया में', ben: 'প্রক্রিয়াধীন' },
  Approved: { fr: 'Approuvé', hin: 'स्वीकृत', ben: 'অনুমোদিত' },
  Rejected: { fr: 'Rejeté', hin: 'अस्वीकृत', ben: 'প্রত্যাখ্যাত' },
  // a list's column and a document's (a settlement's statement)
  Status: { fr: 'Statut', hin: 'स्थिति', ben: 'অবস্থা' },
  Cancelled: { fr: 'Annulé', hin: 'रद्द', ben: 'বাতিল' },
  // a punch request's direction (issue #29 item 5)
  In: { fr: 'Entrée', hin: 'आगमन', ben: 'প্রবেশ' },
  Out: { fr: 'Sortie', hin: 'प्रस्थान', ben: 'প্রস্থান' },
  // a payslip with nothing to pay, flagged in its list (issue #32 item 2)
  'Created · No payable days': {
    fr: 'Créé · Aucun jour payable',
    hin: 'बनाया गया · कोई देय दिवस नहीं',
    ben: 'তৈরি · কোনো প্রদেয় দিন নেই',
  },
  'Created · Net pay 0': {
    fr: 'Créé · Salaire net 0',
    hin: 'बनाया गया · शुद्ध वेतन 0',
    ben: 'তৈরি · নিট বেতন 0',
  },
  'Approved · No payable days': {
    fr: 'Approuvé · Aucun jour payable',
    hin: 'स्वीकृत · कोई देय दिवस नहीं',
    ben: 'অনুমোদিত · কোনো প্রদেয় দিন নেই',
  },
  'Approved · Net pay 0': {
    fr: 'Approuvé · Salaire net 0',
    hin: 'स्वीकृत · शुद्ध वेतन 0',
    ben: 'অনুমোদিত · নিট বেতন 0',
  },
  // minimum-wage zones, skill classes and rate bases (issue #33 item 3)
  'Zone A': { fr: 'Zone A', hin: 'क्षेत्र A', ben: 'অঞ্চল A' },
  'Zone B': { fr: 'Zone B', hin: 'क्षेत्र B', ben: 'অঞ্চল B' },
  'Zone I': { fr: 'Zone I', hin: 'क्षेत्र I', ben: 'অঞ্চল I' },
  'Zone II': { fr: 'Zone II', hin: 'क्षेत्र II', ben: 'অঞ্চল II' },
  'Zone III': { fr: 'Zone III', hin: 'क्षेत्र III', ben: 'অঞ্চল III' },
  'Whole state': { fr: "Tout l'État", hin: 'पूरा राज्य', ben: 'সমগ্র রাজ্য' },
  Unskilled: { fr: 'Non qualifié', hin: 'अकुशल', ben: 'অদক্ষ' },
  'Semi-skilled': { fr: 'Semi-qualifié', hin: 'अर्ध-कुशल', ben: 'আধা-দক্ষ' },
  Skilled: { fr: 'Qualifié', hin: 'कुशल', ben: 'দক্ষ' },
  'Highly skilled': { fr: 'Hautement qualifié', hin: 'अत्यधिक कुशल', ben: 'অত্যন্ত দক্ষ' },
  Month: { fr: 'Mois', hin: 'माह', ben: 'মাস' },
  Day: { fr: 'Jour', hin: 'दिन', ben: 'দিন' },
  Male: { fr: 'Homme', hin: 'पुरुष', ben: 'পুরুষ' },
  Female: { fr: 'Femme', hin: 'महिला', ben: 'মহিলা' },
  Other: { fr: 'Autre', hin: 'अन्य', ben: 'অন্যান্য' },
  'Principal Employer': { fr: 'Employeur principal', hin: 'प्रधान नियोक्ता', ben: 'প্রধান নিয়োগকর্তা' },
  Contractor: { fr: 'Sous-traitant', hin: 'ठेकेदार', ben: 'ঠিকাদার' },
  Addition: { fr: 'Ajout', hin: 'जोड़', ben: 'সংযোজন' },
  'Arrears of basic': { fr: 'Rappel de salaire de base', hin: 'मूल वेतन का बकाया', ben: 'মূল বেতনের বকেয়া' },
  'Arrears of DA': { fr: 'Rappel d’indemnité de cherté', hin: 'महँगाई भत्ते का बकाया', ben: 'মহার্ঘ ভাতার বকেয়া' },
  Incentive: { fr: 'Prime d’incitation', hin: 'प्रोत्साहन राशि', ben: 'প্রণোদনা' },
  Reimbursement: { fr: 'Remboursement de frais', hin: 'प्रतिपूर्ति', ben: 'প্রতিপূরণ' },
  'Advance recovery': { fr: 'Remboursement d’avance', hin: 'अग्रिम की वसूली', ben: 'অগ্রিম আদায়' },
  Recovery: { fr: 'Retenue', hin: 'वसूली', ben: 'আদায়' },
  // why a device's punch waits in Unmatched Punches (issue #29 item 4)
  'No employee has this code': {
    fr: 'Aucun salarié n’a ce code',
    hin: 'किसी कर्मचारी का यह कोड नहीं है',
    ben: 'কোনো কর্মচারীর এই কোড নেই',
  },
  'The device clock was ahead': {
    fr: 'L’horloge de l’appareil avançait',
    hin: 'उपकरण की घड़ी आगे चल रही थी',
    ben: 'ডিভাইসের ঘড়ি এগিয়ে ছিল',
  },
  'New tax regime': { fr: 'Nouveau régime fiscal', hin: 'नई कर व्यवस्था', ben: 'নতুন কর ব্যবস্থা' },
  'Old tax regime': { fr: 'Ancien régime fiscal', hin: 'पुरानी कर व्यवस्था', ben: 'পুরনো কর ব্যবস্থা' },
  'Section 80C (savings and investments)': {
    fr: 'Article 80C (épargne et placements)',
    hin: 'धारा 80C (बचत और निवेश)',
    ben: 'ধারা ৮০C (সঞ্চয় ও বিনিয়োগ)',
  },
  'Section 80CCC (pension fund)': {
    fr: 'Article 80CCC (fonds de pension)',
    hin: 'धारा 80CCC (पेंशन फ़ंड)',
    ben: 'ধারা ৮০CCC (পেনশন তহবিল)',
  },
  'Section 80CCD(1) (own NPS contribution)': {
    fr: 'Article 80CCD(1) (cotisation personnelle au NPS)',
    hin: 'धारा 80CCD(1) (एनपीएस में अपना अंशदान)',
    ben: 'ধারা ৮০CCD(১) (এনপিএস-এ নিজের অবদান)',
  },
  'Section 80CCD(1B) (further NPS contribution)': {
    fr: 'Article 80CCD(1B) (cotisation supplémentaire au NPS)',
    hin: 'धारा 80CCD(1B) (एनपीएस में अतिरिक्त अंशदान)',
    ben: 'ধারা ৮০CCD(১B) (এনপিএস-এ অতিরিক্ত অবদান)',
  },
  'Section 80D (health insurance)': {
    fr: 'Article 80D (assurance santé)',
    hin: 'धारा 80D (स्वास्थ्य बीमा)',
    ben: 'ধারা ৮০D (স্বাস্থ্য বিমা)',
  },
  'Section 80D (health insurance of parents)': {
    fr: 'Article 80D (assurance santé des parents)',
    hin: 'धारा 80D (माता-पिता का स्वास्थ्य बीमा)',
    ben: 'ধারা ৮০D (বাবা-মায়ের স্বাস্থ্য বিমা)',
  },
  'Section 80E (education loan interest)': {
    fr: "Article 80E (intérêts d'un prêt étudiant)",
    hin: 'धारा 80E (शिक्षा ऋण का ब्याज)',
    ben: 'ধারা ৮০E (শিক্ষাঋণের সুদ)',
  },
  'Section 10(13A) (house rent paid)': {
    fr: 'Article 10(13A) (loyer payé)',
    hin: 'धारा 10(13A) (चुकाया गया मकान किराया)',
    ben: 'ধারা ১০(১৩A) (পরিশোধিত বাড়িভাড়া)',
  },
  'Previous employer of the year (section 192(2))': {
    fr: "Employeur précédent de l'année (article 192(2))",
    hin: 'वर्ष का पिछला नियोक्ता (धारा 192(2))',
    ben: 'বছরের আগের নিয়োগকর্তা (ধারা ১৯২(২))',
  },
  'First approval (Processing)': {
    fr: 'Première approbation (En cours)',
    hin: 'पहली स्वीकृति (प्रक्रिया में)',
    ben: 'প্রথম অনুমোদন (প্রক্রিয়াধীন)',
  },
  'Final approval': { fr: 'Approbation finale', hin: 'अंतिम स्वीकृति', ben: 'চূড়ান্ত অনুমোদন' },
  'Paid as overtime': {
    fr: 'Payé en heures supplémentaires',
    hin: 'ओवरटाइम के रूप में भुगतान',
    ben: 'ওভারটাইম হিসেবে প্রদেয়',
  },
  'Earns a compensatory off': {
    fr: 'Donne droit à un repos compensateur',
    hin: 'प्रतिपूरक अवकाश अर्जित होता है',
    ben: 'ক্ষতিপূরণমূলক ছুটি অর্জিত হয়',
  },
  Deduction: { fr: 'Déduction', hin: 'कटौती', ben: 'কর্তন' },
  Department: { fr: 'Service', hin: 'विभाग', ben: 'বিভাগ' },
  'Employees Name': { fr: 'Nom des employés', hin: 'कर्मचारियों के नाम', ben: 'কর্মচারীদের নাম' },
  'Employee Type': { fr: "Type d'employé", hin: 'कर्मचारी का प्रकार', ben: 'কর্মচারীর ধরন' },
  // words a payslip or an invoice shares with the screens (issue #28 item 1)
  Payslip: { fr: 'Bulletin de paie', hin: 'वेतन पर्ची', ben: 'বেতন স্লিপ' },
  Employee: { fr: 'Employé', hin: 'कर्मचारी', ben: 'কর্মচারী' },
  Code: { fr: 'Code', hin: 'कोड', ben: 'কোড' },
  'Payable days': { fr: 'Jours payables', hin: 'देय दिन', ben: 'প্রদেয় দিন' },
  Contract: { fr: 'Contrat', hin: 'अनुबंध', ben: 'চুক্তি' },
  'Amount Payable': { fr: 'Montant à payer', hin: 'देय राशि', ben: 'প্রদেয় টাকা' },
  // full-and-final settlements and leave encashment (issue #34 items 5, 6)
  Computed: { fr: 'Calculé', hin: 'गणना की गई', ben: 'হিসাব করা হয়েছে' },
  'Approved by HR': { fr: 'Approuvé par les RH', hin: 'एचआर द्वारा स्वीकृत', ben: 'এইচআর অনুমোদিত' },
  Paid: { fr: 'Payé', hin: 'भुगतान किया गया', ben: 'পরিশোধিত' },
  Employer: { fr: 'Employeur', hin: 'नियोक्ता', ben: 'নিয়োগকর্তা' },
  // Form 16 and its tab share the year's name (issue #34 item 2)
  'Financial year': { fr: 'Exercice', hin: 'वित्तीय वर्ष', ben: 'আর্থিক বছর' },
  'Wages (basic + DA)': {
    fr: 'Salaire (base + DA)',
    hin: 'मज़दूरी (मूल + महँगाई भत्ता)',
    ben: 'মজুরি (মূল + মহার্ঘ ভাতা)',
  },
  'Gross salary': { fr: 'Salaire brut', hin: 'सकल वेतन', ben: 'মোট বেতন' },
  // a statutory rate's rule, named (statutory_rates.code; the rule codes are payroll-rules' statutoryCodes)
  'EPF rate, employee': { fr: 'Taux EPF, salarié', hin: 'ईपीएफ दर, कर्मचारी', ben: 'ইপিএফ হার, কর্মচারী' },
  'EPF rate, employer': { fr: 'Taux EPF, employeur', hin: 'ईपीएफ दर, नियोक्ता', ben: 'ইপিএফ হার, নিয়োগকর্তা' },
  'Pension (EPS) rate': { fr: 'Taux de pension (EPS)', hin: 'पेंशन (ईपीएस) दर', ben: 'পেনশন (ইপিএস) হার' },
  'EPF wage ceiling': { fr: 'Plafond de salaire EPF', hin: 'ईपीएफ वेतन सीमा', ben: 'ইপিএফ মজুরির ঊর্ধ্বসীমা' },
  'EDLI rate': { fr: 'Taux EDLI', hin: 'ईडीएलआई दर', ben: 'ইডিএলআই হার' },
  'EPF admin charges rate': {
    fr: 'Taux des frais de gestion EPF',
    hin: 'ईपीएफ प्रशासनिक शुल्क दर',
    ben: 'ইপিএফ প্রশাসনিক চার্জের হার',
  },
  'ESI rate, employee': { fr: 'Taux ESI, salarié', hin: 'ईएसआई दर, कर्मचारी', ben: 'ইএসআই হার, কর্মচারী' },
  'ESI rate, employer': { fr: 'Taux ESI, employeur', hin: 'ईएसआई दर, नियोक्ता', ben: 'ইএসআই হার, নিয়োগকর্তা' },
  'ESI wage limit': { fr: 'Plafond de salaire ESI', hin: 'ईएसआई वेतन सीमा', ben: 'ইএসআই মজুরির সীমা' },
  'Overtime multiplier': {
    fr: 'Coefficient des heures supplémentaires',
    hin: 'ओवरटाइम गुणक',
    ben: 'ওভারটাইম গুণক',
  },
  'Cap on exclusions from wages': {
    fr: 'Plafond des exclusions du salaire',
    hin: 'मज़दूरी से बाहर रखी राशियों की सीमा',
    ben: 'মজুরি থেকে বাদ দেওয়া অংশের সীমা',
  },
  'Pension (EPS) age limit': {
    fr: 'Âge limite de la pension (EPS)',
    hin: 'पेंशन (ईपीएस) आयु सीमा',
    ben: 'পেনশন (ইপিএস) বয়সসীমা',
  },
  'EPF admin charges minimum': {
    fr: 'Minimum des frais de gestion EPF',
    hin: 'ईपीएफ प्रशासनिक शुल्क न्यूनतम',
    ben: 'ইপিএফ প্রশাসনিক চার্জের ন্যূনতম',
  },
  'ESI exemption daily wage': {
    fr: 'Salaire journalier exonéré d’ESI',
    hin: 'ईएसआई छूट की दैनिक मज़दूरी',
    ben: 'ইএসআই ছাড়ের দৈনিক মজুরি',
  },
  'Cap on deductions': { fr: 'Plafond des retenues', hin: 'कटौतियों की सीमा', ben: 'কর্তনের সীমা' },
  'Cap on deductions, wage limit': {
    fr: 'Plafond des retenues, limite de salaire',
    hin: 'कटौतियों की सीमा, वेतन सीमा',
    ben: 'কর্তনের সীমা, মজুরির সীমা',
  },
  'Overtime day divisor': {
    fr: 'Diviseur journalier des heures supplémentaires',
    hin: 'ओवरटाइम दिवस भाजक',
    ben: 'ওভারটাইম দিনের ভাজক',
  },
  'Labour welfare fund, employee': {
    fr: 'Fonds de bien-être des travailleurs, salarié',
    hin: 'श्रम कल्याण निधि, कर्मचारी',
    ben: 'শ্রম কল্যাণ তহবিল, কর্মচারী',
  },
  'Labour welfare fund, employer': {
    fr: 'Fonds de bien-être des travailleurs, employeur',
    hin: 'श्रम कल्याण निधि, नियोक्ता',
    ben: 'শ্রম কল্যাণ তহবিল, নিয়োগকর্তা',
  },
  'Gratuity ceiling': {
    fr: 'Plafond de la gratification',
    hin: 'ग्रेच्युटी की अधिकतम सीमा',
    ben: 'গ্র্যাচুইটির ঊর্ধ্বসীমা',
  },
  'Gratuity days per year': {
    fr: 'Jours de gratification par année',
    hin: 'प्रति वर्ष ग्रेच्युटी के दिन',
    ben: 'প্রতি বছরে গ্র্যাচুইটির দিন',
  },
  'Gratuity month divisor': {
    fr: 'Diviseur mensuel de la gratification',
    hin: 'ग्रेच्युटी मासिक भाजक',
    ben: 'গ্র্যাচুইটির মাসিক ভাজক',
  },
  'Gratuity qualifying years': {
    fr: 'Années ouvrant droit à la gratification',
    hin: 'ग्रेच्युटी की पात्रता के वर्ष',
    ben: 'গ্র্যাচুইটির যোগ্যতার বছর',
  },
  'Gratuity days deemed a year': {
    fr: 'Jours réputés une année pour la gratification',
    hin: 'ग्रेच्युटी के लिए वर्ष माने जाने वाले दिन',
    ben: 'গ্র্যাচুইটির জন্য বছর ধরা দিন',
  },
  'Gratuity qualifying years, fixed term': {
    fr: 'Années ouvrant droit à la gratification, contrat à durée déterminée',
    hin: 'ग्रेच्युटी की पात्रता के वर्ष, निश्चित अवधि',
    ben: 'গ্র্যাচুইটির যোগ্যতার বছর, নির্দিষ্ট মেয়াদ',
  },
  'Bonus wage limit': { fr: 'Plafond de salaire de la prime', hin: 'बोनस वेतन सीमा', ben: 'বোনাসের মজুরির সীমা' },
  'Bonus calculation ceiling': {
    fr: 'Plafond de calcul de la prime',
    hin: 'बोनस गणना की अधिकतम सीमा',
    ben: 'বোনাস গণনার ঊর্ধ্বসীমা',
  },
  'Bonus minimum rate': { fr: 'Taux minimal de la prime', hin: 'बोनस की न्यूनतम दर', ben: 'বোনাসের ন্যূনতম হার' },
  'Bonus maximum rate': { fr: 'Taux maximal de la prime', hin: 'बोनस की अधिकतम दर', ben: 'বোনাসের সর্বোচ্চ হার' },
  'Bonus minimum amount': {
    fr: 'Montant minimal de la prime',
    hin: 'बोनस की न्यूनतम राशि',
    ben: 'বোনাসের ন্যূনতম পরিমাণ',
  },
  'Bonus minimum days worked': {
    fr: 'Jours travaillés minimaux pour la prime',
    hin: 'बोनस के लिए न्यूनतम कार्य दिवस',
    ben: 'বোনাসের জন্য ন্যূনতম কাজের দিন',
  },
  'Leave encashment day divisor': {
    fr: 'Diviseur journalier de l’indemnité de congés',
    hin: 'अवकाश नकदीकरण दिवस भाजक',
    ben: 'ছুটি নগদায়নের দিনের ভাজক',
  },
  'Leave encashment exempt limit': {
    fr: 'Plafond d’exonération de l’indemnité de congés',
    hin: 'अवकाश नकदीकरण छूट सीमा',
    ben: 'ছুটি নগদায়নের করমুক্ত সীমা',
  },
  'Settlement due within working days': {
    fr: 'Solde de tout compte dû en jours ouvrés',
    hin: 'निपटान देय, कार्य दिवसों में',
    ben: 'নিষ্পত্তি প্রদেয়, কর্মদিবসের মধ্যে',
  },
  // choices of detail rows: a contract item's rate unit, a compliance document's restriction, a payhead's kind and rounding
  Hour: { fr: 'Heure', hin: 'घंटा', ben: 'ঘণ্টা' },
  Block: { fr: 'Bloquant', hin: 'रोक', ben: 'আটকানো' },
  Warn: { fr: 'Avertissement', hin: 'चेतावनी', ben: 'সতর্কতা' },
  None: { fr: 'Aucun', hin: 'कोई नहीं', ben: 'কিছু নয়' },
  Earning: { fr: 'Gain', hin: 'आय', ben: 'আয়' },
  "Employer's contribution": {
    fr: 'Cotisation de l’employeur',
    hin: 'नियोक्ता का अंशदान',
    ben: 'নিয়োগকর্তার অবদান',
  },
  'To the nearest rupee': { fr: 'À la roupie la plus proche', hin: 'निकटतम रुपये तक', ben: 'নিকটতম টাকায়' },
  'Up to the next rupee': { fr: 'À la roupie supérieure', hin: 'अगले रुपये तक ऊपर', ben: 'পরের টাকায় ঊর্ধ্বমুখী' },
  'Down to the rupee': { fr: 'À la roupie inférieure', hin: 'रुपये तक नीचे', ben: 'টাকায় নিম্নমুখী' },
  'To the paisa': { fr: 'Au paisa près', hin: 'पैसे तक', ben: 'পয়সা পর্যন্ত' },
} as const satisfies Record<string, { fr: string; hin: string; ben: string }>;

/** A displayed word in `locale`; any other text (a name, a number) as it is. */
export function translateDisplayWord(text: string, locale: 'eng' | 'fr' | 'hin' | 'ben'): string {
  if (locale === 'eng' || !Object.hasOwn(displayWords, text)) return text;
  return displayWords[text as keyof typeof displayWords][locale];
}
