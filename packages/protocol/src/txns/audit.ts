import { z } from 'zod';
import { type Locale, locales } from '../field-types/loctext.js';
import { declareTxn, replyOf } from './declare.js';
import type { ExportedFile } from './folders.js';
import { monthKeySchema } from './month-close.js';

/** The audit trail's texts (issue #32 item 5): each is the English i18n key the client translates. */
export const auditMessages = {
  invalidRequest: 'Invalid history request',
  /** The folder keeps no history (its definition is not `audited`). */
  notAudited: 'This folder keeps no history',
  /** The record is not one the user may read, or does not exist. */
  notFound: 'Record not found',
  notPermitted: 'You are not allowed to do this',
} as const;

/** One field's change: the stored values as JSON, references as the records they name. */
export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** One change of a record, as its History shows it. */
export interface AuditEntry {
  seq: number;
  op: 'insert' | 'update' | 'delete';
  /** The detail (`leave_days`) or the notes (`invoice_notes`) changed; null for the record's own fields. */
  part: string | null;
  changes: AuditChange[];
  /** Who: the employee's code and name; null for the system's own work (the demo seed, a migration). */
  done_by: string | null;
  done_at: string;
  /** The txn that made the change (`txn_leaves_update`). */
  txn: string | null;
  reason: string | null;
}

/** `txn_audit_history`: the changes of one record of an audited folder the user may read, oldest first. */
export const auditHistoryTxn = declareTxn({
  name: 'txn_audit_history',
  folder: 'audit',
  op: 'R',
  params: z.object({ folder: z.string().regex(/^[a-z][a-z0-9_]*$/), id: z.uuid() }).strict(),
  refusal: auditMessages.invalidRequest,
  reply: replyOf<AuditEntry>(),
});

/** `txn_audit_export`: every change of a month in the user's business, as an xlsx an auditor reads (admin, HR). */
export const auditExportTxn = declareTxn({
  name: 'txn_audit_export',
  folder: 'audit',
  op: 'X',
  params: z.object({ month: monthKeySchema, language: z.enum(locales).default('eng') }).strict(),
  refusal: auditMessages.invalidRequest,
  reply: replyOf<ExportedFile>(),
});

/**
 * The audit export's words (its headers, the kinds of change, the month's close record), with
 * their translations: the file is made on the server in the user's language, as the
 * display words of a list export are.
 */
export const auditExportWords = {
  When: { fr: 'Quand', hin: 'कब', ben: 'কখন' },
  Who: { fr: 'Qui', hin: 'किसने', ben: 'কে' },
  Folder: { fr: 'Dossier', hin: 'फ़ोल्डर', ben: 'ফোল্ডার' },
  Record: { fr: 'Enregistrement', hin: 'रिकॉर्ड', ben: 'রেকর্ড' },
  Part: { fr: 'Partie', hin: 'भाग', ben: 'অংশ' },
  Change: { fr: 'Modification', hin: 'बदलाव', ben: 'পরিবর্তন' },
  Field: { fr: 'Champ', hin: 'फ़ील्ड', ben: 'ক্ষেত্র' },
  From: { fr: 'Du', hin: 'से', ben: 'থেকে' },
  To: { fr: 'Au', hin: 'तक', ben: 'পর্যন্ত' },
  Reason: { fr: 'Motif', hin: 'कारण', ben: 'কারণ' },
  Action: { fr: 'Action', hin: 'कार्रवाई', ben: 'কাজ' },
  Added: { fr: 'Ajouté', hin: 'जोड़ा गया', ben: 'যোগ করা হয়েছে' },
  Changed: { fr: 'Modifié', hin: 'बदला गया', ben: 'পরিবর্তিত' },
  Deleted: { fr: 'Supprimé', hin: 'हटाया गया', ben: 'মুছে ফেলা হয়েছে' },
  System: { fr: 'Système', hin: 'सिस्टम', ben: 'সিস্টেম' },
  'Month close': { fr: 'Clôture du mois', hin: 'माह समापन', ben: 'মাস সমাপ্তি' },
  'Month closed': { fr: 'Mois clôturé', hin: 'माह बंद किया गया', ben: 'মাস বন্ধ করা হয়েছে' },
  'Month reopened': { fr: 'Mois rouvert', hin: 'माह फिर से खोला गया', ben: 'মাস আবার খোলা হয়েছে' },
  'Step waived': { fr: 'Étape dispensée', hin: 'चरण छोड़ा गया', ben: 'ধাপ মওকুফ করা হয়েছে' },
  'Audit trail': { fr: "Piste d'audit", hin: 'ऑडिट ट्रेल', ben: 'অডিট ট্রেল' },
} as const;
export type AuditExportWord = keyof typeof auditExportWords;

/** An audit export word in `locale`. */
export const auditExportWord = (word: AuditExportWord, locale: Locale): string =>
  locale === 'eng' ? word : auditExportWords[word][locale];
