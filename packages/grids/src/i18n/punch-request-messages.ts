import { punchRequestMessages } from '@muster/protocol';

type Translations = { fr: string; hin: string; ben: string };

/** Texts of a punch request (issue #29 item 5): its form, and what the server answers (English key → fr, hin, ben). */
export const punchRequestTexts = {
  'Request punch': { fr: 'Demander un pointage', hin: 'पंच का अनुरोध करें', ben: 'পাঞ্চের অনুরোধ করুন' },
  'Missing punch': { fr: 'Pointage manquant', hin: 'छूटा हुआ पंच', ben: 'বাদ পড়া পাঞ্চ' },
  Time: { fr: 'Heure', hin: 'समय', ben: 'সময়' },
  'Send request': { fr: 'Envoyer la demande', hin: 'अनुरोध भेजें', ben: 'অনুরোধ পাঠান' },
  'Punch requested': { fr: 'Pointage demandé', hin: 'पंच का अनुरोध भेजा गया', ben: 'পাঞ্চের অনুরোধ পাঠানো হয়েছে' },
  'Punch request waiting for approval': {
    fr: 'Demande de pointage en attente d’approbation',
    hin: 'पंच अनुरोध स्वीकृति की प्रतीक्षा में',
    ben: 'পাঞ্চের অনুরোধ অনুমোদনের অপেক্ষায়',
  },
  'An out before the in is the next morning': {
    fr: 'Une sortie avant l’entrée est le lendemain matin',
    hin: 'आगमन से पहले का प्रस्थान अगली सुबह का माना जाता है',
    ben: 'প্রবেশের আগের প্রস্থান পরের দিন সকালের ধরা হয়',
  },
  'Punch request, approved by {{by}}': {
    fr: 'Demande de pointage, approuvée par {{by}}',
    hin: 'पंच अनुरोध, {{by}} द्वारा स्वीकृत',
    ben: 'পাঞ্চের অনুরোধ, {{by}} অনুমোদন করেছেন',
  },
} as const satisfies Record<string, Translations>;

/** The server's refusals of a punch request, translated (the host's folder lists have the same in its locales). */
export const punchRequestServerTexts: Record<
  // the approved day's refusal is the attendance edit's own, translated with the attendance texts
  Exclude<
    (typeof punchRequestMessages)[keyof typeof punchRequestMessages],
    'Approved attendance cannot be edited'
  >,
  Translations
> = {
  [punchRequestMessages.ownOnly]: {
    fr: 'Une demande de pointage porte sur votre propre journée',
    hin: 'पंच अनुरोध केवल आपके अपने दिन के लिए होता है',
    ben: 'পাঞ্চের অনুরোধ শুধু আপনার নিজের দিনের জন্য',
  },
  [punchRequestMessages.dayHasPunches]: {
    fr: 'Cette journée a ses pointages : une demande de pointage porte sur une journée avec un seul pointage ou aucun',
    hin: 'इस दिन के पंच पूरे हैं: पंच अनुरोध एक पंच या बिना पंच वाले दिन के लिए होता है',
    ben: 'এই দিনের পাঞ্চ সম্পূর্ণ: পাঞ্চের অনুরোধ একটি পাঞ্চ বা কোনো পাঞ্চ নেই এমন দিনের জন্য',
  },
  [punchRequestMessages.futureTime]: {
    fr: 'Une demande de pointage ne peut pas porter sur une heure à venir',
    hin: 'पंच अनुरोध आने वाले समय के लिए नहीं हो सकता',
    ben: 'পাঞ্চের অনুরোধ আসন্ন সময়ের জন্য হতে পারে না',
  },
  [punchRequestMessages.beforeJoining]: {
    fr: 'Cette journée précède la date d’embauche',
    hin: 'यह दिन कार्यग्रहण तिथि से पहले का है',
    ben: 'এই দিনটি যোগদানের তারিখের আগে',
  },
  [punchRequestMessages.timeNotOnDay]: {
    fr: 'L’heure du pointage n’est pas dans cette journée',
    hin: 'पंच का समय इस दिन का नहीं है',
    ben: 'পাঞ্চের সময় এই দিনের নয়',
  },
  [punchRequestMessages.alreadyWaiting]: {
    fr: 'Une demande pour ce pointage de cette journée est déjà en attente',
    hin: 'इस दिन के इस पंच का अनुरोध पहले से प्रतीक्षा में है',
    ben: 'এই দিনের এই পাঞ্চের অনুরোধ ইতিমধ্যে অপেক্ষায় আছে',
  },
  [punchRequestMessages.ownDecision]: {
    fr: 'Personne ne décide de sa propre demande de pointage',
    hin: 'कोई अपने ही पंच अनुरोध पर निर्णय नहीं लेता',
    ben: 'কেউ নিজের পাঞ্চের অনুরোধের সিদ্ধান্ত নেন না',
  },
};
