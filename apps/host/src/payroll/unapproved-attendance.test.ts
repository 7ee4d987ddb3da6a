import '../i18n';
import { TxnFailure } from '@muster/folder-engine';
import type { UnapprovedAttendanceData } from '@muster/protocol';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { unapprovedAttendance, unapprovedAttendanceText } from './unapproved-attendance';

const data = (level: 'warn' | 'block'): UnapprovedAttendanceData => ({
  kind: 'unapproved_attendance',
  n: 2263,
  m: 80,
  month: '2026-11',
  level,
});

afterEach(() => i18n.changeLanguage('eng'));

describe("a generation's refusal over unapproved attendance (issue #32 item 2)", () => {
  it('asks when some days are approved, and says what to do when none is', async () => {
    await i18n.changeLanguage('eng');
    expect(unapprovedAttendanceText(data('warn'), i18n.t, 'eng')).toBe(
      '2263 attendance days of 80 employees are not approved yet for November 2026, generate anyway?',
    );
    // the refusal is no question: the user cannot answer yes to it
    expect(unapprovedAttendanceText(data('block'), i18n.t, 'eng')).toBe(
      'No attendance day of November 2026 is approved yet (2263 days of 80 employees): approve the attendance before generating',
    );
  });

  it('speaks the user’s language, the month as the language names it', async () => {
    await i18n.changeLanguage('fr');
    expect(unapprovedAttendanceText(data('block'), i18n.t, 'fr')).toBe(
      'Aucun jour de présence de novembre 2026 n’est encore approuvé (2263 jours de 80 employés) : approuvez la présence avant de générer',
    );
  });

  it('is read from a refusal carrying its kind, and from no other', () => {
    expect(
      unapprovedAttendance(new TxnFailure('x', 'txn_payslips_generate', { ...data('block') })),
    ).toMatchObject({ level: 'block' });
    expect(unapprovedAttendance(new TxnFailure('x', 'txn_payslips_generate', { kind: 'other' }))).toBeNull();
    expect(unapprovedAttendance(new Error('x'))).toBeNull();
  });
});
