import { businessTimeZones, isBusinessTimeZone } from './business-time.js';

/**
 * India's statutory identifiers, and the business's time zone, checked where they are entered: the browser's form and the
 * server's patch both call `identifierProblem` for a text field whose definition names its
 * `identifier` (catalogue README "Identifiers"). Pure, no I/O.
 *
 * Formats and their sources:
 * - UAN: 12 digits (EPFO, Universal Account Number, circular of 16 July 2014).
 * - ESIC IP number: 10 digits (ESIC insurance number as the portal issues it).
 * - PAN: 5 letters, 4 digits, 1 letter; the 4th letter is the holder's type (Income Tax
 *   Department, "PAN structure": P person, C company, H HUF, F firm, A AOP, T trust,
 *   B BOI, L local authority, J artificial juridical person, G government).
 * - IFSC: 4 letters (the bank), 0, 6 letters or digits (the branch) (RBI, IFSC format).
 * - GSTIN: 2-digit state code, the holder's PAN, an entity number (1–9, A–Z), a 15th
 *   character check digit over base 36 (CGST Rules 2017 r. 10 and GSTN's GSTIN format;
 *   state codes 01–38, 97 other territory, 99 centre jurisdiction).
 * - TAN: 4 letters, 5 digits, 1 letter (Income-tax Act s. 203A, Rules r. 114A; the e-TDS
 *   file format's "TAN of deductor" check: AAAA99999A, the first three letters the
 *   jurisdiction, the fourth the deductor's name's initial).
 * - Time zone: one of `businessTimeZones` (business-time.ts), the zone a business's days,
 *   months and financial years are counted in; the form offers the list.
 */
export const identifierKinds = ['uan', 'esic_ip', 'pan', 'ifsc', 'gstin', 'tan', 'time_zone'] as const;
export type IdentifierKind = (typeof identifierKinds)[number];

/** The product's messages: each names the identifier and the rule it broke (English i18n keys). */
export const identifierMessages = {
  uan: 'UAN must be 12 digits',
  esic_ip: 'ESIC IP number must be 10 digits',
  pan: 'PAN must be 5 letters, 4 digits and a letter',
  panHolder: "PAN's 4th letter must be a holder type (P, C, H, F, A, T, B, L, J or G)",
  ifsc: 'IFSC must be 4 letters, a 0 and 6 letters or digits',
  gstin: 'GSTIN must be 15 characters: state code, PAN, entity number, Z or a letter, check character',
  gstinState: "GSTIN's first two digits must be a state's GST code",
  gstinPan: "GSTIN's characters 3 to 12 must be a valid PAN",
  gstinCheck: "GSTIN's last character does not match its check digit",
  tan: 'TAN must be 4 letters, 5 digits and a letter',
  time_zone: 'Time zone must be one of the listed zones (such as Asia/Kolkata)',
} as const;

/** The messages' translations (fr, hin, ben), merged into the engine's and the host's tables. */
export const identifierMessageTranslations: Record<
  (typeof identifierMessages)[keyof typeof identifierMessages],
  { fr: string; hin: string; ben: string }
> = {
  'UAN must be 12 digits': {
    fr: "L'UAN doit comporter 12 chiffres",
    hin: 'यूएएन 12 अंकों का होना चाहिए',
    ben: 'ইউএএন ১২ অঙ্কের হতে হবে',
  },
  'ESIC IP number must be 10 digits': {
    fr: "Le numéro d'assuré ESIC doit comporter 10 chiffres",
    hin: 'ईएसआईसी आईपी संख्या 10 अंकों की होनी चाहिए',
    ben: 'ইএসআইসি আইপি নম্বর ১০ অঙ্কের হতে হবে',
  },
  'PAN must be 5 letters, 4 digits and a letter': {
    fr: 'Le PAN doit comporter 5 lettres, 4 chiffres et une lettre',
    hin: 'पैन में 5 अक्षर, 4 अंक और एक अक्षर होना चाहिए',
    ben: 'প্যানে ৫টি অক্ষর, ৪টি অঙ্ক ও একটি অক্ষর থাকতে হবে',
  },
  "PAN's 4th letter must be a holder type (P, C, H, F, A, T, B, L, J or G)": {
    fr: 'La 4e lettre du PAN doit être un type de titulaire (P, C, H, F, A, T, B, L, J ou G)',
    hin: 'पैन का चौथा अक्षर धारक का प्रकार होना चाहिए (P, C, H, F, A, T, B, L, J या G)',
    ben: 'প্যানের চতুর্থ অক্ষর ধারকের ধরন হতে হবে (P, C, H, F, A, T, B, L, J বা G)',
  },
  'IFSC must be 4 letters, a 0 and 6 letters or digits': {
    fr: "L'IFSC doit comporter 4 lettres, un 0 et 6 lettres ou chiffres",
    hin: 'आईएफएससी में 4 अक्षर, एक 0 और 6 अक्षर या अंक होने चाहिए',
    ben: 'আইএফএসসি-তে ৪টি অক্ষর, একটি 0 এবং ৬টি অক্ষর বা অঙ্ক থাকতে হবে',
  },
  'GSTIN must be 15 characters: state code, PAN, entity number, Z or a letter, check character': {
    fr: "Le GSTIN doit comporter 15 caractères : code d'État, PAN, numéro d'entité, Z ou une lettre, caractère de contrôle",
    hin: 'जीएसटीआईएन 15 वर्णों का होना चाहिए: राज्य कोड, पैन, इकाई संख्या, Z या एक अक्षर, जाँच वर्ण',
    ben: 'জিএসটিআইএন ১৫ অক্ষরের হতে হবে: রাজ্য কোড, প্যান, সত্তা নম্বর, Z বা একটি অক্ষর, যাচাই অক্ষর',
  },
  "GSTIN's first two digits must be a state's GST code": {
    fr: "Les deux premiers chiffres du GSTIN doivent être le code GST d'un État",
    hin: 'जीएसटीआईएन के पहले दो अंक किसी राज्य का जीएसटी कोड होने चाहिए',
    ben: 'জিএসটিআইএন-এর প্রথম দুই অঙ্ক কোনো রাজ্যের জিএসটি কোড হতে হবে',
  },
  "GSTIN's characters 3 to 12 must be a valid PAN": {
    fr: 'Les caractères 3 à 12 du GSTIN doivent être un PAN valide',
    hin: 'जीएसटीआईएन के वर्ण 3 से 12 एक मान्य पैन होने चाहिए',
    ben: 'জিএসটিআইএন-এর ৩ থেকে ১২ নম্বর অক্ষর একটি বৈধ প্যান হতে হবে',
  },
  "GSTIN's last character does not match its check digit": {
    fr: 'Le dernier caractère du GSTIN ne correspond pas à son chiffre de contrôle',
    hin: 'जीएसटीआईएन का अंतिम वर्ण उसके जाँच अंक से मेल नहीं खाता',
    ben: 'জিএসটিআইএন-এর শেষ অক্ষর তার যাচাই অঙ্কের সঙ্গে মেলে না',
  },
  'TAN must be 4 letters, 5 digits and a letter': {
    fr: 'Le TAN doit comporter 4 lettres, 5 chiffres et une lettre',
    hin: 'टैन में 4 अक्षर, 5 अंक और एक अक्षर होना चाहिए',
    ben: 'ট্যানে ৪টি অক্ষর, ৫টি অঙ্ক ও একটি অক্ষর থাকতে হবে',
  },
  'Time zone must be one of the listed zones (such as Asia/Kolkata)': {
    fr: "Le fuseau horaire doit être l'un des fuseaux de la liste (comme Asia/Kolkata)",
    hin: 'समय क्षेत्र सूची के क्षेत्रों में से एक होना चाहिए (जैसे Asia/Kolkata)',
    ben: 'সময় অঞ্চল তালিকার অঞ্চলগুলির একটি হতে হবে (যেমন Asia/Kolkata)',
  },
};

/** The PAN's 4th letter: who holds it (Income Tax Department's PAN structure). */
export const panHolderTypes = ['P', 'C', 'H', 'F', 'A', 'T', 'B', 'L', 'J', 'G'] as const;

/**
 * GST state codes (GSTN's list): 01 Jammu and Kashmir … 38 Ladakh, 97 other territory,
 * 99 centre jurisdiction. 28 (old Andhra Pradesh) is kept: GSTINs issued under it stay valid.
 */
export const gstStateCodes: ReadonlySet<string> = new Set([
  ...Array.from({ length: 38 }, (_, index) => String(index + 1).padStart(2, '0')),
  '97',
  '99',
]);

const gstinAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN's 15th character from its first 14: each character's base-36 value times 1, 2,
 * 1, 2…; each product's base-36 digits summed; the check is (36 − sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (const [index, character] of [...first14].entries()) {
    const product = gstinAlphabet.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstinAlphabet[(36 - (sum % 36)) % 36] as string;
}

function panProblem(pan: string): string | null {
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(pan)) return identifierMessages.pan;
  return (panHolderTypes as readonly string[]).includes(pan[3] as string)
    ? null
    : identifierMessages.panHolder;
}

function gstinProblem(gstin: string): string | null {
  if (!/^\d{2}[A-Z0-9]{10}[1-9A-Z][A-Z0-9][0-9A-Z]$/.test(gstin)) return identifierMessages.gstin;
  if (!gstStateCodes.has(gstin.slice(0, 2))) return identifierMessages.gstinState;
  if (panProblem(gstin.slice(2, 12))) return identifierMessages.gstinPan;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : identifierMessages.gstinCheck;
}

/**
 * What is wrong with an identifier as entered, or null when it is valid. Letters must be
 * capitals, as every portal issues and takes them; no spaces.
 */
export function identifierProblem(kind: IdentifierKind, value: string): string | null {
  switch (kind) {
    case 'uan':
      return /^\d{12}$/.test(value) ? null : identifierMessages.uan;
    case 'esic_ip':
      return /^\d{10}$/.test(value) ? null : identifierMessages.esic_ip;
    case 'pan':
      return panProblem(value);
    case 'ifsc':
      return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value) ? null : identifierMessages.ifsc;
    case 'gstin':
      return gstinProblem(value);
    case 'tan':
      return /^[A-Z]{4}\d{5}[A-Z]$/.test(value) ? null : identifierMessages.tan;
    case 'time_zone':
      return isBusinessTimeZone(value) ? null : identifierMessages.time_zone;
  }
}

/** The values an identifier is one of, for the form to offer; none for a formatted number. */
export const identifierChoices = (kind: IdentifierKind): readonly string[] | undefined =>
  kind === 'time_zone' ? businessTimeZones : undefined;
