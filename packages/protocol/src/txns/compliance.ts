import { z } from 'zod';
import { declareTxn, replyOf } from './declare.js';
import { monthKeySchema } from './month-close.js';

/**
 * A contractor's compliance findings (issue #33 items 1, 2, 6). Each text is the English i18n
 * key the client translates, with `{{…}}` for the values the finding carries (display-ready:
 * days as `YYYY-MM-DD`, amounts in rupees with paise).
 */
export const complianceMessages = {
  licence_missing: 'No contractor licence covers {{day}} ({{workers}} workers deployed)',
  licence_expired: 'Licence {{licence}} expired on {{expired}}: {{day}} has {{workers}} workers deployed',
  licence_expiring: 'Licence {{licence}} expires on {{expired}}: apply for renewal by {{renew_by}}',
  headcount_over:
    '{{workers}} workers deployed on {{day}}, above the {{max}} licence {{licence}} allows ({{days}} days over)',
  challan_missing: '{{scheme}} challan for {{month}} not recorded: ₹{{expected}} was due by {{due}}',
  challan_short:
    '{{scheme}} challan short by ₹{{difference}}: paid ₹{{paid}}, the approved payslips total ₹{{expected}}',
  challan_excess:
    '{{scheme}} challan exceeds the approved payslips by ₹{{difference}}: paid ₹{{paid}}, payslips ₹{{expected}}',
  challan_late: '{{scheme}} challan {{reference}} paid on {{paid_on}}, due by {{due}}',
  challan_receipt_missing: '{{scheme}} challan {{reference}} has no receipt attached',
  epf_without_uan:
    'EPF deducted on {{count}} approved payslips without a UAN ({{codes}}): outside the ECR, so outside the challan check',
  minimum_wage_below:
    'Wages below the minimum for {{employee}}: paid ₹{{paid}}, due ₹{{due}} for {{days}} payable days (minimum ₹{{rate}} from {{from}})',
  minimum_wage_arrears_short:
    'Wages below the minimum for {{employee}}: paid ₹{{paid}}, due ₹{{due}} for {{days}} payable days (minimum ₹{{rate}} from {{from}}); arrears ₹{{arrears}} paid later, ₹{{short}} still short',
  minimum_wage_unchecked:
    'Minimum wage not checked on {{count}} payslips ({{codes}}): no skill on the designation, no zone on the site or no rate in force',
  wages_late: 'Wages on {{count}} payslips ({{codes}}) paid after {{due}}, the last on {{paid_on}}',
  wages_unpaid: 'Wages on {{count}} payslips ({{codes}}) not recorded as paid: due by {{due}}',
  /** The invoice approval's gate (item 6). */
  gateRed: 'Invoice approval refused for {{business}} ({{month}}): {{findings}}',
  gateAmber: 'Compliance findings for {{business}} ({{month}}): {{findings}}. Approve anyway?',
  /** A challan's wage month after the business's current one, refused on write (issue #32). */
  futureWageMonth:
    'The wage month {{month}} has not begun: a challan is recorded for {{current}} or an earlier month',
  /** A challan's 'Paid On' after the business's today, or before its wage month began, refused on write. */
  challanPaidInFuture: 'A challan paid on {{paid_on}} is after today ({{today}}): record the day it was paid',
  challanPaidBeforeWageMonth:
    'A challan paid on {{paid_on}} is before its wage month {{month}} began: a challan pays what the month earns',
  invalidRequest: 'Invalid compliance request',
  notPermitted: 'You are not allowed to do this',
} as const;

type Translations = { fr: string; hin: string; ben: string };

/**
 * The findings, the gate's question and the scorecard's words in French, Hindi and Bengali
 * (the English text is the key), for the folder engine's approval question and the host's
 * scorecard. `{{…}}` are filled as in English.
 */
export const complianceMessageTranslations: Record<
  Exclude<(typeof complianceMessages)[keyof typeof complianceMessages], 'You are not allowed to do this'>,
  Translations
> = {
  'No contractor licence covers {{day}} ({{workers}} workers deployed)': {
    fr: 'Aucune licence de sous-traitant ne couvre le {{day}} ({{workers}} travailleurs déployés)',
    hin: '{{day}} के लिए कोई ठेकेदार लाइसेंस नहीं है ({{workers}} श्रमिक तैनात)',
    ben: '{{day}} তারিখের জন্য কোনো ঠিকাদার লাইসেন্স নেই ({{workers}} জন শ্রমিক নিযুক্ত)',
  },
  'Licence {{licence}} expired on {{expired}}: {{day}} has {{workers}} workers deployed': {
    fr: 'La licence {{licence}} a expiré le {{expired}} : {{workers}} travailleurs déployés le {{day}}',
    hin: 'लाइसेंस {{licence}} की अवधि {{expired}} को समाप्त हो गई: {{day}} को {{workers}} श्रमिक तैनात हैं',
    ben: 'লাইসেন্স {{licence}}-এর মেয়াদ {{expired}} তারিখে শেষ হয়েছে: {{day}} তারিখে {{workers}} জন শ্রমিক নিযুক্ত',
  },
  'Licence {{licence}} expires on {{expired}}: apply for renewal by {{renew_by}}': {
    fr: 'La licence {{licence}} expire le {{expired}} : demandez son renouvellement avant le {{renew_by}}',
    hin: 'लाइसेंस {{licence}} की अवधि {{expired}} को समाप्त होगी: {{renew_by}} तक नवीनीकरण के लिए आवेदन करें',
    ben: 'লাইসেন্স {{licence}}-এর মেয়াদ {{expired}} তারিখে শেষ হবে: {{renew_by}} তারিখের মধ্যে নবীকরণের আবেদন করুন',
  },
  '{{workers}} workers deployed on {{day}}, above the {{max}} licence {{licence}} allows ({{days}} days over)':
    {
      fr: '{{workers}} travailleurs déployés le {{day}}, au-delà des {{max}} que permet la licence {{licence}} ({{days}} jours en dépassement)',
      hin: '{{day}} को {{workers}} श्रमिक तैनात, लाइसेंस {{licence}} द्वारा अनुमत {{max}} से अधिक ({{days}} दिन अधिक)',
      ben: '{{day}} তারিখে {{workers}} জন শ্রমিক নিযুক্ত, লাইসেন্স {{licence}}-এ অনুমোদিত {{max}} জনের বেশি ({{days}} দিন বেশি)',
    },
  '{{scheme}} challan for {{month}} not recorded: ₹{{expected}} was due by {{due}}': {
    fr: "Le challan {{scheme}} de {{month}} n'est pas enregistré : ₹{{expected}} étaient dus avant le {{due}}",
    hin: '{{month}} का {{scheme}} चालान दर्ज नहीं है: ₹{{expected}} {{due}} तक देय था',
    ben: '{{month}}-এর {{scheme}} চালান নথিভুক্ত হয়নি: ₹{{expected}} {{due}} তারিখের মধ্যে প্রদেয় ছিল',
  },
  '{{scheme}} challan short by ₹{{difference}}: paid ₹{{paid}}, the approved payslips total ₹{{expected}}': {
    fr: 'Challan {{scheme}} inférieur de ₹{{difference}} : payé ₹{{paid}}, les bulletins approuvés totalisent ₹{{expected}}',
    hin: '{{scheme}} चालान ₹{{difference}} कम है: ₹{{paid}} चुकाए, स्वीकृत वेतन पर्चियों का योग ₹{{expected}}',
    ben: '{{scheme}} চালান ₹{{difference}} কম: ₹{{paid}} প্রদত্ত, অনুমোদিত বেতন স্লিপের মোট ₹{{expected}}',
  },
  '{{scheme}} challan exceeds the approved payslips by ₹{{difference}}: paid ₹{{paid}}, payslips ₹{{expected}}':
    {
      fr: 'Le challan {{scheme}} dépasse les bulletins approuvés de ₹{{difference}} : payé ₹{{paid}}, bulletins ₹{{expected}}',
      hin: '{{scheme}} चालान स्वीकृत वेतन पर्चियों से ₹{{difference}} अधिक है: ₹{{paid}} चुकाए, वेतन पर्चियाँ ₹{{expected}}',
      ben: '{{scheme}} চালান অনুমোদিত বেতন স্লিপের চেয়ে ₹{{difference}} বেশি: ₹{{paid}} প্রদত্ত, বেতন স্লিপ ₹{{expected}}',
    },
  '{{scheme}} challan {{reference}} paid on {{paid_on}}, due by {{due}}': {
    fr: 'Challan {{scheme}} {{reference}} payé le {{paid_on}}, dû avant le {{due}}',
    hin: '{{scheme}} चालान {{reference}} का भुगतान {{paid_on}} को हुआ, देय तिथि {{due}} थी',
    ben: '{{scheme}} চালান {{reference}} {{paid_on}} তারিখে পরিশোধিত, প্রদেয় ছিল {{due}} তারিখের মধ্যে',
  },
  '{{scheme}} challan {{reference}} has no receipt attached': {
    fr: "Le challan {{scheme}} {{reference}} n'a pas de reçu joint",
    hin: '{{scheme}} चालान {{reference}} के साथ कोई रसीद संलग्न नहीं है',
    ben: '{{scheme}} চালান {{reference}}-এর সঙ্গে কোনো রসিদ সংযুক্ত নেই',
  },
  'EPF deducted on {{count}} approved payslips without a UAN ({{codes}}): outside the ECR, so outside the challan check':
    {
      fr: "EPF retenu sur {{count}} bulletins approuvés sans UAN ({{codes}}) : hors de l'ECR, donc hors du contrôle du challan",
      hin: '{{count}} स्वीकृत वेतन पर्चियों पर बिना यूएएन के ईपीएफ काटा गया ({{codes}}): ये ईसीआर से बाहर हैं, इसलिए चालान जाँच से भी बाहर',
      ben: '{{count}}টি অনুমোদিত বেতন স্লিপে ইউএএন ছাড়া ইপিএফ কাটা হয়েছে ({{codes}}): এগুলি ইসিআর-এর বাইরে, তাই চালান যাচাইয়েরও বাইরে',
    },
  'Wages below the minimum for {{employee}}: paid ₹{{paid}}, due ₹{{due}} for {{days}} payable days (minimum ₹{{rate}} from {{from}})':
    {
      fr: 'Salaire inférieur au minimum pour {{employee}} : payé ₹{{paid}}, dû ₹{{due}} pour {{days}} jours payables (minimum ₹{{rate}} depuis le {{from}})',
      hin: '{{employee}} की मज़दूरी न्यूनतम से कम: ₹{{paid}} चुकाए, {{days}} देय दिवसों के लिए ₹{{due}} देय (न्यूनतम ₹{{rate}}, {{from}} से)',
      ben: '{{employee}}-এর মজুরি ন্যূনতমের চেয়ে কম: ₹{{paid}} প্রদত্ত, {{days}} প্রদেয় দিনের জন্য ₹{{due}} প্রাপ্য (ন্যূনতম ₹{{rate}}, {{from}} থেকে)',
    },
  'Wages below the minimum for {{employee}}: paid ₹{{paid}}, due ₹{{due}} for {{days}} payable days (minimum ₹{{rate}} from {{from}}); arrears ₹{{arrears}} paid later, ₹{{short}} still short':
    {
      fr: 'Salaire inférieur au minimum pour {{employee}} : payé ₹{{paid}}, dû ₹{{due}} pour {{days}} jours payables (minimum ₹{{rate}} depuis le {{from}}) ; rappel de ₹{{arrears}} payé ensuite, il manque encore ₹{{short}}',
      hin: '{{employee}} की मज़दूरी न्यूनतम से कम: ₹{{paid}} चुकाए, {{days}} देय दिवसों के लिए ₹{{due}} देय (न्यूनतम ₹{{rate}}, {{from}} से); बाद में ₹{{arrears}} बकाया चुकाया, ₹{{short}} अब भी कम',
      ben: '{{employee}}-এর মজুরি ন্যূনতমের চেয়ে কম: ₹{{paid}} প্রদত্ত, {{days}} প্রদেয় দিনের জন্য ₹{{due}} প্রাপ্য (ন্যূনতম ₹{{rate}}, {{from}} থেকে); পরে ₹{{arrears}} বকেয়া প্রদত্ত, এখনও ₹{{short}} কম',
    },
  'Minimum wage not checked on {{count}} payslips ({{codes}}): no skill on the designation, no zone on the site or no rate in force':
    {
      fr: 'Salaire minimum non vérifié sur {{count}} bulletins ({{codes}}) : pas de qualification sur le poste, pas de zone sur le site ou aucun taux en vigueur',
      hin: '{{count}} वेतन पर्चियों ({{codes}}) पर न्यूनतम मज़दूरी की जाँच नहीं हुई: पदनाम पर कौशल नहीं, स्थल पर क्षेत्र नहीं या कोई लागू दर नहीं',
      ben: '{{count}}টি বেতন স্লিপে ({{codes}}) ন্যূনতম মজুরি যাচাই হয়নি: পদে দক্ষতা নেই, সাইটে অঞ্চল নেই বা কোনো প্রযোজ্য হার নেই',
    },
  'Wages on {{count}} payslips ({{codes}}) paid after {{due}}, the last on {{paid_on}}': {
    fr: 'Salaires de {{count}} bulletins ({{codes}}) versés après le {{due}}, le dernier le {{paid_on}}',
    hin: '{{count}} वेतन पर्चियों ({{codes}}) की मज़दूरी {{due}} के बाद चुकाई गई, अंतिम {{paid_on}} को',
    ben: '{{count}}টি বেতন স্লিপের ({{codes}}) মজুরি {{due}} তারিখের পরে প্রদত্ত, শেষটি {{paid_on}} তারিখে',
  },
  'Wages on {{count}} payslips ({{codes}}) not recorded as paid: due by {{due}}': {
    fr: 'Salaires de {{count}} bulletins ({{codes}}) non enregistrés comme versés : dus avant le {{due}}',
    hin: '{{count}} वेतन पर्चियों ({{codes}}) की मज़दूरी का भुगतान दर्ज नहीं: {{due}} तक देय थी',
    ben: '{{count}}টি বেতন স্লিপের ({{codes}}) মজুরি প্রদান নথিভুক্ত হয়নি: {{due}} তারিখের মধ্যে প্রদেয় ছিল',
  },
  'Invoice approval refused for {{business}} ({{month}}): {{findings}}': {
    fr: 'Approbation de la facture refusée pour {{business}} ({{month}}) : {{findings}}',
    hin: '{{business}} ({{month}}) के चालान की स्वीकृति अस्वीकार: {{findings}}',
    ben: '{{business}} ({{month}})-এর চালান অনুমোদন প্রত্যাখ্যাত: {{findings}}',
  },
  'Compliance findings for {{business}} ({{month}}): {{findings}}. Approve anyway?': {
    fr: 'Constats de conformité pour {{business}} ({{month}}) : {{findings}}. Approuver quand même ?',
    hin: '{{business}} ({{month}}) के अनुपालन निष्कर्ष: {{findings}}। फिर भी स्वीकृत करें?',
    ben: '{{business}} ({{month}})-এর সম্মতি সংক্রান্ত পর্যবেক্ষণ: {{findings}}। তবুও অনুমোদন করবেন?',
  },
  'The wage month {{month}} has not begun: a challan is recorded for {{current}} or an earlier month': {
    fr: "Le mois des salaires {{month}} n'a pas commencé : un challan est enregistré pour {{current}} ou un mois antérieur",
    hin: 'वेतन माह {{month}} अभी शुरू नहीं हुआ है: चालान {{current}} या उससे पहले के माह के लिए दर्ज किया जाता है',
    ben: 'বেতনের মাস {{month}} এখনও শুরু হয়নি: চালান {{current}} বা তার আগের মাসের জন্য নথিভুক্ত করা হয়',
  },
  'A challan paid on {{paid_on}} is after today ({{today}}): record the day it was paid': {
    fr: "Un challan payé le {{paid_on}} est postérieur à aujourd'hui ({{today}}) : indiquez le jour où il a été payé",
    hin: '{{paid_on}} को चुकाया गया चालान आज ({{today}}) के बाद का है: वह दिन दर्ज करें जिस दिन भुगतान हुआ',
    ben: '{{paid_on}} তারিখে পরিশোধিত চালান আজকের ({{today}}) পরের: যে দিন পরিশোধ হয়েছে সেই দিনটি লিখুন',
  },
  'A challan paid on {{paid_on}} is before its wage month {{month}} began: a challan pays what the month earns':
    {
      fr: 'Un challan payé le {{paid_on}} est antérieur au début de son mois des salaires {{month}} : un challan paie ce que le mois rapporte',
      hin: '{{paid_on}} को चुकाया गया चालान उसके वेतन माह {{month}} के शुरू होने से पहले का है: चालान उसी माह की कमाई पर चुकाया जाता है',
      ben: '{{paid_on}} তারিখে পরিশোধিত চালান তার বেতনের মাস {{month}} শুরু হওয়ার আগের: চালান সেই মাসের উপার্জনের উপর দেওয়া হয়',
    },
  'Invalid compliance request': {
    fr: 'Demande de conformité invalide',
    hin: 'अमान्य अनुपालन अनुरोध',
    ben: 'অবৈধ সম্মতি অনুরোধ',
  },
};

export const complianceFindingKinds = [
  'licence_missing',
  'licence_expired',
  'licence_expiring',
  'headcount_over',
  'challan_missing',
  'challan_short',
  'challan_excess',
  'challan_late',
  'challan_receipt_missing',
  'epf_without_uan',
  'minimum_wage_below',
  'minimum_wage_arrears_short',
  'minimum_wage_unchecked',
  'wages_late',
  'wages_unpaid',
] as const;
export type ComplianceFindingKind = (typeof complianceFindingKinds)[number];

/** Red refuses the principal employer's invoice approval; amber asks first; green has no finding. */
export type ComplianceLevel = 'green' | 'amber' | 'red';

/** The record a finding rests on, for the screen to link to (a folder's row). */
export interface ComplianceEvidence {
  folder: 'contractor_licences' | 'epf_challans' | 'esi_challans' | 'payslips';
  id: string | null;
}

export interface ComplianceFinding {
  kind: ComplianceFindingKind;
  level: 'amber' | 'red';
  params: Record<string, string | number>;
  evidence: ComplianceEvidence;
}

/** One contractor's month on the scorecard. */
export interface ContractorScorecard {
  partners_id: string;
  business: string;
  month: string;
  level: ComplianceLevel;
  findings: ComplianceFinding[];
}

/** A compliance text filled with its values, as the server's refusals carry it in English. */
export const complianceMessage = (message: string, values: Record<string, string | number>): string =>
  message.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** `txn_compliance_scorecard`: each contractor's findings of a month (a principal employer's admin or HR: all; a contractor's: its own). */
export const complianceScorecardTxn = declareTxn({
  name: 'txn_compliance_scorecard',
  folder: 'compliance',
  op: 'R',
  params: z.object({ month: monthKeySchema }).strict(),
  refusal: complianceMessages.invalidRequest,
  reply: replyOf<ContractorScorecard>(),
});
