import type { attendanceMessages } from '@muster/protocol';

type AttendanceMessage = (typeof attendanceMessages)[keyof typeof attendanceMessages];

/** The spec's attendance messages (protocol `attendanceMessages`) in fr, hin and ben. */
export const attendanceMessageTexts = {
  'Leaves cannot be edited': {
    fr: 'Les congés ne peuvent pas être modifiés',
    hin: 'छुट्टियाँ संपादित नहीं की जा सकतीं',
    ben: 'ছুটি সম্পাদনা করা যায় না',
  },
  'Approved attendance cannot be edited': {
    fr: 'Une présence approuvée ne peut pas être modifiée',
    hin: 'स्वीकृत उपस्थिति संपादित नहीं की जा सकती',
    ben: 'অনুমোদিত উপস্থিতি সম্পাদনা করা যায় না',
  },
  'Only Single Punch records can be edited': {
    fr: 'Seuls les pointages uniques peuvent être modifiés',
    hin: 'केवल एकल पंच रिकॉर्ड संपादित किए जा सकते हैं',
    ben: 'শুধু একক পাঞ্চ রেকর্ড সম্পাদনা করা যায়',
  },
  'Single Punch cannot be approved': {
    fr: 'Un pointage unique ne peut pas être approuvé',
    hin: 'एकल पंच स्वीकृत नहीं किया जा सकता',
    ben: 'একক পাঞ্চ অনুমোদন করা যায় না',
  },
  'Cells with no data cannot be approved': {
    fr: 'Les cellules sans données ne peuvent pas être approuvées',
    hin: 'बिना डेटा वाले सेल स्वीकृत नहीं किए जा सकते',
    ben: 'তথ্যহীন ঘর অনুমোদন করা যায় না',
  },
  '{{count}} attendance cells are already approved': {
    fr: '{{count}} cellules de présence sont déjà approuvées',
    hin: '{{count}} उपस्थिति सेल पहले से स्वीकृत हैं',
    ben: '{{count}}টি উপস্থিতির ঘর ইতিমধ্যে অনুমোদিত',
  },
  'No cells to approve': {
    fr: 'Aucune cellule à approuver',
    hin: 'स्वीकृत करने के लिए कोई सेल नहीं',
    ben: 'অনুমোদনের জন্য কোনো ঘর নেই',
  },
  'Single Punch cannot be rejected': {
    fr: 'Un pointage unique ne peut pas être rejeté',
    hin: 'एकल पंच अस्वीकार नहीं किया जा सकता',
    ben: 'একক পাঞ্চ প্রত্যাখ্যান করা যায় না',
  },
  'Present attendance cannot be rejected': {
    fr: 'Une présence ne peut pas être rejetée',
    hin: 'उपस्थित हाज़िरी अस्वीकार नहीं की जा सकती',
    ben: 'উপস্থিত হাজিরা প্রত্যাখ্যান করা যায় না',
  },
  '{{count}} attendance cells are already rejected': {
    fr: '{{count}} cellules de présence sont déjà rejetées',
    hin: '{{count}} उपस्थिति सेल पहले से अस्वीकृत हैं',
    ben: '{{count}}টি উপস্থিতির ঘর ইতিমধ্যে প্রত্যাখ্যাত',
  },
  'No cells to reject': {
    fr: 'Aucune cellule à rejeter',
    hin: 'अस्वीकार करने के लिए कोई सेल नहीं',
    ben: 'প্রত্যাখ্যানের জন্য কোনো ঘর নেই',
  },
  'Missed Punch cannot be rejected': {
    fr: 'Un pointage manqué ne peut pas être rejeté',
    hin: 'छूटा पंच अस्वीकार नहीं किया जा सकता',
    ben: 'বাদ পড়া পাঞ্চ প্রত্যাখ্যান করা যায় না',
  },
  'Nothing to save': { fr: 'Rien à enregistrer', hin: 'सहेजने के लिए कुछ नहीं', ben: 'সংরক্ষণের কিছু নেই' },
  'Please fill all the fields': {
    fr: 'Veuillez remplir tous les champs',
    hin: 'कृपया सभी फ़ील्ड भरें',
    ben: 'অনুগ্রহ করে সব ক্ষেত্র পূরণ করুন',
  },
  'Please select employee to mark attendance': {
    fr: "Veuillez choisir l'employé dont la présence est à marquer",
    hin: 'उपस्थिति दर्ज करने के लिए कृपया कर्मचारी चुनें',
    ben: 'উপস্থিতি চিহ্নিত করতে অনুগ্রহ করে কর্মী নির্বাচন করুন',
  },
  'Please select Leave type': {
    fr: 'Veuillez choisir le type de congé',
    hin: 'कृपया छुट्टी का प्रकार चुनें',
    ben: 'অনুগ্রহ করে ছুটির ধরন নির্বাচন করুন',
  },
  'Please select date': {
    fr: 'Veuillez choisir la date',
    hin: 'कृपया तारीख चुनें',
    ben: 'অনুগ্রহ করে তারিখ নির্বাচন করুন',
  },
  'Please enter valid working hours': {
    fr: 'Veuillez saisir des heures de travail valides',
    hin: 'कृपया मान्य कार्य घंटे दर्ज करें',
    ben: 'অনুগ্রহ করে বৈধ কাজের সময় লিখুন',
  },
  'Please enter a valid time (HH:MM).': {
    fr: 'Veuillez saisir une heure valide (HH:MM).',
    hin: 'कृपया मान्य समय (HH:MM) दर्ज करें।',
    ben: 'অনুগ্রহ করে বৈধ সময় (HH:MM) লিখুন।',
  },
  'Leaves cannot be copied': {
    fr: 'Les congés ne peuvent pas être copiés',
    hin: 'छुट्टियाँ कॉपी नहीं की जा सकतीं',
    ben: 'ছুটি কপি করা যায় না',
  },
  'Missed Punch cannot be copied': {
    fr: 'Un pointage manqué ne peut pas être copié',
    hin: 'छूटा हुआ पंच कॉपी नहीं किया जा सकता',
    ben: 'বাদ পড়া পাঞ্চ কপি করা যায় না',
  },
  'Department can not be updated without selecting the subsection!': {
    fr: 'Le département ne peut pas être modifié sans choisir la sous-section !',
    hin: 'उपखंड चुने बिना विभाग अपडेट नहीं किया जा सकता!',
    ben: 'উপবিভাগ নির্বাচন না করে বিভাগ হালনাগাদ করা যায় না!',
  },
  'attendance cells approved': {
    fr: 'cellules de présence approuvées',
    hin: 'उपस्थिति सेल स्वीकृत',
    ben: 'উপস্থিতির ঘর অনুমোদিত',
  },
  'attendance cells rejected': {
    fr: 'cellules de présence rejetées',
    hin: 'उपस्थिति सेल अस्वीकृत',
    ben: 'উপস্থিতির ঘর প্রত্যাখ্যাত',
  },
  'attendance marked': { fr: 'présence enregistrée', hin: 'उपस्थिति दर्ज की गई', ben: 'উপস্থিতি চিহ্নিত হয়েছে' },
  'Approving attendance...': {
    fr: 'Approbation de la présence...',
    hin: 'उपस्थिति स्वीकृत की जा रही है...',
    ben: 'উপস্থিতি অনুমোদন করা হচ্ছে...',
  },
  'Rejecting attendance...': {
    fr: 'Rejet de la présence...',
    hin: 'उपस्थिति अस्वीकार की जा रही है...',
    ben: 'উপস্থিতি প্রত্যাখ্যান করা হচ্ছে...',
  },
  'Updating attendance...': {
    fr: 'Mise à jour de la présence...',
    hin: 'उपस्थिति अपडेट की जा रही है...',
    ben: 'উপস্থিতি হালনাগাদ করা হচ্ছে...',
  },
  'Data reload timed out': {
    fr: 'Le rechargement des données a expiré',
    hin: 'डेटा दोबारा लोड करने का समय समाप्त',
    ben: 'ডেটা পুনরায় লোডের সময় শেষ',
  },
  'Total deficit hours': { fr: 'Total des heures manquantes', hin: 'कुल कमी घंटे', ben: 'মোট ঘাটতি ঘণ্টা' },
  'You have some unsaved changes. Do you want to save changes before going back?': {
    fr: 'Vous avez des modifications non enregistrées. Voulez-vous les enregistrer avant de revenir ?',
    hin: 'आपके कुछ बदलाव सहेजे नहीं गए हैं। क्या आप वापस जाने से पहले उन्हें सहेजना चाहते हैं?',
    ben: 'আপনার কিছু পরিবর্তন সংরক্ষিত হয়নি। ফিরে যাওয়ার আগে কি সেগুলি সংরক্ষণ করতে চান?',
  },
} as const satisfies Record<AttendanceMessage, { fr: string; hin: string; ben: string }>;
