import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface EngineDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}

/** The engine's modal: a Radix dialog inside the engine's style scope. */
export function EngineDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
}: EngineDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className="muster-engine">
          <Dialog.Overlay className="me-overlay" />
          <Dialog.Content className="me-dialog" {...(description ? {} : { 'aria-describedby': undefined })}>
            <Dialog.Title className="me-dialog-title">{title}</Dialog.Title>
            {description && <Dialog.Description className="me-dialog-text">{description}</Dialog.Description>}
            {children}
            <div className="me-dialog-actions">{actions}</div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
