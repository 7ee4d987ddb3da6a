/** Texts of the editor (English key → fr, hin, ben). */
export const editorMessages = {
  'Leave Type': { fr: 'Type de congé', hin: 'छुट्टी का प्रकार', ben: 'ছুটির ধরন' },
  'In lieu of': { fr: 'En compensation du', hin: 'के बदले में', ben: 'এর পরিবর্তে' },
  'Working Hours': { fr: 'Heures travaillées', hin: 'कार्य घंटे', ben: 'কাজের সময়' },
  'Overtime Hours': { fr: 'Heures supplémentaires', hin: 'ओवरटाइम घंटे', ben: 'ওভারটাইম ঘণ্টা' },
  'In Time': { fr: "Heure d'arrivée", hin: 'आने का समय', ben: 'প্রবেশের সময়' },
  'Out Time': { fr: 'Heure de départ', hin: 'जाने का समय', ben: 'প্রস্থানের সময়' },
  Notes: { fr: 'Notes', hin: 'टिप्पणियाँ', ben: 'মন্তব্য' },
  'Ctrl + Enter to save': {
    fr: 'Ctrl + Entrée pour enregistrer',
    hin: 'सहेजने के लिए Ctrl + Enter',
    ben: 'সংরক্ষণ করতে Ctrl + Enter',
  },
  Date: { fr: 'Date', hin: 'तारीख', ben: 'তারিখ' },
  'New row': { fr: 'Nouvelle ligne', hin: 'नई पंक्ति', ben: 'নতুন সারি' },
  'name or employee code': {
    fr: "nom ou code de l'employé",
    hin: 'नाम या कर्मचारी कोड',
    ben: 'নাম বা কর্মী কোড',
  },
  'Type at least 2 characters': {
    fr: 'Saisissez au moins 2 caractères',
    hin: 'कम से कम 2 अक्षर लिखें',
    ben: 'অন্তত ২টি অক্ষর লিখুন',
  },
  'No employees found': {
    fr: 'Aucun employé trouvé',
    hin: 'कोई कर्मचारी नहीं मिला',
    ben: 'কোনো কর্মী পাওয়া যায়নি',
  },
  'Searching...': { fr: 'Recherche...', hin: 'खोज रहे हैं...', ben: 'খোঁজা হচ্ছে...' },
  'Choose...': { fr: 'Choisir...', hin: 'चुनें...', ben: 'বেছে নিন...' },
  /** The server's words for a day outside spec 001 §5 "Day-cell editability" (the spec gives none). */
  'This day cannot be edited': {
    fr: 'Ce jour ne peut pas être modifié',
    hin: 'यह दिन संपादित नहीं किया जा सकता',
    ben: 'এই দিনটি সম্পাদনা করা যায় না',
  },
  'Remarks can be at most 500 characters': {
    fr: 'Les remarques ne peuvent pas dépasser 500 caractères',
    hin: 'टिप्पणी अधिकतम 500 अक्षरों की हो सकती है',
    ben: 'মন্তব্য সর্বোচ্চ ৫০০ অক্ষরের হতে পারে',
  },
} as const satisfies Record<string, { fr: string; hin: string; ben: string }>;
