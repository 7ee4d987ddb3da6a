/** Texts of the leaves calendar and the register view's way to it (English key → fr, hin, ben). */
export const leavesMessages = {
  'Leaves calendar': { fr: 'Calendrier des congés', hin: 'छुट्टियों का कैलेंडर', ben: 'ছুটির ক্যালেন্ডার' },
  'Apply for leave': { fr: 'Demander un congé', hin: 'छुट्टी के लिए आवेदन करें', ben: 'ছুটির জন্য আবেদন করুন' },
  'Previous month': { fr: 'Mois précédent', hin: 'पिछला महीना', ben: 'আগের মাস' },
  'Next month': { fr: 'Mois suivant', hin: 'अगला महीना', ben: 'পরের মাস' },
  Created: { fr: 'Créé', hin: 'बनाया गया', ben: 'তৈরি' },
  Processing: { fr: 'En cours', hin: 'प्रक्रिया में', ben: 'প্রক্রিয়াধীন' },
  Approved: { fr: 'Approuvé', hin: 'स्वीकृत', ben: 'অনুমোদিত' },
  'Full day': { fr: 'Journée entière', hin: 'पूरा दिन', ben: 'পুরো দিন' },
  'First half': { fr: 'Première moitié', hin: 'पहला भाग', ben: 'প্রথমার্ধ' },
  'Second half': { fr: 'Seconde moitié', hin: 'दूसरा भाग', ben: 'দ্বিতীয়ার্ধ' },
  'Leave status': { fr: 'Statut du congé', hin: 'छुट्टी की स्थिति', ben: 'ছুটির অবস্থা' },
  'Loading leaves…': { fr: 'Chargement des congés…', hin: 'छुट्टियाँ लोड हो रही हैं…', ben: 'ছুটি লোড হচ্ছে…' },
  'No leaves this month': {
    fr: 'Aucun congé ce mois-ci',
    hin: 'इस महीने कोई छुट्टी नहीं',
    ben: 'এই মাসে কোনো ছুটি নেই',
  },
  'Days picked: {{count}}': {
    fr: 'Jours choisis : {{count}}',
    hin: 'चुने गए दिन: {{count}}',
    ben: 'বাছাই করা দিন: {{count}}',
  },
  'Click a free day to pick it; Shift+click another to pick the days between.': {
    fr: 'Cliquez sur un jour libre pour le choisir ; Maj+clic sur un autre choisit les jours entre les deux.',
    hin: 'कोई खाली दिन चुनने के लिए उस पर क्लिक करें; बीच के दिन चुनने के लिए दूसरे दिन पर Shift+क्लिक करें।',
    ben: 'খালি দিন বাছতে তাতে ক্লিক করুন; মাঝের দিনগুলি বাছতে অন্য দিনে Shift+ক্লিক করুন।',
  },
  'A leave is already on this day': {
    fr: 'Un congé occupe déjà ce jour',
    hin: 'इस दिन पहले से छुट्टी है',
    ben: 'এই দিনে আগে থেকেই ছুটি আছে',
  },
} as const satisfies Record<string, { fr: string; hin: string; ben: string }>;
