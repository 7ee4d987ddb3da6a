import { formatDuration, type Locale } from '@muster/protocol';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { gridsTranslator } from '../../i18n/translate';

interface ScreenDialogProps {
  open: boolean;
  onDismiss: () => void;
  title: string;
  text: ReactNode;
  actions: ReactNode;
}

/** A modal in the engine's dialog look (its stylesheet is the host's), for the screen's questions. */
function ScreenDialog({ open, onDismiss, title, text, actions }: ScreenDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => next || onDismiss()}>
      <Dialog.Portal>
        <div className="muster-engine muster-grids">
          <Dialog.Overlay className="me-overlay" />
          <Dialog.Content className="me-dialog" role="alertdialog">
            <Dialog.Title className="me-dialog-title">{title}</Dialog.Title>
            <Dialog.Description className="me-dialog-text">{text}</Dialog.Description>
            <div className="me-dialog-actions">{actions}</div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Spec 001 §4: approving cells with a shortfall shows 'Total deficit hours' with the total, a magnitude (HH:MM). */
export function DeficitAlert({
  minutes,
  locale,
  onClose,
}: {
  /** The total shortfall (negative), or null when closed. */
  minutes: number | null;
  locale: Locale;
  onClose: () => void;
}) {
  const t = gridsTranslator(locale);
  return (
    <ScreenDialog
      open={minutes !== null}
      onDismiss={onClose}
      title={t('Total deficit hours')}
      text={<strong className="mga-deficit-total">{formatDuration(Math.abs(minutes ?? 0))}</strong>}
      actions={
        <button type="button" className="me-button me-button-primary" onClick={onClose}>
          {t('OK')}
        </button>
      }
    />
  );
}

export interface UnsavedChangesDialogProps {
  open: boolean;
  locale: Locale;
  /** Save, then leave. */
  onYes: () => void;
  /** Discard, then leave. */
  onNo: () => void;
  /** Closed without an answer: stay. */
  onStay: () => void;
  /** A save is running: the answers wait for it. */
  saving?: boolean;
}

/** Spec 001 §2 "Route guard": leaving with unsaved edits asks; Yes saves, No discards. */
export function UnsavedChangesDialog({
  open,
  locale,
  onYes,
  onNo,
  onStay,
  saving = false,
}: UnsavedChangesDialogProps) {
  const t = gridsTranslator(locale);
  return (
    <ScreenDialog
      open={open}
      onDismiss={onStay}
      title={t('Unsaved changes')}
      text={t('You have some unsaved changes. Do you want to save changes before going back?')}
      actions={
        <>
          <button type="button" className="me-button" onClick={onNo} disabled={saving}>
            {t('No')}
          </button>
          <button type="button" className="me-button me-button-primary" onClick={onYes} disabled={saving}>
            {t('Yes')}
          </button>
        </>
      }
    />
  );
}
