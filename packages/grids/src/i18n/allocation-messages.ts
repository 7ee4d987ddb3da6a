import type { allocationMessages, allocationTxnMessages } from '@muster/protocol';

type SpecMessage = (typeof allocationMessages)[keyof typeof allocationMessages];
type TxnMessage = (typeof allocationTxnMessages)[keyof typeof allocationTxnMessages];

/** The allocation and duty-chart grids' texts: the spec's messages (protocol), the server's own, the screens'. */
export const allocationMessageTexts = {
  'Please reject or delete leave to mark allocations': {
    fr: 'Veuillez refuser ou supprimer le congé pour saisir les affectations',
    hin: 'आवंटन दर्ज करने के लिए कृपया छुट्टी अस्वीकार करें या हटाएँ',
    ben: 'বরাদ্দ চিহ্নিত করতে অনুগ্রহ করে ছুটি প্রত্যাখ্যান বা মুছুন',
  },
  'Please select contract': {
    fr: 'Veuillez choisir un contrat',
    hin: 'कृपया अनुबंध चुनें',
    ben: 'অনুগ্রহ করে চুক্তি বেছে নিন',
  },
  'Only duty chart officer can make the duty chart': {
    fr: 'Seul le responsable du planning peut établir le planning',
    hin: 'केवल ड्यूटी चार्ट अधिकारी ड्यूटी चार्ट बना सकते हैं',
    ben: 'শুধু ডিউটি চার্ট আধিকারিক ডিউটি চার্ট তৈরি করতে পারেন',
  },
  'Only duty chart officer can edit duty chart': {
    fr: 'Seul le responsable du planning peut modifier le planning',
    hin: 'केवल ड्यूटी चार्ट अधिकारी ड्यूटी चार्ट संपादित कर सकते हैं',
    ben: 'শুধু ডিউটি চার্ট আধিকারিক ডিউটি চার্ট সম্পাদনা করতে পারেন',
  },
  '{{count}} allocation marked': {
    fr: '{{count}} affectation(s) enregistrée(s)',
    hin: '{{count}} आवंटन दर्ज किए गए',
    ben: '{{count}}টি বরাদ্দ চিহ্নিত হয়েছে',
  },
  '{{count}} allocation deleted': {
    fr: '{{count}} affectation(s) supprimée(s)',
    hin: '{{count}} आवंटन हटाए गए',
    ben: '{{count}}টি বরাদ্দ মুছে ফেলা হয়েছে',
  },
  '{{count}} allocation deletion failed': {
    fr: 'Échec de la suppression de {{count}} affectation(s)',
    hin: '{{count}} आवंटन हटाए नहीं जा सके',
    ben: '{{count}}টি বরাদ্দ মোছা যায়নি',
  },
  '{{count}} not marked': {
    fr: '{{count}} non enregistrée(s)',
    hin: '{{count}} दर्ज नहीं हुए',
    ben: '{{count}}টি চিহ্নিত হয়নি',
  },
  'enter all values': {
    fr: 'saisissez toutes les valeurs',
    hin: 'सभी मान दर्ज करें',
    ben: 'সব মান লিখুন',
  },
  'Select cells to delete': {
    fr: 'Sélectionnez les cellules à supprimer',
    hin: 'हटाने के लिए सेल चुनें',
    ben: 'মোছার জন্য ঘর বেছে নিন',
  },
  'leaves cannot be deleted': {
    fr: 'les congés ne peuvent pas être supprimés',
    hin: 'छुट्टियाँ हटाई नहीं जा सकतीं',
    ben: 'ছুটি মোছা যায় না',
  },
  'Deleting allocations...': {
    fr: 'Suppression des affectations...',
    hin: 'आवंटन हटाए जा रहे हैं...',
    ben: 'বরাদ্দ মোছা হচ্ছে...',
  },
  'Updating allocations...': {
    fr: 'Mise à jour des affectations...',
    hin: 'आवंटन अद्यतन हो रहे हैं...',
    ben: 'বরাদ্দ হালনাগাদ হচ্ছে...',
  },
  'An error occurred: {{message}}': {
    fr: 'Une erreur est survenue : {{message}}',
    hin: 'एक त्रुटि हुई: {{message}}',
    ben: 'একটি ত্রুটি ঘটেছে: {{message}}',
  },
} satisfies Record<SpecMessage, { fr: string; hin: string; ben: string }>;

/** The server's refusals the spec names without words (allocations README), and its params refusals. */
export const allocationServerTexts = {
  'Invalid allocations list request': {
    fr: 'Demande de liste des affectations invalide',
    hin: 'आवंटन सूची का अनुरोध अमान्य है',
    ben: 'বরাদ্দ তালিকার অনুরোধ অবৈধ',
  },
  'Invalid allocations request': {
    fr: 'Demande d’affectations invalide',
    hin: 'आवंटन अनुरोध अमान्य है',
    ben: 'বরাদ্দের অনুরোধ অবৈধ',
  },
  'Invalid duty chart request': {
    fr: 'Demande de planning invalide',
    hin: 'ड्यूटी चार्ट अनुरोध अमान्य है',
    ben: 'ডিউটি চার্টের অনুরোধ অবৈধ',
  },
  'Invalid duty chart save request': {
    fr: 'Enregistrement du planning invalide',
    hin: 'ड्यूटी चार्ट सहेजने का अनुरोध अमान्य है',
    ben: 'ডিউটি চার্ট সংরক্ষণের অনুরোধ অবৈধ',
  },
  'The program has ended before this day': {
    fr: 'Le programme a pris fin avant ce jour',
    hin: 'यह कार्यक्रम इस दिन से पहले समाप्त हो गया',
    ben: 'এই কর্মসূচি এই দিনের আগেই শেষ হয়েছে',
  },
  'A leave already covers this day': {
    fr: 'Un congé couvre déjà ce jour',
    hin: 'इस दिन पहले से एक छुट्टी है',
    ben: 'এই দিনে আগেই একটি ছুটি আছে',
  },
  'No such duty chart': {
    fr: 'Planning introuvable',
    hin: 'ऐसा कोई ड्यूटी चार्ट नहीं',
    ben: 'এমন কোনো ডিউটি চার্ট নেই',
  },
  'No such weekly off': {
    fr: 'Repos hebdomadaire introuvable',
    hin: 'ऐसा कोई साप्ताहिक अवकाश नहीं',
    ben: 'এমন কোনো সাপ্তাহিক ছুটি নেই',
  },
} satisfies Record<TxnMessage, unknown> & Record<string, { fr: string; hin: string; ben: string }>;

/** The two screens' own texts. */
export const allocationScreenTexts = {
  'Allocation grid': { fr: 'Grille des affectations', hin: 'आवंटन ग्रिड', ben: 'বরাদ্দ গ্রিড' },
  'Allocation Type': { fr: 'Type d’affectation', hin: 'आवंटन का प्रकार', ben: 'বরাদ্দের ধরন' },
  Contracts: { fr: 'Contrats', hin: 'अनुबंध', ben: 'চুক্তিসমূহ' },
  'Delete Cell': { fr: 'Supprimer la cellule', hin: 'सेल हटाएँ', ben: 'ঘর মুছুন' },
  'Edit allocation': { fr: 'Modifier l’affectation', hin: 'आवंटन संपादित करें', ben: 'বরাদ্দ সম্পাদনা' },
  'Tab or Enter moves on; Enter on the last closes': {
    fr: 'Tab ou Entrée passe au suivant ; Entrée sur le dernier ferme',
    hin: 'Tab या Enter आगे बढ़ाता है; अंतिम पर Enter बंद करता है',
    ben: 'Tab বা Enter পরেরটিতে যায়; শেষটিতে Enter বন্ধ করে',
  },
  'Duty charts': { fr: 'Plannings de service', hin: 'ड्यूटी चार्ट', ben: 'ডিউটি চার্ট' },
  'Duty charts grid': { fr: 'Grille des plannings', hin: 'ड्यूटी चार्ट ग्रिड', ben: 'ডিউটি চার্ট গ্রিড' },
  Programs: { fr: 'Programmes', hin: 'कार्यक्रम', ben: 'কর্মসূচি' },
  'Weekly Off': { fr: 'Repos hebdomadaire', hin: 'साप्ताहिक अवकाश', ben: 'সাপ্তাহিক ছুটি' },
  Leaves: { fr: 'Congés', hin: 'छुट्टियाँ', ben: 'ছুটি' },
  'Monthly Weekly Off Count': {
    fr: 'Repos hebdomadaires du mois',
    hin: 'मासिक साप्ताहिक अवकाश गणना',
    ben: 'মাসিক সাপ্তাহিক ছুটির সংখ্যা',
  },
  Count: { fr: 'Nombre', hin: 'संख्या', ben: 'সংখ্যা' },
  'Add a program': { fr: 'Ajouter un programme', hin: 'कार्यक्रम जोड़ें', ben: 'কর্মসূচি যোগ করুন' },
  'Time slot': { fr: 'Créneau horaire', hin: 'समय स्लॉट', ben: 'সময়ের স্লট' },
  'Add {{name}}': { fr: 'Ajouter {{name}}', hin: '{{name}} जोड़ें', ben: '{{name}} যোগ করুন' },
  'Add an employee': { fr: 'Ajouter un employé', hin: 'कर्मचारी जोड़ें', ben: 'কর্মচারী যোগ করুন' },
  'Remove {{name}}': { fr: 'Retirer {{name}}', hin: '{{name}} हटाएँ', ben: '{{name}} সরান' },
  'Edit program': { fr: 'Modifier le programme', hin: 'कार्यक्रम संपादित करें', ben: 'কর্মসূচি সম্পাদনা করুন' },
  Edit: { fr: 'Modifier', hin: 'संपादित करें', ben: 'সম্পাদনা' },
  'Edit {{name}}': { fr: 'Modifier {{name}}', hin: '{{name}} संपादित करें', ben: '{{name}} সম্পাদনা করুন' },
  'Save program': { fr: 'Enregistrer le programme', hin: 'कार्यक्रम सहेजें', ben: 'কর্মসূচি সংরক্ষণ করুন' },
  'Week of {{day}}': { fr: 'Semaine du {{day}}', hin: '{{day}} का सप्ताह', ben: '{{day}}-এর সপ্তাহ' },
  'You have unsaved changes. Discard them?': {
    fr: 'Vous avez des modifications non enregistrées. Les abandonner ?',
    hin: 'आपके कुछ बदलाव सहेजे नहीं गए हैं। क्या उन्हें छोड़ दें?',
    ben: 'আপনার কিছু পরিবর্তন সংরক্ষিত হয়নি। সেগুলি বাতিল করবেন?',
  },
} satisfies Record<string, { fr: string; hin: string; ben: string }>;
